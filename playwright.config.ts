import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.cjs';

const PORT = 4173;

/** End-to-end tests drive the built workbench (`vite preview`) in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: '.test-output/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.test-output/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/workbench/web/`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: `npx vite build --logLevel error && npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/workbench/web/index.html`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
