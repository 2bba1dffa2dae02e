import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { sandboxHandlers } from './msw';

/** Connect middleware as node:http gives it requests (the dev and preview servers' `use`). */
export type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * The sandbox as Connect middleware for the dev and preview servers: the browser makes real HTTP
 * requests and gets real cookies, and the store lives in the server process, so it survives page
 * reloads.
 */
export function sandboxMiddleware(): Middleware {
  return (request, response, next) => {
    if (!request.url?.startsWith('/workbench/api/')) {
      next();
      return;
    }
    void answer(request, response).catch(next);
  };
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
  const cookies = response.headers.getSetCookie();
  if (cookies.length) outgoing.setHeader('set-cookie', cookies);
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}
