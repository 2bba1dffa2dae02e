import type { PasswordStatus } from '../../../shared/domain/account';
import {
  passwordExpiryState,
  type PasswordExpiryState,
} from '../security-settings-panel/security-state';

/** What the main page shows of the account's security: the reads of the account settings. */
export interface SecurityGlanceState {
  /** The bound mobile, masked or whole; '' when none is bound. */
  mobile: string;
  /** The bound e-mail; '' when none is bound. */
  email: string;
  loginProtect: boolean;
  /** The person's own second check in the current corp. */
  secondCheck: boolean;
  password: Pick<PasswordStatus, 'pwdExpireDays' | 'daysLeft'>;
  trustedDevices: number;
}

/**
 * How a line reads: fine, worth a look (the page counts these), or a fact that is neither (an
 * e-mail not bound, a second check off, trusted devices: choices, not risks).
 */
export type GlanceTone = 'ok' | 'review' | 'info';

export type SecurityGlanceItem =
  | { key: 'password'; tone: GlanceTone; expiry: PasswordExpiryState }
  | { key: 'mobile' | 'email'; tone: GlanceTone; value: string }
  | { key: 'loginProtect' | 'secondCheck'; tone: GlanceTone; on: boolean }
  | { key: 'trustedDevices'; tone: GlanceTone; count: number };

/** A password this close to expiring is worth a look (the project's own threshold). */
export const PASSWORD_SOON_DAYS = 7;

/**
 * The lines of the glance, in the account settings' order. Worth a look: a password expired or
 * expiring within PASSWORD_SOON_DAYS, no mobile bound (nothing to send a code to, and no way back
 * into the account), login protection off.
 */
export function securityGlance(state: SecurityGlanceState): SecurityGlanceItem[] {
  const expiry = passwordExpiryState(state.password);
  const passwordTone: GlanceTone =
    expiry.kind === 'expired' || (expiry.kind === 'expiresIn' && expiry.days <= PASSWORD_SOON_DAYS)
      ? 'review'
      : 'ok';
  return [
    { key: 'password', tone: passwordTone, expiry },
    { key: 'mobile', tone: state.mobile ? 'ok' : 'review', value: state.mobile },
    { key: 'email', tone: state.email ? 'ok' : 'info', value: state.email },
    { key: 'loginProtect', tone: state.loginProtect ? 'ok' : 'review', on: state.loginProtect },
    { key: 'secondCheck', tone: state.secondCheck ? 'ok' : 'info', on: state.secondCheck },
    { key: 'trustedDevices', tone: 'info', count: state.trustedDevices },
  ];
}

/** How many lines are worth a look. */
export function toReviewCount(items: readonly SecurityGlanceItem[]): number {
  return items.filter((item) => item.tone === 'review').length;
}
