import { ofetch } from 'ofetch';
import { API_BASE, API_TEST_TIMEOUT_MS, API_TIMEOUT_MS, TRACE_ID_HEADER } from './config';
import { deviceHeaders, randomId } from './client-mode';

/** 30 s; 5 min in the test environment (spec section 9). */
export const apiTimeout = import.meta.env.MODE === 'test' ? API_TEST_TIMEOUT_MS : API_TIMEOUT_MS;

/**
 * The one ofetch instance (spec section 7): base /workbench/api/ with credentials; on paths that
 * start with '/', ajax_flag and a trace id unique to the request; `_t` on every GET; the timeout;
 * the device headers in client mode. Statuses are not thrown here: the catalogue reads them.
 * ajax_flag travels as a header, as the spec lists it beside the trace-id header.
 */
export const client = ofetch.create(
  {
    baseURL: API_BASE,
    credentials: 'include',
    timeout: apiTimeout,
    retry: 0,
    ignoreResponseError: true,
    onRequest({ request, options }) {
      if (typeof request === 'string' && request.startsWith('/')) {
        options.headers.set('ajax_flag', '1');
        options.headers.set(TRACE_ID_HEADER, randomId());
      }
      if ((options.method ?? 'GET').toUpperCase() === 'GET')
        options.query = { ...options.query, _t: Date.now() };
      for (const [name, value] of Object.entries(deviceHeaders())) options.headers.set(name, value);
    },
  },
  // Looked up on each call, so an interceptor installed later (MSW in tests) still sees it.
  { fetch: (input, init) => globalThis.fetch(input, init) },
);
