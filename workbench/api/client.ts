import { API_BASE, API_TEST_TIMEOUT_MS, API_TIMEOUT_MS, TRACE_ID_HEADER } from './config';
import { deviceHeaders, randomId } from './client-mode';

/** 30 s; 5 min in the test environment (spec section 9). */
export const apiTimeout = import.meta.env.MODE === 'test' ? API_TEST_TIMEOUT_MS : API_TIMEOUT_MS;

export interface ClientOptions {
  /** @default 'GET' */
  method?: string;
  /** Sent in the query string; undefined values are left out. */
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
  body: unknown;
}

/** A number or boolean's JSON is its text, so one rule serves them and objects alike. */
function queryValue(value: unknown): string {
  if (value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The one client (spec section 7): under /workbench/api/ with credentials; on paths that start
 * with '/', ajax_flag and a trace id unique to the request; `_t` on every GET; the timeout; the
 * device headers in client mode. Statuses are not thrown here: the catalogue reads them.
 * ajax_flag travels as a header, as the spec lists it beside the trace-id header.
 *
 * Plain fetch rather than ofetch (DESIGN.md's choice): this is all of ofetch the workbench used,
 * and ofetch with ufo and destr was 4 kB gzip of the sign-in page's budget (bench/sign-in.ts).
 * A query value that is an object travels as JSON, an array as the key repeated, null as empty.
 */
export async function client(path: string, options: ClientOptions = {}): Promise<ClientAnswer> {
  const { method = 'GET', query, body, signal, timeout = apiTimeout } = options;
  const relative = path.startsWith('/');
  const url = new URL(relative ? `${API_BASE}${path.slice(1)}` : path, window.location.origin);
  const headers = new Headers(options.headers);
  if (relative) {
    headers.set('ajax_flag', '1');
    headers.set(TRACE_ID_HEADER, randomId());
  }
  for (const [name, value] of Object.entries(deviceHeaders())) headers.set(name, value);
  const search = { ...query, ...(method === 'GET' ? { _t: Date.now() } : {}) };
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      url.searchParams.append(key, queryValue(item));
  }
  if (body) headers.set('content-type', 'application/json');
  headers.set('accept', 'application/json');
  const timeoutSignal = AbortSignal.timeout(timeout);
  // Looked up on each call, so an interceptor installed later (MSW in tests) still sees it.
  const response = await globalThis.fetch(url, {
    method,
    headers,
    credentials: 'include',
    body: body ? JSON.stringify(body) : undefined,
    signal: signal ? AbortSignal.any([signal, timeoutSignal]) : timeoutSignal,
  });
  return { status: response.status, body: parseBody(await response.text()) };
}
