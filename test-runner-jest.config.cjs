// The Storybook test-runner's Jest config (CommonJS: the package is "type": "module").
const { getJestConfig } = require('@storybook/test-runner');

const { TEST_BROWSER_ARGS, TEST_BROWSER_PATH } = require('./scripts/lib/chromium.cjs');

const base = getJestConfig();

module.exports = {
  ...base,
  testEnvironment: require.resolve('./.storybook/test-runner-environment.js'),
  // The test-runner's own setup file, which loads its whole bundle for every file, is replaced.
  setupFilesAfterEnv: [
    require.resolve('./.storybook/test-runner-setup.js'),
    ...base.setupFilesAfterEnv.filter((file) => !file.endsWith('playwright/jest-setup.js')),
  ],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: TEST_BROWSER_PATH,
        // Screenshots must not depend on font hinting, scroll bars or the colour profile.
        args: [
          ...TEST_BROWSER_ARGS,
          '--font-render-hinting=none',
          '--hide-scrollbars',
          '--force-color-profile=srgb',
        ],
      },
      contextOptions: { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' },
    },
  },
  // Two cores: one worker per core. Three ran the 588 stories in 411 s instead of 462 s, but on a
  // fresh clone in CI the corps page's DeleteAsks story was then drawn in a state its play had left.
  maxWorkers: 2,
  // A story in all six languages plays six times within one test: account settings' Data, eight
  // captures of a tall page, took 41 s on an idle machine (run L) and passed 90 s with an e2e run
  // beside it (run M). The bound only ends a hang.
  testTimeout: 300000,
};
