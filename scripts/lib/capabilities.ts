import type { PlaywrightSuite } from './test-results';

/**
 * docs/capabilities.md: each capability of the spec and the end-to-end tests that prove it, as
 * `file` › part of the title (its describe blocks' titles count too). Read by its unit test, which
 * fails on a test that is not there, and by npm test, which counts after the e2e step the
 * capabilities whose every test passed in that run.
 */

export interface Capability {
  number: number;
  name: string;
  tests: { file: string; title: string }[];
}

const TEST_REFERENCE = /^`([^`]+)` › (.+)$/;

export function readCapabilities(markdown: string): Capability[] {
  const capabilities: Capability[] = [];
  for (const line of markdown.split('\n')) {
    const cells = line.split(' | ').map((cell) => cell.replace(/^\|\s*|\s*\|$/g, '').trim());
    const number = Number(cells[0]);
    if (cells.length !== 4 || !Number.isInteger(number) || number < 1) continue;
    const tests = cells[3]!.split('; ').map((reference) => {
      const match = TEST_REFERENCE.exec(reference.trim());
      if (!match) throw new Error(`capability ${number}: cannot read the test "${reference}"`);
      return { file: match[1]!, title: match[2]! };
    });
    capabilities.push({ number, name: cells[1]!, tests });
  }
  return capabilities;
}

/** The references whose file lacks the title, as `file › title`. */
export function unknownTests(
  capabilities: readonly Capability[],
  readSpec: (file: string) => string | undefined,
): string[] {
  return capabilities.flatMap(({ tests }) =>
    tests
      .filter(({ file, title }) => !readSpec(file)?.includes(title))
      .map(({ file, title }) => `${file} › ${title}`),
  );
}

/** Each test that passed in a Playwright JSON report: its file and its titles, describes first. */
export function passedTests(suites: readonly PlaywrightSuite[]): { file: string; title: string }[] {
  const passed: { file: string; title: string }[] = [];
  const walk = (suite: PlaywrightSuite, file: string, path: string[]) => {
    for (const spec of suite.specs ?? [])
      if (spec.tests.length > 0 && spec.tests.every((test) => test.status === 'expected'))
        passed.push({ file, title: [...path, spec.title].join(' › ') });
    for (const child of suite.suites ?? []) walk(child, file, [...path, child.title]);
  };
  // The top suites are the spec files, titled by their path under tests/e2e.
  for (const suite of suites) walk(suite, suite.title, []);
  return passed;
}

/** The capabilities each of whose tests passed: every reference matches a passed test. */
export function provenCapabilities(
  capabilities: readonly Capability[],
  passed: readonly { file: string; title: string }[],
): Capability[] {
  return capabilities.filter(({ tests }) =>
    tests.every((reference) =>
      passed.some(({ file, title }) => file === reference.file && title.includes(reference.title)),
    ),
  );
}
