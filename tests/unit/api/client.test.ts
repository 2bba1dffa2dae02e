import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_ID_COOKIE_DAYS } from '../../../shared/constants';
import { client, apiTimeout } from '../../../workbench/api/client';
import { setClientMode } from '../../../workbench/api/client-mode';
import {
  API_TEST_TIMEOUT_MS,
  DEVICE_HEADERS,
  TRACE_ID_HEADER,
} from '../../../workbench/api/config';
import { endpoint, loginEndpoint } from '../../../workbench/api/endpoint';
import { jsonp } from '../../../workbench/api/jsonp';
import { clearCookies, setupSandbox } from '../helpers/sandbox';

const { server } = setupSandbox();

/** Records every request that reaches /workbench/api/ and answers success. */
function recordRequests() {
  const requests: Request[] = [];
  server.use(
    http.all('*/workbench/api/*', ({ request }) => {
      requests.push(request.clone());
      return HttpResponse.json({ errcode: '0', description: '', data: { ok: true } });
    }),
  );
  return requests;
}

const getProbe = endpoint<{ deptId: string }, unknown>({
  method: 'GET',
  path: 'service/dept/list',
});
const postProbe = endpoint<{ name: string; serviceId: string }, unknown>({
  method: 'POST',
  path: 'service/configContent',
  query: ['serviceId'],
});

afterEach(() => {
  setClientMode(undefined);
  clearCookies();
});

