import { mkdtempSync, readFileSync } from 'node:fs';
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
  it('appends each call to the file and passes the request on', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'call-log-')), 'calls.log');
    const middleware = callLogMiddleware(file);
    const next = vi.fn();
    const response = {} as ServerResponse;
    middleware(
      { method: 'POST', url: '/workbench/api/service/dept/list' } as IncomingMessage,
      response,
      next,
    );
    middleware(
      { method: 'GET', url: '/workbench/web/index.html' } as IncomingMessage,
      response,
      next,
    );
    middleware(
      { method: 'PUT', url: '/workbench/api/service/user/x' } as IncomingMessage,
      response,
      next,
    );
    expect(readFileSync(file, 'utf8')).toBe('POST service/dept/list\nPUT service/user/x\n');
    expect(next).toHaveBeenCalledTimes(3);
  });
});
