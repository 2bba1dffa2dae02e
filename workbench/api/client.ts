import { ofetch } from 'ofetch';
import { API_BASE } from '../../shared/contract';
import { API_TEST_TIMEOUT_MS, API_TIMEOUT_MS, TRACE_ID_HEADER } from './config';
import { deviceHeaders, randomId } from './client-mode';

/** 30 s; 5 min in the test environment (docs/product.md §9). */
export const apiTimeout = import.meta.env.MODE === 'test' ? API_TEST_TIMEOUT_MS : API_TIMEOUT_MS;

/**
 * Where the single-sign-on host answers the session sync's JSONP (docs/product.md §7; its address is
 * not shown). A deployment builds with VITE_SSO_BASE, an absolute URL ending in '/', which the
 * page's script-src then allows (scripts/lib/security-headers.ts); without it the sandbox plays the
 * host at the API's own base.
 */
export const SSO_BASE = (import.meta.env.VITE_SSO_BASE as string | undefined) ?? API_BASE;

export interface ClientOptions {
  /** @default 'GET' */
  method?: string;
  /**
   * Sent in the query string: an object as JSON, an array as the key repeated, null as empty;
   * undefined values are left out.
   */
  query?: Record<string, unknown>;
  /** Sent as JSON. */
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds before the call fails with a TimeoutError. @default apiTimeout */
  timeout?: number;
}

/** The answer as it came: its status, and its body parsed as JSON when it is JSON. */
export interface ClientAnswer {
  status: number;
  /** JSON parsed, any other text as it came (the catalogue reads it); undefined when none came. */
  body: unknown;
}

/** Whatever the content type says: a gateway's HTML or a malformed body stays text. */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The one client (docs/product.md §7): under /workbench/api/ with credentials; on paths that start
 * with '/', ajax_flag and a trace id unique to the request; `_t` on every GET; the timeout; the
 * device headers in client mode. ajax_flag travels as a header, as the spec lists it beside the
 * trace-id header. The market token is the endpoint's to add: only it knows a market call, and
 * fetching the token is itself a call through the catalogue.
 *
 * ofetch, as the product card's stack names it. It once gave way to plain fetch to save the sign-in
 * page 4 kB; the card's stack is the product, and the budgets are measured against a floor built
 * from that same stack. Its query serialisation (ufo) is the one the calls expect: an object as
 * JSON, an array as the key repeated, null as empty (a bare key), undefined left out.
 *
 * Statuses are not thrown and nothing is retried here: the catalogue reads the status, and the
 * data hooks retry.
 */
const api = ofetch.create(
  {
    baseURL: API_BASE,
    credentials: 'include',
    headers: { accept: 'application/json' },
    timeout: apiTimeout,
    retry: false,
    ignoreResponseError: true,
    parseResponse: parseBody,
    onRequest({ request, options }) {
      if (typeof request === 'string' && request.startsWith('/')) {
        options.headers.set('ajax_flag', '1');
        options.headers.set(TRACE_ID_HEADER, randomId());
      }
      for (const [name, value] of Object.entries(deviceHeaders())) options.headers.set(name, value);
      if ((options.method ?? 'GET') === 'GET') options.query = { ...options.query, _t: Date.now() };
      // ofetch applies its timeout only to a call that brings no signal of its own.
      if (options.signal && options.timeout)
        options.signal = AbortSignal.any([options.signal, AbortSignal.timeout(options.timeout)]);
    },
    // The error fetch raised (TimeoutError, AbortError, TypeError), not ofetch's FetchError around it.
    onRequestError({ error }) {
      throw error;
    },
  },
  // Looked up on each call, so an interceptor installed later (MSW in tests) still sees it.
  { fetch: (input, init) => globalThis.fetch(input, init) },
);

/** One call through the client; whatever its status, it resolves with the answer as it came. */
export async function client(path: string, options: ClientOptions = {}): Promise<ClientAnswer> {
  const response = await api.raw<unknown>(path, options);
  return { status: response.status, body: response._data };
}
