import type {
  OauthToken,
  RegisterCorpTokenInput,
  ServiceToken,
  TokenInput,
} from '../../shared/payloads/oauth';
import { endpoint } from './endpoint';

/** The open-auth calls of docs/product.md §7; their payloads are in shared/payloads/oauth.ts. */

export const registerCorpToken = endpoint<RegisterCorpTokenInput, OauthToken>({
  method: 'POST',
  path: 'kdopen/oauth2/token/registerCorp',
});
export const getOauthToken = endpoint<TokenInput, OauthToken>({
  method: 'POST',
  path: 'kdopen/oauth2/token',
});
export const getTokenByService = endpoint<{ redirectUrl: string; clientId?: string }, ServiceToken>(
  { method: 'GET', path: 'kdopen/jdy/getTokenByService' },
);
