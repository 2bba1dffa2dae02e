import { appendFileSync } from 'node:fs';
import type { Middleware } from './middleware';

const API_PREFIX = '/workbench/api/';

/**
 * The call a request makes, as endpoints.tsv writes it (`POST service/corp/list`; a GET with a
 * callback is `JSONP`), or undefined for anything else (pages, the sandbox's own controls).
 */
export function callOf(method: string, url: string): string | undefined {
  const { pathname, searchParams } = new URL(url, 'http://sandbox');
  if (!pathname.startsWith(API_PREFIX)) return undefined;
  const path = decodeURIComponent(pathname.slice(API_PREFIX.length));
  if (path.startsWith('__sandbox')) return undefined;
  const verb = method === 'GET' && searchParams.has('callback') ? 'JSONP' : method;
  return `${verb} ${path}`;
}

/**
 * Appends each call a browser made to `file`, one a line (SANDBOX_CALL_LOG, npm test's e2e). A browser
 * marks every request it makes with Sec-Fetch-Mode (a fetch, a JSONP script); a test's own API requests
 * (Playwright's `request`) carry none, so a call only a test sent is not counted as a person's flow.
 */
export function callLogMiddleware(file: string): Middleware {
  return (request, _response, next) => {
    const call = request.headers['sec-fetch-mode']
      ? callOf(request.method ?? 'GET', request.url ?? '/')
      : undefined;
    if (call) appendFileSync(file, `${call}\n`);
    next();
  };
}
