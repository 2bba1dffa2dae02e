import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { callLogMiddleware, callOf } from '../../../workbench/sandbox/call-log';

describe('callOf', () => {
  it('names an API call as endpoints.tsv does', () => {
    expect(callOf('POST', '/workbench/api/service/corp/list?_t=1')).toBe('POST service/corp/list');
    expect(callOf('GET', '/workbench/api/sso/login/scanGet?callback=cb1&loginCode=x')).toBe(
      'JSONP sso/login/scanGet',
    );
    expect(callOf('GET', '/workbench/api/sso/system/parameter')).toBe('GET sso/system/parameter');
  });

  it('leaves out pages and the sandbox’s own controls', () => {
    expect(callOf('GET', '/workbench/web/index.html')).toBeUndefined();
    expect(callOf('POST', '/workbench/api/__sandbox/session')).toBeUndefined();
  });
});

describe('callLogMiddleware', () => {
  const browser = { 'sec-fetch-mode': 'cors' };
  const send = (method: string, url: string, headers: Record<string, string> = browser) =>
    ({ method, url, headers }) as unknown as IncomingMessage;

  it('appends each call a browser made to the file and passes every request on', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'call-log-')), 'calls.log');
    const middleware = callLogMiddleware(file);
    const next = vi.fn();
    const response = {} as ServerResponse;
    middleware(send('POST', '/workbench/api/service/dept/list'), response, next);
    middleware(send('GET', '/workbench/web/index.html'), response, next);
    middleware(send('PUT', '/workbench/api/service/user/x'), response, next);
    middleware(
      send('GET', '/workbench/api/sso/login/scanGet?callback=cb', { 'sec-fetch-mode': 'no-cors' }),
      response,
      next,
    );
    expect(readFileSync(file, 'utf8')).toBe(
      'POST service/dept/list\nPUT service/user/x\nJSONP sso/login/scanGet\n',
    );
    expect(next).toHaveBeenCalledTimes(4);
  });

  it('leaves out a call a test sent itself, with no browser behind it', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'call-log-')), 'calls.log');
    const next = vi.fn();
    callLogMiddleware(file)(
      send('POST', '/workbench/api/service/enter', {}),
      {} as ServerResponse,
      next,
    );
    expect(existsSync(file)).toBe(false);
    expect(next).toHaveBeenCalledOnce();
  });
});
