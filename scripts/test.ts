/**
 * `npm test`: everything that guards the product, each layer run even when an earlier one failed,
 * so one run shows every problem. The last line is the total: `N passed, N failed`.
 *
 * The steps run in three phases, one after another; a phase's lanes run side by side (PHASES).
 *
 *   typecheck   tsc --noEmit over the whole tree (after Chakra's theme typegen)
 *   lint        ESLint (type-aware, with the design-system boundary) and Prettier
 *   i18n        every catalogue complete; extraction would change nothing
 *   unit        Vitest
 *   visual      Storybook test-runner: play functions, axe, screenshots against baselines
 *   e2e         Playwright on the built workbench
 *   pages       every route and benchmark page loaded in Chromium: no page error, no failed chunk,
 *               no chunks that import each other (scripts/check-pages.ts)
 */
import type { SpawnOptions } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { callsExercised, formatCallsExercised } from './lib/e2e-calls';
import { passedTests, provenCapabilities, readCapabilities } from './lib/capabilities';
import { E2E_OUTPUT } from './lib/e2e-output';
import { bin, projectRoot, run, runCaptured } from './lib/run';
import {
  CRASHED,
  fromJestReport,
  fromPlaywrightReport,
  type Counts,
  type JestReport,
  type PlaywrightReport,
} from './lib/test-results';

/**
 * How a step runs its commands and prints: straight to the terminal in a phase's first lane, held
 * and printed in the step's turn in the others, so that lanes side by side do not interleave.
 */
interface StepIO {
  exec(command: string, args: string[], options?: SpawnOptions): Promise<number>;
  log(text: string): void;
}

/**
 * Phases run one after another; a phase's lanes side by side, a lane's steps in turn.
 * - The static checks are single-threaded processes: on two cores, lint beside the rest took the
 *   four from 137 s to about 80 s.
 * - Vitest alone: its three threads keep both cores busy (90% in a fresh clone's run).
 * - Each browser layer alone left a fifth of the two cores idle (22% in the visual step, 24% in
 *   the end-to-end one, 2026-12-01): side by side the two took 571 s against 692 s in turn.
 */
const PHASES: readonly (readonly (readonly string[])[])[] = [
  [['lint'], ['typecheck', 'format', 'i18n']],
  [['unit']],
  [['visual'], ['e2e', 'pages']],
];

const output = join(projectRoot, '.test-output');
const readJson = <T>(file: string): T | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;

/** A step that is one check: its exit code decides. */
const check =
  (command: string, args: string[]) =>
  async (io: StepIO): Promise<Counts> => {
    const code = await io.exec(command, args);
    return code === 0
      ? { passed: 1, failed: 0, skipped: 0 }
      : { ...CRASHED, failures: [`exit code ${code}; its output is above`] };
  };

/** Where the e2e step's web server builds the workbench (playwright.config.ts), and when it began. */
const e2eOutDir = process.env.E2E_OUT_DIR ?? 'dist';
let e2eStarted = Number.POSITIVE_INFINITY;

