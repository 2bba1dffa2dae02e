import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { registerErrorEffects } from '../../workbench/error-effects';

/**
 * findBy and waitFor give up after 3 s, not 1: a page's dialogs load on first open, and Vite
 * transforms such a module (with the dialog machinery) only then, which with four workers on two
 * cores took over a second. A wait that succeeds is no slower for it.
 */
configure({ asyncUtilTimeout: 3000 });

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
if (typeof window !== 'undefined') registerErrorEffects();

afterEach(() => {
  cleanup();
});
