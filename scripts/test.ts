/**
 * `npm test`: everything that guards the product, in order, each layer run even when an earlier
 * one failed, so one run shows every problem. The last line is the total: `N passed, N failed`.
 *
 *   typecheck   tsc --noEmit over the whole tree (after Chakra's theme typegen)
 *   lint        ESLint (type-aware, with the design-system boundary) and Prettier
 *   i18n        every catalogue complete; extraction would change nothing
 *   unit        Vitest
 *   visual      Storybook test-runner: play functions, axe, screenshots against baselines
 *   e2e         Playwright on the built workbench
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bin, projectRoot, run } from './lib/run';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const output = join(projectRoot, '.test-output');
const readJson = <T>(file: string): T | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;

/** A step that is one check: its exit code decides. */
async function check(command: string, args: string[]): Promise<Counts> {
  const code = await run(command, args);
  return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 };
}

/** Jest and Vitest JSON: counts per test; a run that crashed before writing counts as one failure. */
function fromJestJson(file: string, code: number): Counts {
  const results = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests?: number;
  }>(file);
  if (!results) return { passed: 0, failed: 1, skipped: 0 };
  const failed = results.numFailedTests + (code !== 0 && results.numFailedTests === 0 ? 1 : 0);
  return {
    passed: results.numPassedTests,
    failed,
    skipped: results.numPendingTests + (results.numTodoTests ?? 0),
  };
}

const steps: [string, () => Promise<Counts>][] = [
  [
    'typecheck',
    async () => {
      await run(bin('chakra'), ['typegen', 'design-system/theme/index.ts', '--strict'], {
        stdio: 'ignore',
      });
      return check(bin('tsc'), ['--noEmit']);
    },
  ],
  ['lint', () => check(bin('eslint'), ['.', '--max-warnings=0'])],
  ['format', () => check(bin('prettier'), ['--check', '--log-level=warn', '.'])],
  [
    'i18n',
    async () => {
      const code = await run(bin('tsx'), ['scripts/i18n-check.ts']);
      return code === 0
        ? { passed: 1, failed: 0, skipped: 0 }
        : { passed: 0, failed: 1, skipped: 0 };
    },
  ],
  [
    'unit',
    async () => {
      const file = join(output, 'unit.json');
      rmSync(file, { force: true });
      const code = await run(bin('vitest'), [
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${file}`,
      ]);
      return fromJestJson(file, code);
    },
  ],
  [
    'visual',
    async () => {
      const code = await run(bin('tsx'), ['scripts/test-visual.ts']);
      return fromJestJson(join(output, 'storybook.json'), code);
    },
  ],
  [
    'e2e',
    async () => {
      const file = join(output, 'e2e.json');
      rmSync(file, { force: true });
      const code = await run(bin('playwright'), ['test']);
      const stats = readJson<{
        stats: { expected: number; unexpected: number; flaky: number; skipped: number };
      }>(file)?.stats;
      if (!stats) return { passed: 0, failed: 1, skipped: 0 };
      return {
        passed: stats.expected,
        failed: stats.unexpected + stats.flaky + (code !== 0 && stats.unexpected === 0 ? 1 : 0),
        skipped: stats.skipped,
      };
    },
  ],
];

const only = process.argv.slice(2);
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];
const started = Date.now();

const browserReady = (await run('bash', ['scripts/ensure-browser.sh'])) === 0;
for (const [name, step] of steps) {
  if (only.length > 0 && !only.includes(name)) continue;
  const stepStarted = Date.now();
  console.log(`\n━━ ${name} ━━`);
  const counts =
    !browserReady && (name === 'visual' || name === 'e2e')
      ? { passed: 0, failed: 1, skipped: 0 }
      : await step();
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  lines.push(
    `  ${name.padEnd(10)} ${String(counts.passed).padStart(4)} passed ${String(counts.failed).padStart(3)} failed${counts.skipped ? ` ${counts.skipped} skipped` : ''}  (${seconds} s)`,
  );
}

console.log(`\n━━ summary (${((Date.now() - started) / 1000).toFixed(0)} s) ━━`);
for (const line of lines) console.log(line);
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exitCode = total.failed === 0 ? 0 : 1;
