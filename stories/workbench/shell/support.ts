import { createTestAccount, sandbox, startSession } from '../../../workbench/sandbox';
import { startSandbox } from '../support/route-stage';
import { SESSION_COOKIE } from '../../../shared/cookies';

/**
 * The sandbox behind a shell story, signed in as `signedInAs`, or (secondCheck) as a fresh test
 * account whose own corp asks for the second check: t0001, 13500000001, corp 测试账号0001的企业.
 */
export async function startShellSandbox(
  msw: Parameters<typeof startSandbox>[0],
  { signedInAs, secondCheck = false }: { signedInAs?: string; secondCheck?: boolean } = {},
): Promise<void> {
  await startSandbox(msw, { signedInAs });
  if (!secondCheck) return;
  const state = await sandbox.state();
  const { userId } = createTestAccount(state, { secondCheck: true });
  const account = state.accounts.get(userId)!;
  const { session } = startSession(state, userId, account.defaultCorpId);
  document.cookie = `${SESSION_COOKIE}=${session.id}; Path=/`;
}

/** 测试账号0001的企业: the corp of startShellSandbox's second-check account. */
export const SECOND_CHECK_CORP = '测试账号0001的企业';
