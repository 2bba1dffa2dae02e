import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Tried and dropped (2026-12-02): 61 files that need no DOM in Node's environment instead. The
      // files alone took 47 CPU-seconds instead of 116, but the whole suite 403 s instead of 253 s
      // (one run each): a worker that changes environment between files loads the modules again
      // that `isolate: false` (below) keeps (import 236 s against 91 s).
      environment: 'jsdom',
      include: ['tests/unit/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/unit/setup.ts'],
      css: false,
      // Threads, three of them on two cores. With the modules kept (below), more workers only load
      // the libraries more often: the 2,373 tests took 308 s with four forks (Vitest's default
      // pool), 266 s with two, 241 s with two threads and 228 s with three (this machine, idle).
      // A third worker still helps: the suites wait on timers and user-event's pauses as well.
      pool: 'threads',
      maxWorkers: 3,
      // Each file's own jsdom and module graph cost more than its tests: with the modules kept
      // between the files of a worker the suite went from 467 s to 175 s (1,865 tests, same
      // machine), and it passes with the files and tests shuffled (--sequence.shuffle). Each file
      // still gets its own jsdom and runs setup.ts.
      isolate: false,
      // A test waits for what a person would see, never for a time; this bound only ends a test that
      // hangs. Vitest's 5 s was wall-clock speed: on a busy 2-core machine whole suites of correct
      // tests (property runs, first renders of a dialog) passed 5 s and failed. 30 s failed too, with
      // two whole runs side by side (2026-12-02): two operation-log page tests ran out of it, and the
      // slowest of the others took 15–20 s. A file or test does not set a shorter limit of its own.
      testTimeout: 120_000,
      hookTimeout: 120_000,
    },
  }),
);
