import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../../../workbench/api/all';
import { sandbox } from '../../../workbench/sandbox/sandbox';

/** The lines of docs/spec/endpoints.tsv (a copy of the spec's): method and path. */
function contractLines(): { method: string; path: string }[] {
  const text = readFileSync(resolve('docs/spec/endpoints.tsv'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('method\t'))
    .map((line) => {
      const [method = '', path = ''] = line.split('\t');
      return { method, path };
    });
}

const key = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

describe('the contract of endpoints.tsv', () => {
  const lines = contractLines();
  const clientCalls = new Set(allEndpoints().map(({ call }) => key(call.spec)));
  const sandboxRoutes = new Set(
    [...sandbox.routes.values()].filter((route) => !route.path.startsWith('__sandbox')).map(key),
  );

  it('has 200 lines', () => {
    expect(lines).toHaveLength(200);
  });

  it('has a client function for every line', () => {
    expect(lines.map(key).filter((line) => !clientCalls.has(line))).toEqual([]);
  });

  it('has a sandbox handler for every line', () => {
    expect(lines.map(key).filter((line) => !sandboxRoutes.has(line))).toEqual([]);
  });

  it('has no client function or handler outside it', () => {
    const known = new Set(lines.map(key));
    expect([...clientCalls].filter((call) => !known.has(call))).toEqual([]);
    expect([...sandboxRoutes].filter((route) => !known.has(route))).toEqual([]);
  });
});
