/**
 * Each stories file's Jest setup, in place of the test-runner's own `playwright/jest-setup.js`
 * (decision 0041). That one imports the test-runner's whole bundle (Storybook's server-side
 * internals, Babel, CSF tools) into the file's own module registry, to read this config and set the
 * hooks: about a second for every one of the 90 files. This does the same with what a file needs:
 * the config, the hooks on the globals the generated tests read, and `setupPage`, which the worker's
 * environment loaded once (test-runner-environment.js) and puts on the file's globals.
 */
import config from './test-runner.ts';

config.setup?.();
globalThis.__sbPreVisit = config.preVisit;
globalThis.__sbPostVisit = config.postVisit;
globalThis.__sbCollectCoverage = process.env.STORYBOOK_COLLECT_COVERAGE === 'true';