describe('the client (docs/product.md §7)', () => {
  it('sends every call under /workbench/api/ with credentials', async () => {
    const requests = recordRequests();
    await getProbe({ deptId: '1' });
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/workbench/api/service/dept/list');
    expect(requests[0]!.credentials).toBe('include');
    expect(requests[0]!.headers.get('accept')).toBe('application/json');
  });

  it('adds ajax_flag and a trace id unique to each request on paths starting with /', async () => {
    const requests = recordRequests();
    await getProbe({ deptId: '1' });
    await getProbe({ deptId: '1' });
    const [first, second] = requests.map((request) => request.headers);
    expect(first!.get('ajax_flag')).toBe('1');
    expect(first!.get(TRACE_ID_HEADER)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab]/);
    expect(first!.get(TRACE_ID_HEADER)).not.toBe(second!.get(TRACE_ID_HEADER));
  });

  it('leaves ajax_flag and the trace id off a request to an absolute URL', async () => {
    const requests = recordRequests();
    await client('http://localhost:3000/workbench/api/service/dept/list');
    expect(requests[0]!.headers.get('ajax_flag')).toBeNull();
    expect(requests[0]!.headers.get(TRACE_ID_HEADER)).toBeNull();
  });

  it('adds the _t timestamp to every GET, and not to a POST', async () => {
    const requests = recordRequests();
    const before = Date.now();
    await getProbe({ deptId: '7' });
    await postProbe({ name: 'n', serviceId: 's1' });
    const get = new URL(requests[0]!.url);
    expect(Number(get.searchParams.get('_t'))).toBeGreaterThanOrEqual(before);
    expect(get.searchParams.get('deptId')).toBe('7');
    const post = new URL(requests[1]!.url);
    expect(post.searchParams.has('_t')).toBe(false);
    expect(post.searchParams.get('serviceId')).toBe('s1');
    expect(await requests[1]!.json()).toEqual({ name: 'n' });
  });

  it('sends an array as the key repeated, an object as JSON, null as empty, undefined not at all', async () => {
    const requests = recordRequests();
    await client('/service/dept/list', {
      query: { ids: ['a', 'b'], filter: { type: 1 }, name: null, skipped: undefined },
    });
    const query = new URL(requests[0]!.url).searchParams;
    expect(query.getAll('ids')).toEqual(['a', 'b']);
    expect(query.get('filter')).toBe('{"type":1}');
    expect(query.get('name')).toBe('');
    expect(query.has('skipped')).toBe(false);
  });

  it('answers the status and the body, parsed when it is JSON and left a string when not', async () => {
    server.use(
      http.get('*/workbench/api/probe/json', () => HttpResponse.json({ a: 1 }, { status: 500 })),
      http.get('*/workbench/api/probe/text', () => HttpResponse.text('<html>gateway</html>')),
    );
    await expect(client('/probe/json')).resolves.toEqual({ status: 500, body: { a: 1 } });
    await expect(client('/probe/text')).resolves.toEqual({
      status: 200,
      body: '<html>gateway</html>',
    });
  });

  it('reads the body, not the content type: malformed JSON stays text, JSON sent as HTML is parsed', async () => {
    server.use(
      http.get('*/workbench/api/probe/malformed', () =>
        HttpResponse.text('{"errcode":', { headers: { 'content-type': 'application/json' } }),
      ),
      http.get('*/workbench/api/probe/html-json', () => HttpResponse.html('{"errcode":"0"}')),
    );
    await expect(client('/probe/malformed')).resolves.toEqual({ status: 200, body: '{"errcode":' });
    await expect(client('/probe/html-json')).resolves.toEqual({
      status: 200,
      body: { errcode: '0' },
    });
  });

  it("makes a failed GET once: retries are the data hooks' to make", async () => {
    let calls = 0;
    server.use(
      http.get('*/workbench/api/probe/down', () => {
        calls += 1;
        return HttpResponse.json({}, { status: 503 });
      }),
      http.get('*/workbench/api/probe/gone', () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    await expect(client('/probe/down')).resolves.toMatchObject({ status: 503 });
    await expect(client('/probe/gone')).rejects.toBeInstanceOf(TypeError);
    expect(calls).toBe(2);
  });

  it('uses the fetch there is at the time of the call (an interceptor installed later sees it)', async () => {
    recordRequests();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await client('/service/dept/list');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    fetchSpy.mockRestore();
  });

  it('rejects with the AbortError when the caller aborts', async () => {
    const controller = new AbortController();
    server.use(
      http.get('*/workbench/api/probe/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({});
      }),
    );
    const answer = client('/probe/slow', { signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('fails with a TimeoutError when the answer takes longer than the timeout', async () => {
    server.use(
      http.get('*/workbench/api/probe/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({});
      }),
    );
    await expect(client('/probe/slow', { timeout: 20 })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    const { signal } = new AbortController();
    await expect(client('/probe/slow', { timeout: 20, signal })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it('waits 5 minutes in the test environment (30 s otherwise)', () => {
    expect(apiTimeout).toBe(API_TEST_TIMEOUT_MS);
  });

  it('sends no device headers outside client mode', async () => {
    const requests = recordRequests();
    await getProbe({ deptId: '1' });
    expect(requests[0]!.headers.get(DEVICE_HEADERS.browserId)).toBeNull();
    expect(document.cookie).not.toContain('browserId');
  });

  it('in client mode sends the device headers and creates browserId for 3650 days', async () => {
    const cookieSetter = vi.spyOn(document, 'cookie', 'set');
    setClientMode({ platform: 'windows' });
    const requests = recordRequests();
    await getProbe({ deptId: '1' });
    await getProbe({ deptId: '1' });
    const browserId = requests[0]!.headers.get(DEVICE_HEADERS.browserId);
    expect(browserId).toMatch(/^[0-9a-f-]{36}$/);
    expect(requests[1]!.headers.get(DEVICE_HEADERS.browserId)).toBe(browserId);
    expect(requests[0]!.headers.get(DEVICE_HEADERS.platform)).toBe('windows');
    expect(requests[0]!.headers.get(DEVICE_HEADERS.clientMode)).toBe('client');
    const written = cookieSetter.mock.calls
      .map(([value]) => value)
      .filter((value) => value.startsWith('browserId='));
    expect(written).toHaveLength(1);
    expect(written[0]).toContain(`Max-Age=${BROWSER_ID_COOKIE_DAYS * 24 * 60 * 60}`);
    cookieSetter.mockRestore();
  });
});

describe('jsonp', () => {
  const callbackOf = (script: HTMLScriptElement) =>
    new URL(script.src, 'http://localhost').searchParams.get('callback')!;
  const lastScript = () => document.head.querySelector<HTMLScriptElement>('script:last-of-type')!;
  const callbacks = window as unknown as Record<string, ((body: unknown) => void) | undefined>;

  it('resolves with what the callback receives and removes its tag and callback', async () => {
    const answer = jsonp('/workbench/api/sso/login/scanGet', {
      params: { loginCode: 'abc' },
      timeout: 1000,
    });
    const script = lastScript();
    expect(script.src).toContain('loginCode=abc');
    const name = callbackOf(script);
    callbacks[name]!({ errcode: '0', data: { state: 2 } });
    await expect(answer).resolves.toEqual({ errcode: '0', data: { state: 2 } });
    expect(script.isConnected).toBe(false);
    expect(callbacks[name]).toBeUndefined();
  });

  it('rejects with a TimeoutError after the timeout and cleans up', async () => {
    vi.useFakeTimers();
    const answer = jsonp('/workbench/api/sso/login/scanGet', { timeout: 500 });
    const script = lastScript();
    const name = callbackOf(script);
    vi.advanceTimersByTime(500);
    await expect(answer).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(script.isConnected).toBe(false);
    expect(callbacks[name]).toBeUndefined();
    vi.useRealTimers();
  });

  it('rejects when the script fails to load and cleans up', async () => {
    const answer = jsonp('/workbench/api/sso/login/scanRequest', { timeout: 1000 });
    const script = lastScript();
    script.dispatchEvent(new Event('error'));
    await expect(answer).rejects.toBeInstanceOf(TypeError);
    expect(script.isConnected).toBe(false);
  });
});

describe('the login version record (docs/product.md §9)', () => {
  const postLogin = loginEndpoint<{ account: string }, unknown>({
    method: 'POST',
    path: 'sso/login/vCodeLogin',
  });
  const getLogin = loginEndpoint<{ jdyTicket: string }, unknown>({
    method: 'GET',
    path: 'sso/oauth2/codeLogin',
  });

  it('travels with every sign-in call: in the body of a POST, in the query of a GET', async () => {
    const requests = recordRequests();
    await postLogin({ account: '13800138000' });
    await getLogin({ jdyTicket: 'T' });
    expect(await requests[0]!.json()).toEqual({
      account: '13800138000',
      version: 20250821,
      apiVer: 5,
      gray: true,
    });
    const query = new URL(requests[1]!.url).searchParams;
    expect([query.get('version'), query.get('apiVer'), query.get('gray')]).toEqual([
      '20250821',
      '5',
      'true',
    ]);
  });

  it('does not travel with calls that start no session', async () => {
    const requests = recordRequests();
    await postProbe({ name: 'n', serviceId: 's' });
    expect(await requests[0]!.json()).toEqual({ name: 'n' });
  });
});
