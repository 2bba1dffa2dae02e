/**
 * Reads the JSON reports of Vitest, the Storybook test-runner (Jest) and Playwright into counts,
 * and the failures with the first line of why: CI keeps only the end of the log, so `npm test`
 * repeats them beside the totals.
 */

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** Each failed test, named with the first line of its failure. */
  failures?: string[];
}

/** A run that crashed before it wrote a report: one failure. */
export const CRASHED: Counts = { passed: 0, failed: 1, skipped: 0 };

/** The first line of a failure message that says something, without terminal colours. */
export function firstLine(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- the reporters colour their messages
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  // The Storybook test-runner heads its errors with a debug link; the cause follows "Message:".
  const afterMessage = /^\s*Message:\s*\n\s*(\S.*)$/m.exec(plain)?.[1];
  if (afterMessage) return afterMessage.trim().slice(0, 200);
  // Vitest's JSON report keeps only the stack of a test or hook that ran out of its time limit,
  // an Error made in advance with this placeholder message, not "Test timed out in N ms". (Vitest's
  // fixtures borrow the same placeholder; this project has none.)
  if (/^Error: STACK_TRACE_ERROR$/m.test(plain)) return 'ran out of its time limit (Vitest)';
  const line = plain.split('\n').find((text) => text.trim() !== '' && !/^\s*at /.test(text));
  return (line ?? '').trim().slice(0, 200);
}

export interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
  testResults: {
    name: string;
    message?: string;
    assertionResults: {
      fullName: string;
      status: string;
      failureMessages?: string[];
      /** The describe blocks: for the Storybook test-runner, the story's title and export. */
      ancestorTitles?: string[];
    }[];
  }[];
}

/** Jest and Vitest JSON; a non-zero exit with no failed test (a file that did not load) is one. */
export function fromJestReport(report: JestReport | undefined, code: number): Counts {
  if (!report) return CRASHED;
  const failures = report.testResults.flatMap((file) => {
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${test.fullName}: ${firstLine(test.failureMessages?.join('\n'))}`);
    return tests.length === 0 && file.message
      ? [`${file.name}: ${firstLine(file.message)}`]
      : tests;
  });
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0),
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    failures,
  };
}

export interface PlaywrightSuite {
  title: string;
  specs?: {
    title: string;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

function playwrightFailures(suites: PlaywrightSuite[], path: string[]): string[] {
  return suites.flatMap((suite) => {
    const here = suite.title ? [...path, suite.title] : path;
    return [
      ...(suite.specs ?? []).flatMap((spec) =>
        spec.tests
          .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
          .map((test) => {
            const why = firstLine(test.results.find((result) => result.error)?.error?.message);
            const flaky = test.status === 'flaky' ? ' (flaky)' : '';
            return `${[...here, spec.title].join(' › ')}${flaky}: ${why}`;
          }),
      ),
      ...playwrightFailures(suite.suites ?? [], here),
    ];
  });
}

/** Playwright JSON: a test that passed only on retry (flaky) counts as failed. */
export function fromPlaywrightReport(report: PlaywrightReport | undefined, code: number): Counts {
  if (!report) return CRASHED;
  const { stats } = report;
  return {
    passed: stats.expected,
    failed: stats.unexpected + stats.flaky + (code !== 0 && stats.unexpected === 0 ? 1 : 0),
    skipped: stats.skipped,
    failures: playwrightFailures(report.suites, []),
  };
}
