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

module.exports = { CHROMIUM_PATH, TEST_BROWSER_PATH, CHROMIUM_ARGS };
