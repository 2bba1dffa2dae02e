import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { fromLoopback, sandboxMiddleware } from '../../../workbench/sandbox/middleware';
import { sandbox } from '../../../workbench/sandbox/sandbox';
import { SESSION_IDLE_MS } from '../../../workbench/sandbox/session';
import { SESSION_COOKIE } from '../../../shared/cookies';
import { ORIGIN, setupSandbox, signInAs } from '../helpers/sandbox';

setupSandbox();

/** A write as the client sends it: JSON, with ajax_flag, from the page's own origin. */
function clientHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { 'content-type': 'application/json', ajax_flag: '1', origin: ORIGIN, ...extra };
}

async function addDept(headers: Record<string, string>, body: string) {
  const response = await fetch(`${ORIGIN}/workbench/api/service/dept/add`, {
    method: 'POST',
    credentials: 'include',
    headers,
    body,
  });
  return { status: response.status, body: (await response.json()) as { errcode: string } };
}

const NEW_DEPT = JSON.stringify({ parentId: '1', name: '安全测试部' });

async function deptCount(): Promise<number> {
  const state = await sandbox.state();
  return [...state.orgs.values()].reduce((count, org) => count + org.depts.size, 0);
}

describe('writes a page of another origin could forge', () => {
  it("accept the client's own write", async () => {
    await signInAs();
    expect((await addDept(clientHeaders(), NEW_DEPT)).body.errcode).toBe('0');
  });

  it.each([
    ['another origin', clientHeaders({ origin: 'http://127.0.0.1:4174' }), NEW_DEPT, 403],
    ['a text/plain body', clientHeaders({ 'content-type': 'text/plain' }), NEW_DEPT, 415],
    [
      'a form body',
      clientHeaders({ 'content-type': 'application/x-www-form-urlencoded' }),
      'parentId=1&name=x',
      415,
    ],
    ['no ajax_flag header', { 'content-type': 'application/json', origin: ORIGIN }, NEW_DEPT, 403],
  ])('refuse one with %s, and change nothing', async (_, headers, body, status) => {
    await signInAs();
    const before = await deptCount();
    const answer = await addDept(headers, body);
    expect(answer.status).toBe(status);
    expect(answer.body.errcode).toBe(String(status));
    expect(await deptCount()).toBe(before);
  });

  it('refuse a control call of another origin, or not in JSON', async () => {
    const refused: Record<string, string>[] = [
      { 'content-type': 'application/json', origin: 'http://evil.example' },
      { 'content-type': 'text/plain' },
    ];
    for (const headers of refused) {
      const response = await fetch(`${ORIGIN}/workbench/api/__sandbox/session`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ userId: 'u0001' }),
      });
      expect(response.status).toBeGreaterThanOrEqual(403);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });
});

describe('sessions', () => {
  const account = () =>
    fetch(`${ORIGIN}/workbench/api/service/user/account`, { credentials: 'include' });

  it(`end after ${SESSION_IDLE_MS / 60_000} minutes without a request, and not while in use`, async () => {
    await signInAs();
    const { clock } = await sandbox.state();
    // Half the limit each time: each request keeps the session in use.
    clock.advance(SESSION_IDLE_MS / 2);
    expect((await account()).status).toBe(200);
    clock.advance(SESSION_IDLE_MS / 2);
    expect((await account()).status).toBe(200);
    clock.advance(SESSION_IDLE_MS);
    expect((await account()).status).toBe(401);
    expect((await sandbox.state()).sessions.size).toBe(0);
  });

  it("end at the next request once a test shortened the session's idle limit to 0", async () => {
    await signInAs();
    const shortened = await fetch(`${ORIGIN}/workbench/api/__sandbox/session-idle`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idleMs: 0 }),
    });
    expect(((await shortened.json()) as { errcode: string }).errcode).toBe('0');
    expect((await account()).status).toBe(401);
  });
});

/** A request as node:http hands it to the middleware, from `address`. */
function incoming(url: string, address: string): IncomingMessage {
  const request = Object.assign(new EventEmitter(), {
    url,
    method: 'GET',
    headers: { host: 'localhost:5173' },
    socket: { remoteAddress: address },
    async *[Symbol.asyncIterator]() {},
  });
  return request as unknown as IncomingMessage;
}

/** A response that records what the middleware wrote; `ended` resolves once it is done. */
function outgoing() {
  const headers = new Map<string, unknown>();
  let finish: () => void = () => {};
  const ended = new Promise<void>((resolve) => (finish = resolve));
  const response = Object.assign(new EventEmitter(), {
    statusCode: 200,
    writableEnded: false,
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    end: () => finish(),
    destroy: () => finish(),
  });
  return { response: response as unknown as ServerResponse, headers, ended, finish };
}

async function through(control: boolean, url: string, address = '127.0.0.1') {
  const { response, headers, ended, finish } = outgoing();
  sandboxMiddleware({ control })(incoming(url, address), response, finish);
  await ended;
  return { status: response.statusCode, headers };
}

describe("the servers' sandbox middleware", () => {
  it('knows this machine by its loopback addresses', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(fromLoopback(address)).toBe(true);
    for (const address of ['10.0.0.2', '::ffff:192.168.1.5', undefined])
      expect(fromLoopback(address)).toBe(false);
  });

  it('serves the control endpoints only when asked, and only to this machine', async () => {
    expect((await through(true, '/workbench/api/__sandbox/state')).status).toBe(200);
    expect((await through(false, '/workbench/api/__sandbox/state')).status).toBe(404);
    expect((await through(true, '/workbench/api/__sandbox/state', '10.0.0.2')).status).toBe(404);
    // The stand-in pages are where the app leads people: always there.
    expect((await through(false, '/workbench/api/__sandbox/pages/agreement')).status).toBe(200);
  });

  it('sends the session cookie HttpOnly', async () => {
    const { headers } = await through(false, '/workbench/api/__sandbox/pages/logout');
    const cookies = headers.get('set-cookie') as string[];
    expect(cookies).toEqual([
      expect.stringMatching(new RegExp(`^${SESSION_COOKIE}=.*; HttpOnly$`)),
    ]);
  });
});
