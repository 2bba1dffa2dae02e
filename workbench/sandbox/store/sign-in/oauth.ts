/** Open auth: codes handed to a partner client, its tokens, and where it may redirect. */
import type { OauthToken } from '../../../../shared/payloads/oauth';
import { FAIL, SandboxFail } from '../../reply';
import type { SandboxState } from '../state';
import { randomToken } from '../crypto';
import type { OauthCodeRecord } from './records';

/** An open-auth access token lasts this long, in seconds (the sandbox's own number). */
export const TOKEN_TTL_SECONDS = 7200;

// Open auth

export function issueOauthCode(
  state: SandboxState,
  clientId: string,
  userId: string,
  corpId: string,
): string {
  const code = randomToken('oc');
  state.signIn.oauthCodes.set(code, { clientId, userId, corpId, used: false });
  return code;
}

/** Uses up a code oauth2/authorize handed this client for this user. */
export function redeemOauthCode(
  state: SandboxState,
  clientId: string,
  code: string,
  userId: string,
): OauthCodeRecord {
  const record = state.signIn.oauthCodes.get(code);
  if (!record || record.used || record.clientId !== clientId || record.userId !== userId)
    throw new SandboxFail(FAIL, 'The authorization code is not valid.');
  record.used = true;
  return record;
}

/** An access token for a corp (nothing in the sandbox checks it later). */
export function issueToken(corpId: string): OauthToken {
  return {
    accessToken: randomToken('at'),
    tokenType: 'Bearer',
    expiresIn: TOKEN_TTL_SECONDS,
    corpId,
  };
}

export function knownClient(state: SandboxState, clientId: string): void {
  if (!state.signIn.oauthClients.has(clientId))
    throw new SandboxFail(FAIL, `Client ${clientId} is not registered.`);
}

/** A redirect target: an absolute http(s) address, or the fail shape. */
export function redirectTarget(redirectUrl: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(redirectUrl);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new SandboxFail(FAIL, 'redirectUrl must be an http or https address.');
  return url;
}
