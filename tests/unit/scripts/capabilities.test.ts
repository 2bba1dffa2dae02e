import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  passedTests,
  provenCapabilities,
  readCapabilities,
  unknownTests,
} from '../../../scripts/lib/capabilities';

const root = join(__dirname, '../../..');
const readSpec = (file: string) => {
  const path = join(root, 'tests/e2e', file);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
};

describe('docs/capabilities.md', () => {
  const capabilities = readCapabilities(readFileSync(join(root, 'docs/capabilities.md'), 'utf8'));

  it('should number the capabilities 1, 2, 3 … each with at least one test', () => {
    expect(capabilities.length).toBeGreaterThanOrEqual(45);
    expect(capabilities.map(({ number }) => number)).toEqual(
      capabilities.map((_, index) => index + 1),
    );
    for (const { tests } of capabilities) expect(tests.length).toBeGreaterThan(0);
  });

  it('should name only end-to-end tests that exist', () => {
    expect(unknownTests(capabilities, readSpec)).toEqual([]);
  });
});

describe('unknownTests', () => {
  it('should name a test its file does not have, and a file that is not there', () => {
    const capabilities = readCapabilities(
      [
        '| # | Capability | § | End-to-end tests |',
        '| --- | --- | --- | --- |',
        '| 1 | Sign in | 1 | `a.spec.ts` › should sign in; `a.spec.ts` › should fly |',
        '| 2 | Sign out | 8 | `b.spec.ts` › should sign out |',
      ].join('\n'),
    );
    expect(capabilities).toHaveLength(2);
    const files: Record<string, string> = { 'a.spec.ts': "test('should sign in by SMS', …)" };
    expect(unknownTests(capabilities, (file) => files[file])).toEqual([
      'a.spec.ts › should fly',
      'b.spec.ts › should sign out',
    ]);
  });
});

describe('provenCapabilities', () => {
  it('should count a capability only when every test it names passed, describes included', () => {
    const capabilities = readCapabilities(
      [
        '| 1 | Sign in | 1 | `a.spec.ts` › should sign in |',
        '| 2 | Agreement | 2 | `a.spec.ts` › showAgreement › hides it |',
        '| 3 | Sign out | 8 | `b.spec.ts` › should sign out; `b.spec.ts` › should end it |',
      ].join('\n'),
    );
    const passed = passedTests([
      {
        title: 'a.spec.ts',
        specs: [
          { title: '5002: should sign in by SMS', tests: [{ status: 'expected', results: [] }] },
        ],
        suites: [
          {
            title: 'showAgreement',
            specs: [{ title: 'hides it for 0', tests: [{ status: 'expected', results: [] }] }],
          },
        ],
      },
      {
        title: 'b.spec.ts',
        specs: [
          { title: 'should sign out', tests: [{ status: 'expected', results: [] }] },
          { title: 'should end it', tests: [{ status: 'unexpected', results: [] }] },
        ],
      },
    ]);
    expect(provenCapabilities(capabilities, passed).map(({ number }) => number)).toEqual([1, 2]);
  });
});
