/**
 * Signing in with a password or an SMS code: the account a login name names, the session a
 * sign-in starts, a new password, and the wrong passwords that make a captcha needed.
 */
import { maskMobile } from '../../../../shared/validation/mobile';
import type { LoginInfo } from '../../../../shared/payloads/sso';
import { LOGIN_TYPE } from '../../../../shared/contract';
import { FAIL, Reply, SandboxFail } from '../../reply';
import { startSession } from '../../session';
import { findAccount, type AccountRecord } from '../accounts';
import { decryptField, encryptField } from '../crypto';
import { verifyCode } from '../sms';
import type { SandboxState } from '../state';
import { PASSWORD_GATES } from './records';
import { securityOf } from '../security/views';

/** Wrong passwords in a row before a captcha is needed (the sandbox's own number). */
export const WRONG_PASSWORDS_BEFORE_CAPTCHA = 3;

// Accounts and sessions

/** The name an account signs in with: its mobile, or its user name for a user-name account. */
export function loginName(account: AccountRecord): string {
  return account.loginType === LOGIN_TYPE.userName ? account.userName : account.mobile;
}

/** The account a login name belongs to, by the login type the person chose. */
export function findByLogin(
  state: SandboxState,
  login: string,
  loginType: number,
): AccountRecord | undefined {
  const account = findAccount(state.accounts, login);
  if (!account) return undefined;
  if (loginType === LOGIN_TYPE.mobile) return account.mobile === login ? account : undefined;
  return account.mobile === login ? undefined : account;
}

/** The account an encrypted login name (loginAccountEncry, an error's account) names. */
export function accountFromEncrypted(state: SandboxState, encrypted: string): AccountRecord {
  const login = decryptField(encrypted);
  const account = login ? findAccount(state.accounts, login) : undefined;
  if (!account) throw new SandboxFail(FAIL, 'The account is not valid.');
  return account;
}

export function accountByMobile(state: SandboxState, mobile: string): AccountRecord | undefined {
  for (const account of state.accounts.values()) if (account.mobile === mobile) return account;
  return undefined;
}

export function loginInfo(state: SandboxState, account: AccountRecord, corpId: string): LoginInfo {
  const org = state.orgs.get(corpId);
  if (!org) throw new SandboxFail(FAIL, `Corp ${corpId} not found`);
  const byName = account.loginType === LOGIN_TYPE.userName;
  return {
    type: account.loginType,
    loginAccount: byName ? account.userName : maskMobile(account.mobile),
    loginAccountEncry: encryptField(loginName(account)),
    corpInfo: { ...org.corp, corpInfo: { ...org.corp.corpInfo } },
  };
}

/** Starts a session for the account and answers its login info with the session cookie. */
export function signIn(
  state: SandboxState,
  account: AccountRecord,
  corpId = account.defaultCorpId,
): { reply: Reply; sessionId: string } {
  const { session, setCookie } = startSession(state, account.userId, corpId);
  state.signIn.failures.delete(account.userId);
  return {
    reply: new Reply(loginInfo(state, account, corpId), [['set-cookie', setCookie]]),
    sessionId: session.id,
  };
}

/** A new password: stored as a hash; the gates a new password lifts are lifted. */
export function setPassword(
  state: SandboxState,
  account: AccountRecord,
  hash: AccountRecord['password'],
) {
  account.password = hash;
  securityOf(state, account.userId).pwdChangedAt = state.clock.now();
  const gate = state.signIn.gates.get(account.userId);
  if (gate && PASSWORD_GATES.has(gate)) state.signIn.gates.delete(account.userId);
  state.signIn.failures.delete(account.userId);
  state.signIn.captchaNeeded.delete(account.userId);
}

// Wrong passwords and captchas

/** Counts a wrong password; the third in a row makes the next attempts need a captcha. */
export function countWrongPassword(state: SandboxState, userId: string): void {
  const failures = (state.signIn.failures.get(userId) ?? 0) + 1;
  state.signIn.failures.set(userId, failures);
  if (failures >= WRONG_PASSWORDS_BEFORE_CAPTCHA) state.signIn.captchaNeeded.add(userId);
}

export function clearCaptchaNeeded(state: SandboxState, userId: string): void {
  state.signIn.captchaNeeded.delete(userId);
  state.signIn.failures.delete(userId);
}

// SMS codes

/** Checks a code without using it up: the reset that follows the check uses it. */
export function checkCode(state: SandboxState, to: string, code: string): void {
  verifyCode(state.sms, state.clock, to, code);
  const sent = state.sms.sent.get(to);
  if (sent) sent.used = false;
}

/** For samples: lets a code be sent to `to` now. */
export function readyToSend(state: SandboxState, to: string): void {
  state.sms.sent.delete(to);
}
