import type { PasswordStatus, ThirdPlatformType } from '../../../shared/domain/account';
import {
  passwordExpiryState,
  type PasswordExpiryState,
} from '../security-settings-panel/security-state';

/** What the check-up reads: the account settings' own reads, and when trusted devices were last looked at. */
export interface SecurityCheckupState {
  /** The bound mobile, masked or whole; '' when none is bound. */
  mobile: string;
  /** The bound e-mail; '' when none is bound. */
  email: string;
  loginProtect: boolean;
  /** The person's own second check in the current corp. */
  secondCheck: boolean;
  remoteLoginNotice: boolean;
  password: Pick<PasswordStatus, 'pwdExpireDays' | 'daysLeft'>;
  trustedDevices: {
    count: number;
    /** When the person last opened the trusted devices in this browser (ms), if ever. */
    reviewedAt?: number;
  };
  /** The platforms the account is bound to. */
  thirdPlatforms: readonly ThirdPlatformType[];
  /** Now, in ms: the review's age is measured against it. */
  now: number;
}

/** A password this close to expiring is worth changing now (the project's own threshold). */
export const PASSWORD_SOON_DAYS = 7;
/** The lifetime the check-up's fix gives a password that never expires (one of the settings' choices). */
export const CHECKUP_PASSWORD_EXPIRY_DAYS = 90;
/** Trusted devices looked at longer ago than this are due another look. */
export const TRUSTED_DEVICES_REVIEW_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * - done: counts to the score;
 * - toFix: counts against it, with its fix;
 * - info: a fact with a way to look at it, not scored (third-party bindings are a choice, not a risk).
 */
export type CheckupStatus = 'done' | 'toFix' | 'info';

export type CheckupItem =
  | { key: 'loginProtect' | 'secondCheck' | 'remoteLoginNotice'; status: CheckupStatus }
  | { key: 'mobile' | 'email'; status: CheckupStatus; value: string }
  | {
      key: 'password';
      status: CheckupStatus;
      expiry: PasswordExpiryState;
      /** What the fix does: change the password, or give it an expiry. */
      fix: 'change' | 'setExpiry' | undefined;
    }
  | { key: 'trustedDevices'; status: CheckupStatus; count: number; reviewedAt?: number }
  | { key: 'thirdPlatforms'; status: CheckupStatus; platforms: readonly ThirdPlatformType[] };

export type CheckupKey = CheckupItem['key'];

/** Every key, in the order the check-up lists them: also what `?fix=` may name. */
export const CHECKUP_KEYS = [
  'loginProtect',
  'mobile',
  'password',
  'secondCheck',
  'remoteLoginNotice',
  'email',
  'trustedDevices',
  'thirdPlatforms',
] as const satisfies readonly CheckupKey[];

/**
 * Each scored item's share of 100: what it keeps out. Login protection and a bound mobile stop a
 * stolen password from being enough; the password's age limits how long a leaked one works; the
 * rest narrow or announce a break-in.
 */
export const CHECKUP_WEIGHTS: Record<Exclude<CheckupKey, 'thirdPlatforms'>, number> = {
  loginProtect: 25,
  mobile: 20,
  password: 15,
  secondCheck: 10,
  remoteLoginNotice: 10,
  email: 10,
  trustedDevices: 10,
};

export function isCheckupKey(value: unknown): value is CheckupKey {
  return (CHECKUP_KEYS as readonly unknown[]).includes(value);
}

const onOff = (on: boolean): CheckupStatus => (on ? 'done' : 'toFix');

/** The check-up's items in CHECKUP_KEYS order and its score, 0 to 100. */
export function securityCheckup(state: SecurityCheckupState): {
  items: CheckupItem[];
  score: number;
} {
  const expiry = passwordExpiryState(state.password);
  const passwordFix =
    expiry.kind === 'never'
      ? 'setExpiry'
      : expiry.kind === 'expired' || expiry.days <= PASSWORD_SOON_DAYS
        ? 'change'
        : undefined;
  const { count, reviewedAt } = state.trustedDevices;
  const reviewed =
    count === 0 ||
    (reviewedAt !== undefined && state.now - reviewedAt <= TRUSTED_DEVICES_REVIEW_DAYS * DAY_MS);
  const items: CheckupItem[] = [
    { key: 'loginProtect', status: onOff(state.loginProtect) },
    { key: 'mobile', status: onOff(state.mobile !== ''), value: state.mobile },
    { key: 'password', status: onOff(!passwordFix), expiry, fix: passwordFix },
    { key: 'secondCheck', status: onOff(state.secondCheck) },
    { key: 'remoteLoginNotice', status: onOff(state.remoteLoginNotice) },
    { key: 'email', status: onOff(state.email !== ''), value: state.email },
    { key: 'trustedDevices', status: onOff(reviewed), count, reviewedAt },
    { key: 'thirdPlatforms', status: 'info', platforms: state.thirdPlatforms },
  ];
  const score = items.reduce(
    (sum, item) =>
      item.status === 'done' && item.key !== 'thirdPlatforms'
        ? sum + CHECKUP_WEIGHTS[item.key]
        : sum,
    0,
  );
  return { items, score };
}
