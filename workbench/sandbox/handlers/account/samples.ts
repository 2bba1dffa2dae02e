/*
 * Samples of code-confirmed calls first do what the earlier step would have done (a code sent, a
 * check passed), so each is valid on its own; password samples are encrypted as the client does.
 */
import { type AccountRecord } from '../../store/accounts';
import { primeCode } from '../../store/sms';
import type { SandboxState } from '../../store/state';
import { SAMPLE_USER_ID } from '../../store/samples';

export function sampleAccount(state: SandboxState): AccountRecord | undefined {
  return state.accounts.get(SAMPLE_USER_ID);
}

export function sampleCode(state: SandboxState): string {
  return primeCode(state, sampleAccount(state)?.mobile ?? '');
}
