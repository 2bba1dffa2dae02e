import type { PasswordStatus } from '../../../shared/domain/account';
import { maskMobile } from '../../../shared/validation/mobile';

/**
 * The password lifetimes the expiry select offers, in days; 0 is never. The spec names the call
 * (updatePwdTime, day) but not the choices: these are the project's own.
 */
export const PASSWORD_EXPIRY_DAY_OPTIONS: readonly number[] = [0, 30, 60, 90, 180, 365];

/** Where the password stands against its expiry, for the row's words. */
export type PasswordExpiryState =
  { kind: 'never' } | { kind: 'expired' } | { kind: 'expiresIn'; days: number };

export function passwordExpiryState(
  status: Pick<PasswordStatus, 'pwdExpireDays' | 'daysLeft'>,
): PasswordExpiryState {
  if (status.pwdExpireDays <= 0 || status.daysLeft === null) return { kind: 'never' };
  if (status.daysLeft <= 0) return { kind: 'expired' };
  return { kind: 'expiresIn', days: status.daysLeft };
}

/** The select's choices: the fixed ones, plus the current lifetime when the server set another. */
export function expiryDayOptions(current: number): number[] {
  const options = [...PASSWORD_EXPIRY_DAY_OPTIONS];
  if (!options.includes(current)) options.push(current);
  return options.sort((a, b) => a - b);
}

/** Characters of the mailbox name left visible before the mask. */
const EMAIL_KEEP = 2;
const EMAIL_MASK = '****';

/**
 * An e-mail address for display: the first two characters of the mailbox name (one of a name of
 * two or fewer), a mask, and the whole domain: zhangwei@example.com → zh****@example.com. A value
 * the server masked already (it holds '*') or without an '@' is shown as it is.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (email.includes('*') || at <= 0) return email;
  const name = [...email.slice(0, at)];
  const keep = name.length > EMAIL_KEEP ? EMAIL_KEEP : 1;
  return `${name.slice(0, keep).join('')}${EMAIL_MASK}${email.slice(at)}`;
}

/** A mobile for display: the server's masked form as it is, a whole number masked here. */
export function displayMobile(mobile: string): string {
  return mobile.includes('*') ? mobile : maskMobile(mobile);
}
