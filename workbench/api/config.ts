/**
 * Settings of the client (docs/product.md §7 and §9), named once. What the sandbox must agree on too
 * (the base path, the access-token header, the destinations) is in shared/.
 */

/** The HTTP timeout (docs/product.md §9): 30 s, and 5 min in the test environment. */
export const API_TIMEOUT_MS = 30_000;
export const API_TEST_TIMEOUT_MS = 5 * 60_000;

/**
 * Each call of the session sync gives up after this (ours): a sign-in that leaves for another site
 * waits for the sync, and a host that does not answer must not hold the person for 30 s.
 */
export const SESSION_SYNC_TIMEOUT_MS = 5_000;

/**
 * Header names the spec does not show, chosen here: the trace id of one request and the
 * client-mode device headers.
 */
export const TRACE_ID_HEADER = 'X-Trace-Id';
export const DEVICE_HEADERS = {
  browserId: 'X-Browser-Id',
  clientMode: 'X-Client-Mode',
  platform: 'X-Client-Platform',
  userAgent: 'X-Client-Agent',
} as const;

/**
 * Calls whose failures the catalogue does not toast (docs/product.md §8: "the exempt list is not
 * shown"): the callers show their own message. Paths as in endpoints.tsv; change with
 * setExemptUrls.
 */
export const DEFAULT_EXEMPT_URLS: readonly string[] = [
  'service/user/isBind',
  'sso/img-captcha/generate',
  'sso/img-captcha/verify',
  'work_bench/get_access_token',
];
