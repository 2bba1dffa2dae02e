import { CORP_TYPE } from '../../../shared/contract';
import { v } from '../input';
import { route, type RouteDef } from '../route';
import type { SandboxState } from '../store/state';
import type { OauthToken, ServiceToken } from '../../../shared/payloads/oauth';
import { TICKET_TTL_MS } from '../store/sign-in/records';
import {
  issueOauthCode,
  issueToken,
  knownClient,
  redeemOauthCode,
  redirectTarget,
} from '../store/sign-in/oauth';
import { SANDBOX_CLIENT_ID } from '../store/sign-in/seed';
import { randomToken } from '../store/crypto';
import { createCorp } from '../store/corps';

const tokenInput = { clientId: v.string({ max: 64 }), code: v.string({ max: 100 }) };

/** Samples: a code u0001 just granted the sandbox's partner app in corp 1001. */
function sampleCode(state: SandboxState) {
  return {
    clientId: SANDBOX_CLIENT_ID,
    code: issueOauthCode(state, SANDBOX_CLIENT_ID, 'u0001', '1001'),
  };
}

export const oauthRoutes: RouteDef[] = [
  route({
    method: 'POST',
    path: 'kdopen/oauth2/token/registerCorp',
    input: v.object({ ...tokenInput, corpName: v.string({ max: 100 }) }),
    handle: ({ state, account, input }): OauthToken => {
      knownClient(state, input.clientId);
      redeemOauthCode(state, input.clientId, input.code, account.userId);
      const org = createCorp(state, account, input.corpName, CORP_TYPE.corporate);
      return issueToken(org.corp.corpId);
    },
    sample: (state) => ({ ...sampleCode(state), corpName: '示范合作伙伴有限公司' }),
  }),
  route({
    method: 'POST',
    path: 'kdopen/oauth2/token',
    input: v.object(tokenInput),
    handle: ({ state, account, input }): OauthToken => {
      knownClient(state, input.clientId);
      const granted = redeemOauthCode(state, input.clientId, input.code, account.userId);
      return issueToken(granted.corpId);
    },
    sample: sampleCode,
  }),
  route({
    method: 'GET',
    path: 'kdopen/jdy/getTokenByService',
    input: v.object({
      redirectUrl: v.string({ max: 2000 }),
      clientId: v.optional(v.string({ max: 64 })),
    }),
    handle: ({ state, session, input }): ServiceToken => {
      if (input.clientId !== undefined) knownClient(state, input.clientId);
      const url = redirectTarget(input.redirectUrl);
      const token = randomToken('jt');
      state.signIn.tickets.set(token, {
        userId: session.userId,
        corpId: session.corpId,
        clientId: input.clientId,
        standing: false,
        expiresAt: state.clock.now() + TICKET_TTL_MS,
        used: false,
      });
      url.searchParams.set('jdyTicket', token);
      return { token, redirectUrl: url.toString() };
    },
    sample: () => ({ redirectUrl: 'https://partner.example.com/enter' }),
  }),
];
