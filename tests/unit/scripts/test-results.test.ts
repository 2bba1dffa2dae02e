// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  firstLine,
  fromJestReport,
  fromPlaywrightReport,
  type JestReport,
  type PlaywrightReport,
} from '../../../scripts/lib/test-results';

const jestReport = (overrides: Partial<JestReport> = {}): JestReport => ({
  numPassedTests: 2,
  numFailedTests: 1,
  numPendingTests: 0,
  testResults: [
    {
      name: '/repo/stories/corps.stories.tsx',
      assertionResults: [
        { fullName: 'Corps DeleteAsks play-test', status: 'passed' },
        {
          fullName: 'Corps DeleteAsks smoke-test',
          status: 'failed',
          failureMessages: [
            '\u001b[31mError: Expected image to match\u001b[39m\n    at toMatchImageSnapshot (x.js:1:1)',
          ],
        },
        { fullName: 'Corps HideCorp play-test', status: 'passed' },
      ],
    },
  ],
  ...overrides,
});

describe('reading the test reports for the summary', () => {
  it('should name each failed test with the first line of why, without colours or stack', () => {
    expect(fromJestReport(jestReport(), 1)).toEqual({
      passed: 2,
      failed: 1,
      skipped: 0,
      failures: ['Corps DeleteAsks smoke-test: Error: Expected image to match'],
    });
  });

  it('should name a file that failed to load, and count it when the exit code says so', () => {
    const counts = fromJestReport(
      jestReport({
        numFailedTests: 0,
        testResults: [{ name: 'a.test.ts', message: '\nSyntaxError: x', assertionResults: [] }],
      }),
      1,
    );
    expect(counts.failed).toBe(1);
    expect(counts.failures).toEqual(['a.test.ts: SyntaxError: x']);
  });

  it('should count a run that wrote no report as one failure', () => {
    expect(fromJestReport(undefined, 1)).toMatchObject({ passed: 0, failed: 1 });
    expect(fromPlaywrightReport(undefined, 1)).toMatchObject({ passed: 0, failed: 1 });
  });

  it('should name unexpected and flaky Playwright tests by file, describe and title', () => {
    const report: PlaywrightReport = {
      stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 0 },
      suites: [
        {
          title: 'corps.spec.ts',
          specs: [
            { title: 'adds a corp', tests: [{ status: 'expected', results: [{}] }] },
            {
              title: 'hides a corp',
              tests: [
                { status: 'unexpected', results: [{ error: { message: 'Timed out 5000ms' } }] },
              ],
            },
          ],
          suites: [
            {
              title: 'switching',
              specs: [
                {
                  title: 'keeps the corp',
                  tests: [{ status: 'flaky', results: [{ error: { message: 'boom' } }, {}] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(fromPlaywrightReport(report, 1)).toEqual({
      passed: 1,
      failed: 2,
      skipped: 0,
      failures: [
        'corps.spec.ts › hides a corp: Timed out 5000ms',
        'corps.spec.ts › switching › keeps the corp (flaky): boom',
      ],
    });
  });

  it('should skip blank lines and stack frames to the first line that says something', () => {
    expect(firstLine('\n   \n    at foo (a.js:1:1)\nTimeoutError: 30000 ms')).toBe(
      'TimeoutError: 30000 ms',
    );
    expect(firstLine(undefined)).toBe('');
  });

  it('should say a Vitest test ran out of time where its report keeps only the placeholder', () => {
    expect(
      firstLine('Error: STACK_TRACE_ERROR\n    at task (file:///runner/chunk-artifact.js:1784:27)'),
    ).toBe('ran out of its time limit (Vitest)');
  });

  it('should take the cause after the test-runner\'s "Message:", not its debug link', () => {
    const message =
      'page.evaluate: StorybookTestRunnerError: \u001b[34m\nClick to debug the error directly in Storybook:\nhttp://127.0.0.1:6106/?path=/story/x\n\n\u001b[39mMessage:\n Unable to find an element with the text: /138/.\n\nIgnored nodes';
    expect(firstLine(message)).toBe('Unable to find an element with the text: /138/.');
  });
});
