import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { getCorpList } from '../api/corp';
import { getOauthToken, getTokenByService, registerCorpToken } from '../api/oauth';
import { oauth2Authorize } from '../api/sso';
import { apiKey } from './swr';
import type { ServiceToken } from '../../shared/payloads/oauth';

/**
 * Open auth (docs/product.md §7, decision 0036). The open platform's access token is a secret: it
 * is exchanged here and goes no further, neither into an address nor onto the page.
 */

export interface AppRequest {
  clientId: string;
  redirectUrl: string;
  state: string;
}

/** The code oauth2/authorize hands the app, read from the address it answers with. */
async function authorizationCode(request: AppRequest): Promise<string> {
  const answer = await oauth2Authorize(request);
  return new URL(answer.redirectUrl).searchParams.get('code') ?? '';
}

/**
 * Connects an open-platform app to a company: the current one (oauth2/token), or one created for
 * it with `corpName` (oauth2/token/registerCorp). Answers the corp the app now acts for.
 */
export function useConnectApp() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      connectCurrentCorp: async (request: AppRequest): Promise<string> => {
        const code = await authorizationCode(request);
        const token = await getOauthToken({ clientId: request.clientId, code });
        return token.corpId;
      },
      createCorpFor: async (request: AppRequest, corpName: string): Promise<string> => {
        const code = await authorizationCode(request);
        const token = await registerCorpToken({ clientId: request.clientId, code, corpName });
        await mutate(apiKey(getCorpList.spec, undefined));
        return token.corpId;
      },
    }),
    [mutate],
  );
}

/** A ticket for a service on another site of the suite: its address with jdyTicket added. */
export function serviceTicket(redirectUrl: string): Promise<ServiceToken> {
  return getTokenByService({ redirectUrl });
}
