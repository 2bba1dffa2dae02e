import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['tests/unit/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/unit/setup.ts'],
      css: false,
      // The suites wait on timers and user-event's pauses as much as they compute: with one worker
      // per core the two cores stood half idle. Four workers on this 2-core machine took the suite
      // from 555 s to 322 s (1,770 tests).
      maxWorkers: 4,
      // Each file's own jsdom and module graph cost more than its tests: with the modules kept
      // between the files of a worker the suite went from 467 s to 175 s (1,865 tests, same
      // machine), and it passes with the files and tests shuffled (--sequence.shuffle). Each file
      // still gets its own jsdom and runs setup.ts.
      isolate: false,
      // A test waits for what a person would see, never for a time; this bound only ends a test that
      // hangs. Vitest's 5 s was wall-clock speed: on a busy 2-core machine whole suites of correct
      // tests (property runs, first renders of a dialog) passed 5 s and failed.
      testTimeout: 30_000,
      hookTimeout: 30_000,
    },
  }),
);
