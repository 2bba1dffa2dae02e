/** Two-factor sign-in: the attempt a correct password starts when a gate asks for a second factor. */
import type { TwoFactorKind } from '../../../../shared/payloads/sso';
import { FAIL, SandboxFail } from '../../reply';
import { type AccountRecord } from '../accounts';
import { encryptField, randomToken } from '../crypto';
import type { SandboxState } from '../state';
import type { TwoFactorRecord } from './records';

// Two-factor sign-in

export function startTwoFactor(
  state: SandboxState,
  account: AccountRecord,
  factor: TwoFactorKind,
): string {
  const mfa = encryptField(randomToken('mfa'));
  state.signIn.twoFactor.set(mfa, {
    userId: account.userId,
    corpId: account.defaultCorpId,
    factor,
    sentTo: undefined,
    used: false,
  });
  return mfa;
}

export function twoFactorOf(state: SandboxState, mfa: string): TwoFactorRecord {
  const record = state.signIn.twoFactor.get(mfa);
  if (!record || record.used)
    throw new SandboxFail(FAIL, 'This verification has ended. Sign in again.');
  return record;
}
