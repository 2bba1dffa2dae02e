import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { sandboxHandlers } from './msw';
import { SESSION_COOKIE } from '../../shared/cookies';

/** Connect middleware as node:http gives it requests (the dev and preview servers' `use`). */
export type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

const CONTROL_PREFIX = '/workbench/api/__sandbox';
/** The stand-ins for the destinations outside the app: the app leads people there, so they stay. */
const STAND_IN_PAGES = '/workbench/api/__sandbox/pages/';

/** Whether the request came from this machine (IPv4, IPv6, or IPv4 mapped into IPv6). */
export function fromLoopback(address: string | undefined): boolean {
  return address === '::1' || /^(::ffff:)?127\./.test(address ?? '');
}

/**
 * The sandbox as Connect middleware for the dev and preview servers: the browser makes real HTTP
 * requests and gets real cookies, and the store lives in the server process, so it survives page
 * reloads. Its control endpoints (sign in as anyone, force answers, reset) answer only when
 * `control` is on, and only to this machine; otherwise they are not there (404).
 */
export function sandboxMiddleware({ control }: { control: boolean }): Middleware {
  return (request, response, next) => {
    const url = request.url ?? '';
    if (!url.startsWith('/workbench/api/')) {
      next();
      return;
    }
    if (
      url.startsWith(CONTROL_PREFIX) &&
      !url.startsWith(STAND_IN_PAGES) &&
      !(control && fromLoopback(request.socket.remoteAddress))
    ) {
      response.statusCode = 404;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ errcode: '404', description: 'Not found' }));
      return;
    }
    void answer(request, response).catch(next);
  };
}

/**
 * The session cookie as a server sends it: HttpOnly, so no script of the page can read or steal
 * it (the sandbox's own header lacks it for Storybook's worker: session.ts).
 */
function serverCookie(cookie: string): string {
  return cookie.startsWith(`${SESSION_COOKIE}=`) && !/;\s*HttpOnly/i.test(cookie)
    ? `${cookie}; HttpOnly`
    : cookie;
}

async function answer(incoming: IncomingMessage, outgoing: ServerResponse) {
  const controller = new AbortController();
  outgoing.on('close', () => {
    if (!outgoing.writableEnded) controller.abort();
  });
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  const method = incoming.method ?? 'GET';
  const request = new Request(`http://${incoming.headers.host ?? 'localhost'}${incoming.url}`, {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
    signal: controller.signal,
  });
  const response = await getResponse(sandboxHandlers, request);
  if (!response || response.type === 'error') {
    outgoing.destroy();
    return;
  }
  outgoing.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') outgoing.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie().map(serverCookie);
  if (cookies.length) outgoing.setHeader('set-cookie', cookies);
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}
