// The Storybook test-runner's Jest config (CommonJS: the package is "type": "module").
const { getJestConfig } = require('@storybook/test-runner');

const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('./scripts/lib/chromium.cjs');

const base = getJestConfig();

module.exports = {
  ...base,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        // Screenshots must not depend on font hinting, scroll bars or the colour profile.
        args: [
          ...CHROMIUM_ARGS,
          '--font-render-hinting=none',
          '--hide-scrollbars',
          '--force-color-profile=srgb',
        ],
      },
      contextOptions: { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' },
    },
  },
  // Two cores: one worker per core.
  maxWorkers: 2,
  testTimeout: 30000,
};
