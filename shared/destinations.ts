import { API_BASE } from './contract';

/**
 * Places outside the app's hash routes (docs/product.md §2), which the app leads to and the sandbox
 * serves. Their addresses are the project's own choice where the spec names a place but not its
 * address (DESIGN.md): with the sandbox they lead to small pages under the served origin, so
 * end-to-end tests can see the arrival; a deployment points them at the real sites.
 */
export const DESTINATIONS = {
  logout: `${API_BASE}__sandbox/pages/logout`,
  accountTransfer: `${API_BASE}__sandbox/pages/account-transfer`,
  accountSiteSuccess: `${API_BASE}__sandbox/pages/account-success`,
  clientServiceSelection: `${API_BASE}__sandbox/pages/client-service-selection`,
  verifiedSetAdmin: `${API_BASE}__sandbox/pages/verified-flow?type=setAdmin`,
  verifiedTransferCorp: `${API_BASE}__sandbox/pages/verified-flow?type=transferCorp`,
  /** The user agreement the sign-in page asks the person to accept. */
  agreement: `${API_BASE}__sandbox/pages/agreement`,
  /** The cloud's sign-in page; it comes back with ?jdyTicket=…&clientId=… (third-party sign-in). */
  cloudSignIn: `${API_BASE}__sandbox/pages/cloud-sign-in`,
  /**
   * The previous version's workbench (V5), for accounts on its white list: a page of this origin,
   * shown in the embedded legacy page; with the sandbox, its sample legacy page.
   */
  v5Workbench: '/workbench/web/legacy-sample/index.html',
} as const;

/**
 * What setAdmin and goToChangeCreator send as `verified` once the person says the verified flow
 * (docs/product.md §6) is done in its tab: the project's own choice, as the spec shows no proof. A real
 * server knows from its own records and need not read it; the sandbox, whose flow is a stand-in
 * page, takes this value as the proof (SANDBOX_VERIFIED_TOKEN).
 */
export const VERIFIED_FLOW_PROOF = 'sandbox-verified';

/**
 * Hosts besides the page's own that a redirect from a start-up parameter (redirectUrl,
 * fromeBuyUrl, relayState) may lead to (DESIGN.md: no open redirect). `.example.com` allows that
 * domain and its subdomains; a deployment lists its own partner and shop hosts here.
 */
export const REDIRECT_ALLOWED_HOSTS: readonly string[] = ['.example.com'];