const steps: [string, (io: StepIO) => Promise<Counts>][] = [
  // Chakra's theme types are generated before the lanes start (below), not here: lint reads them
  // beside this step, and a regeneration under it made every Chakra event handler `any`.
  ['typecheck', check(bin('tsc'), ['--noEmit'])],
  ['lint', check(bin('eslint'), ['.', '--max-warnings=0'])],
  ['format', check(bin('prettier'), ['--check', '--log-level=warn', '.'])],
  ['i18n', check(bin('tsx'), ['scripts/i18n-check.ts'])],
  [
    'unit',
    async (io) => {
      const file = join(output, 'unit.json');
      rmSync(file, { force: true });
      const code = await io.exec(bin('vitest'), [
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${file}`,
      ]);
      return fromJestReport(readJson<JestReport>(file), code);
    },
  ],
  [
    'visual',
    async (io) => {
      const code = await io.exec(bin('tsx'), ['scripts/test-visual.ts']);
      return fromJestReport(readJson<JestReport>(join(output, 'storybook.json')), code);
    },
  ],
  [
    'e2e',
    async (io) => {
      const file = join(projectRoot, `${E2E_OUTPUT}.json`);
      const callLog = join(output, 'e2e-calls.log');
      rmSync(file, { force: true });
      rmSync(callLog, { force: true });
      e2eStarted = Date.now();
      const code = await io.exec(bin('playwright'), ['test'], {
        env: { ...process.env, SANDBOX_CALL_LOG: callLog },
      });
      // Every call of the contract must be made by the browser while a test drives the UI
      // (issue 19): one short of 200 fails the step, naming the calls no test made.
      const calls = callsExercised(
        readFileSync(join(projectRoot, 'docs/spec/endpoints.tsv'), 'utf8'),
        existsSync(callLog) ? readFileSync(callLog, 'utf8') : '',
      );
      io.log(formatCallsExercised(calls).join('\n'));
      const report = readJson<PlaywrightReport>(file);
      const capabilities = readCapabilities(
        readFileSync(join(projectRoot, 'docs/capabilities.md'), 'utf8'),
      );
      const proven = provenCapabilities(capabilities, passedTests(report?.suites ?? []));
      io.log(
        `Capabilities of docs/capabilities.md whose end-to-end tests all passed: ${proven.length} of ${capabilities.length}`,
      );
      const counts = fromPlaywrightReport(report, code);
      if (calls.missing.length === 0) return { ...counts, passed: counts.passed + 1 };
      return {
        ...counts,
        failed: counts.failed + 1,
        failures: [
          ...(counts.failures ?? []),
          `calls made by the browser: ${calls.exercised} of ${calls.total}; none made ${calls.missing.join(', ')}`,
        ],
      };
    },
  ],
  [
    'pages',
    async (io) => {
      const file = join(output, 'pages.json');
      rmSync(file, { force: true });
      // The workbench the e2e step built in this run is the one to load; an older one is not.
      const built = join(projectRoot, e2eOutDir, 'index.html');
      const fresh = existsSync(built) && statSync(built).mtimeMs >= e2eStarted;
      const code = await io.exec(bin('tsx'), [
        'scripts/check-pages.ts',
        ...(fresh ? ['--reuse', e2eOutDir] : []),
      ]);
      const counts = readJson<Counts>(file);
      if (!counts) return CRASHED;
      return code !== 0 && counts.failed === 0 ? { ...counts, failed: 1 } : counts;
    },
  ],
];

const only = process.argv.slice(2);
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];
const failures: string[] = [];
const started = Date.now();

const browserReady = (await run('bash', ['scripts/ensure-browser.sh'])) === 0;
const chosen = (name: string) => only.length === 0 || only.includes(name);
const stepOf = new Map(steps);

// The theme's types, as postinstall makes them, made afresh for the theme as it is now.
if (chosen('typecheck') || chosen('lint'))
  await run(bin('chakra'), ['typegen', 'design-system/theme/index.ts', '--strict'], {
    stdio: 'ignore',
  });

const BROWSER_STEPS = ['visual', 'e2e', 'pages'];
const unphased = steps.map(([name]) => name).filter((name) => !PHASES.flat(2).includes(name));
if (unphased.length > 0) throw new Error(`steps in no phase of PHASES: ${unphased.join(', ')}`);

/** Runs one step, live or with its output held (StepIO); the held output comes back with it. */
async function runStep(name: string, live: boolean) {
  if (live) console.log(`\n━━ ${name} ━━`);
  let held = '';
  const io: StepIO = live
    ? { exec: run, log: (text) => console.log(text) }
    : {
        exec: async (command, args, options) => {
          const { code, output } = await runCaptured(command, args, options);
          held += output;
          return code;
        },
        log: (text) => {
          held += `${text}\n`;
        },
      };
  const stepStarted = Date.now();
  const counts: Counts =
    !browserReady && BROWSER_STEPS.includes(name)
      ? { ...CRASHED, failures: ['Chromium is missing (scripts/ensure-browser.sh failed)'] }
      : await stepOf.get(name)!(io);
  return { counts, seconds: ((Date.now() - stepStarted) / 1000).toFixed(1), held };
}

const results = new Map<string, { counts: Counts; seconds: string }>();
for (const phase of PHASES) {
  const lanes = phase.map((lane) => lane.filter(chosen)).filter((lane) => lane.length > 0);
  const heldByLane = await Promise.all(
    lanes.map(async (lane, index) => {
      const held: [string, string][] = [];
      for (const name of lane) {
        const result = await runStep(name, index === 0);
        results.set(name, result);
        if (index > 0) held.push([name, result.held]);
      }
      return held;
    }),
  );
  for (const [name, text] of heldByLane.flat()) {
    console.log(`\n━━ ${name} ━━`);
    if (text.trim()) console.log(text.trimEnd());
  }
}

for (const [name] of steps) {
  const result = results.get(name);
  if (!result) continue;
  const { counts, seconds } = result;
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  failures.push(...(counts.failures ?? []).map((failure) => `${name}: ${failure}`));
  lines.push(
    `  ${name.padEnd(10)} ${String(counts.passed).padStart(4)} passed ${String(counts.failed).padStart(3)} failed${counts.skipped ? ` ${counts.skipped} skipped` : ''}  (${seconds} s)`,
  );
}

// CI keeps only the end of the log: what failed is named again here, above the totals.
if (failures.length > 0) {
  console.log(`\n━━ failures (${failures.length}) ━━`);
  for (const failure of failures.slice(0, 30)) console.log(`  ${failure}`);
  if (failures.length > 30) console.log(`  … and ${failures.length - 30} more, above`);
}
// The visual report is written only when a story failed (scripts/visual-report.ts): a green visual
// step says so in its place, so that the end names the visual step either way.
const visualReport = existsSync(join(projectRoot, 'tests/visual/report/index.html'))
  ? '  visual     npm run test:visual:report  (serves tests/visual/report: baseline, actual and diff of each failed story, its link, the command that accepts it)'
  : results.get('visual')?.counts.failed === 0 &&
    '  visual     no report to serve: every story passed and every capture matched its baseline';
// Where to read what failed, beyond the first lines above.
const reports = [
  chosen('visual') && visualReport,
  chosen('e2e') &&
    existsSync(join(projectRoot, `${E2E_OUTPUT}-report/index.html`)) &&
    `  e2e        npx playwright show-report ${E2E_OUTPUT}-report  (every test: steps, error, trace, screenshot)`,
].filter(Boolean);
if (reports.length > 0) {
  console.log('\n━━ reports ━━');
  for (const line of reports) console.log(line);
}
console.log(`\n━━ summary (${((Date.now() - started) / 1000).toFixed(0)} s) ━━`);
for (const line of lines) console.log(line);
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exitCode = total.failed === 0 ? 0 : 1;
