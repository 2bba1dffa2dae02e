import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/*
 * The files of a worker share its module registry (vitest.config.ts: isolate: false). Forgetting
 * the project's own modules here gives each file fresh ones, so no file meets another's caches,
 * sandbox or handlers; the libraries (React, Chakra), the slow part to load, stay loaded.
 */
vi.resetModules();

/**
 * findBy and waitFor give up after 10 s, not 1: a page's dialogs load on first open, and Vite
 * transforms such a module (with the dialog machinery) only then, which with four workers on two
 * cores took over a second, and with a build running beside the suite more than 3 (four dialogs of
 * the corps and services pages failed at 3 s and passed alone). A wait that succeeds is no slower
 * for it: the bound only ends a hang.
 */
configure({ asyncUtilTimeout: 10_000 });

/**
 * jsdom has no ResizeObserver, and Chakra's menus (floating-ui), dialogs and popovers observe
 * their size with one: a no-op stands in for every suite.
 */
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

/** As the app's entry does: the error catalogue's effects are the app's (suites replace some). */
if (typeof window !== 'undefined') {
  const { registerErrorEffects } = await import('../../workbench/error-effects');
  registerErrorEffects();
}

afterEach(() => {
  cleanup();
});
