// Debian's Chromium and the flags it needs on these machines, for every tool that launches it.
// CommonJS so the Storybook test-runner's Jest config can require it.

/**
 * The benchmarks' browser: the whole Chromium, as a person's browser loads the pages they measure
 * (Lighthouse among them).
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The tests' browser (the Storybook test-runner, Playwright, the pages check): Debian's
 * chromium-headless-shell, the same Chromium build without the browser's own UI, as Playwright
 * itself runs headless tests. It ran the end-to-end tests in 32% less time and the stories in
 * 15–22% less, drawing all but 29 baselines to the same bytes
 * (docs/decisions/0039-headless-shell-for-tests.md).
 */
const TEST_BROWSER_PATH = process.env.TEST_BROWSER_PATH || '/usr/bin/chromium-headless-shell';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The tests' flags: V8 without its optimising compilers (Maglev, TurboFan). A test loads a fresh
 * page every few seconds, and optimising code it runs a handful of times cost more than it saved:
 * a sign-in page load took 1,047–1,081 ms of CPU instead of 1,281–1,403, and four e2e files 104–115 s
 * instead of 136–146 (docs/decisions/0040-tests-without-v8-optimisers.md). The page's behaviour
 * and pixels do not change; the benchmarks keep V8 whole, as a person's browser runs it.
 */
const TEST_BROWSER_ARGS = [...CHROMIUM_ARGS, '--js-flags=--no-opt --no-maglev'];

module.exports = { CHROMIUM_PATH, TEST_BROWSER_PATH, CHROMIUM_ARGS, TEST_BROWSER_ARGS };
