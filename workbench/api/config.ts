/**
 * Settings of the API layer (spec sections 7 and 9), named once. The external destinations are
 * the project's own choice where the spec names a place but not its address (DESIGN.md): with the
 * sandbox they lead to small pages the sandbox serves, so end-to-end tests can see the arrival; a
 * deployment points them at the real sites.
 */

/** Every call goes under this path, with credentials (spec section 7). */
export const API_BASE = '/workbench/api/';

/** The HTTP timeout (spec section 9): 30 s, and 5 min in the test environment. */
export const API_TIMEOUT_MS = 30_000;
export const API_TEST_TIMEOUT_MS = 5 * 60_000;

/**
 * Header names the spec does not show, chosen here: the trace id of one request, the market
 * access token, and the client-mode device headers.
 */
export const TRACE_ID_HEADER = 'X-Trace-Id';
export const ACCESS_TOKEN_HEADER = 'X-Access-Token';
export const DEVICE_HEADERS = {
  browserId: 'X-Browser-Id',
  clientMode: 'X-Client-Mode',
  platform: 'X-Client-Platform',
  userAgent: 'X-Client-Agent',
} as const;

/** Destinations outside the app's hash routes (spec section 2), under the served origin. */
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
} as const;

/**
 * What setAdmin and goToChangeCreator send as `verified` once the person says the verified flow
 * (spec section 6) is done in its tab: the project's own choice, as the spec shows no proof. A real
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

/**
 * Calls whose failures the catalogue does not toast (spec section 8: "the exempt list is not
 * shown"): the callers show their own message. Paths as in endpoints.tsv; change with
 * setExemptUrls.
 */
export const DEFAULT_EXEMPT_URLS: readonly string[] = [
  'service/user/isBind',
  'sso/img-captcha/generate',
  'sso/img-captcha/verify',
  'work_bench/get_access_token',
];
