import { defineConfig, type ReporterDescription } from '@playwright/test';
import { TEST_BROWSER_ARGS, TEST_BROWSER_PATH } from './scripts/lib/chromium.cjs';
import { E2E_OUTPUT as OUTPUT } from './scripts/lib/e2e-output';

// E2E_PORT and E2E_OUT_DIR let two checkouts' runs share a machine; npm test uses the defaults.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';

/**
 * `npm run test:e2e -- --shard i/n` writes a blob for `npm run test:e2e:merge` instead of the
 * reports, which would hold a part of the run. The blob reporter empties its folder first, so
 * each shard has its own: shards run one after another here keep each other's.
 */
const shardArg =
  process.argv.find((arg, i) => process.argv[i - 1] === '--shard') ??
  process.argv.find((arg) => arg.startsWith('--shard='))?.slice('--shard='.length);
const shardReporters = (shard: string): ReporterDescription[] => [
  ['list'],
  ['blob', { outputDir: `${OUTPUT}-blob/${shard.replace('/', '-of-')}` }],
];

/** End-to-end tests drive the built workbench (`vite preview`) in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: OUTPUT,
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // The bounds only end a hang: on a busy 2-core machine a reloaded page has taken more than
  // Playwright's default 5 s to draw its heading (the operation log, beside the dark-mode axe run).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: shardArg
    ? shardReporters(shardArg)
    : [
        ['list'],
        ['json', { outputFile: `${OUTPUT}.json` }],
        // The report to read a failure in: each test's steps, error, trace and screenshot
        // (`npx playwright show-report .test-output/e2e-report` serves it).
        ['html', { open: 'never', outputFolder: `${OUTPUT}-report` }],
      ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/workbench/web/`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // A failed test keeps its trace: the page's DOM at every step, and its screenshot at the end.
    // The trace's screencast is left out: it made every test, passing or not, 40% slower
    // (18 tests: 100 s with it, 62 s without, 59 s with no trace at all).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: TEST_BROWSER_PATH,
      args: TEST_BROWSER_ARGS,
    },
  },
  webServer: {
    // The tests drive the sandbox's control endpoints, which a preview serves only when asked.
    command: `npx vite build --logLevel error --outDir ${OUT_DIR} && SANDBOX_CONTROL=1 npx vite preview --outDir ${OUT_DIR} --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/workbench/web/index.html`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
