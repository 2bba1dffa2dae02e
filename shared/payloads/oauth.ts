/*
 * Open auth (docs/product.md §7): a partner app (clientId) exchanges the code sso/oauth2/authorize
 * handed it for a token, optionally registering a corp first; a service hands the signed-in user
 * on with a ticket sso/oauth2/codeLogin accepts. Shapes not shown in the spec; the project's own.
 */

export interface OauthToken {
  accessToken: string;
  tokenType: 'Bearer';
  /** Seconds. */
  expiresIn: number;
  /** The corp the token acts for. */
  corpId: string;
}

export interface TokenInput {
  clientId: string;
  /** The code from sso/oauth2/authorize. */
  code: string;
}

export interface RegisterCorpTokenInput extends TokenInput {
  corpName: string;
}

export interface ServiceToken {
  /** A one-time ticket for sso/oauth2/codeLogin (its jdyTicket). */
  token: string;
  /** redirectUrl with jdyTicket added. */
  redirectUrl: string;
}
