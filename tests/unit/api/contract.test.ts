import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SESSION_SYNC_PATHS, UNSHOWN_CHECK_PATHS } from '../../../shared/contract';
import { allEndpoints } from '../../../workbench/api/all';
import { sandbox } from '../../../workbench/sandbox';
import { REFUSED_BY_DESIGN, runContract } from '../../support/contract-run';
import { ORIGIN, setupSandbox } from '../helpers/sandbox';

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

  it('has no client function or handler outside it, but the session sync and the unshown checks', () => {
    const known = new Set(lines.map(key));
    // docs/product.md §7: the checks whose paths are not shown are not lines of the list.
    const unshownChecks = [
      `GET ${UNSHOWN_CHECK_PATHS.advertisementVisibility}`,
      `GET ${UNSHOWN_CHECK_PATHS.trialCreationCount}`,
    ];
    expect([...clientCalls].filter((call) => !known.has(call))).toEqual(unshownChecks);
    // Nor are the session sync's two calls.
    expect([...sandboxRoutes].filter((route) => !known.has(route)).sort()).toEqual(
      [
        `JSONP ${SESSION_SYNC_PATHS.ticket}`,
        `POST ${SESSION_SYNC_PATHS.sync}`,
        ...unshownChecks,
      ].sort(),
    );
  });
});

describe('every call, through its client function, against the sandbox', () => {
  setupSandbox();
  const calls = allEndpoints();

  it('answers each sample input with errcode 0, but for the calls that refuse by design', async () => {
    // jsdom loads no script tags: the JSONP calls are checked by their script answer below (and
    // through the client in a browser, by the Storybook contract page).
    const fetched = calls.filter(({ call }) => call.spec.method !== 'JSONP');
    const answers = await runContract(sandbox, fetched, { resetEach: true });
    // The 198 fetched calls of endpoints.tsv, and the two checks whose paths are not shown.
    expect(answers).toHaveLength(200);
    const refused = answers.filter((answer) => answer.code !== '0').map((answer) => answer.path);
    expect(refused).toEqual(REFUSED_BY_DESIGN);
  }, 120_000);

  it('answers each JSONP sample as a script that calls back with errcode 0', async () => {
    const state = await sandbox.reset();
    const jsonpCalls = calls.filter(({ call }) => call.spec.method === 'JSONP');
    expect(jsonpCalls).toHaveLength(2);
    for (const { call } of jsonpCalls) {
      const route = sandbox.routes.get(`JSONP ${call.spec.path}`)!;
      const query = new URLSearchParams({ callback: 'answer' });
      for (const [name, value] of Object.entries((await route.sample?.(state)) ?? {}))
        query.set(name, String(value));
      const response = await fetch(`${ORIGIN}/workbench/api/${call.spec.path}?${query}`);
      expect(response.headers.get('content-type')).toContain('javascript');
      expect(await response.text()).toMatch(/^answer\(\{"errcode":"0"/);
    }
  });
});
