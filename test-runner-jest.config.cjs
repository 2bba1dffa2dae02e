// The Storybook test-runner's Jest config (CommonJS: the package is "type": "module").
const { getJestConfig } = require('@storybook/test-runner');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Screenshots must not depend on the machine's font hinting or scroll bars.
  '--font-render-hinting=none',
  '--hide-scrollbars',
  '--force-color-profile=srgb',
];

const base = getJestConfig();

module.exports = {
  ...base,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: CHROMIUM_ARGS,
      },
      contextOptions: { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' },
    },
  },
  // Two cores: one worker per core.
  maxWorkers: 2,
  testTimeout: 30000,
};
