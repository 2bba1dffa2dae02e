// Debian's Chromium and the flags it needs on these machines, for every tool that launches it
// (the Storybook test-runner, Playwright, the visual runner). CommonJS so the test-runner's Jest
// config can require it.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS };
