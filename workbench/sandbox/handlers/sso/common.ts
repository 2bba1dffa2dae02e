/**
 * What several sign-in calls share: the demo accounts their samples use, the account a call
 * names, a new password read from its cipher, and the answer to a code sent.
 */
import { maskMobile } from '../../../../shared/validation/mobile';
import { passwordRule } from '../../../../shared/validation/password';
import { FAIL, SandboxFail } from '../../reply';
import { DEMO_ACCOUNTS, type AccountRecord } from '../../store/accounts';
import { decryptText, encryptField } from '../../store/crypto';
import type { SandboxState } from '../../store/state';
import type { CodeSent } from '../../../../shared/payloads/sso';
import { accountByMobile, accountFromEncrypted } from '../../store/sign-in/login';

/** Samples sign in as the admin, and name the other demo account where they need a second one. */
export const ADMIN_MOBILE = DEMO_ACCOUNTS[0].mobile;
export const USER_MOBILE = DEMO_ACCOUNTS[1].mobile;
export const ADMIN_ENCRYPTED = encryptField(ADMIN_MOBILE);

export function codeSent(
  to: string,
  sent: { waitSeconds: number },
  shown = maskMobile(to),
): CodeSent {
  return { to: shown, waitSeconds: sent.waitSeconds };
}

export function unreadable(): SandboxFail {
  return new SandboxFail(FAIL, 'The password could not be read. Reload the page and try again.');
}

export function mobileOf(account: AccountRecord): string {
  if (!account.mobile) throw new SandboxFail(FAIL, 'This account has no mobile to send a code to.');
  return account.mobile;
}

export function accountWithMobile(state: SandboxState, value: string): AccountRecord {
  const plain = value.startsWith('enc.') ? accountFromEncrypted(state, value).mobile : value;
  const account = plain ? accountByMobile(state, plain) : undefined;
  if (!account) throw new SandboxFail(FAIL, 'No account uses this mobile.');
  return account;
}

/** A new password in the clear, or the fail shape when it cannot be read or breaks the rule. */
export async function newPassword(state: SandboxState, encrypted: string): Promise<string> {
  const password = await decryptText(state.keys, encrypted);
  if (password === undefined) throw unreadable();
  if (passwordRule(password)) throw new SandboxFail(FAIL, 'The password does not meet the rule.');
  return password.trim();
}
