/**
 * The test-runner's Jest environment, keeping each worker's browser connection, context and page
 * from one stories file to the next (decision 0041). The test-runner's own environment connects to
 * the browser, opens a context and a page and loads the Storybook preview for every file, and
 * closes them after it: about 4 s a file on this machine, 1 to 2-story files taking 7 to 12 s in
 * all.
 *
 * A file still starts as on a fresh context: its cookies and storage cleared, the preview loaded
 * anew (the market page's recommendations come from what an earlier story stored, and the
 * baselines were drawn with none). What stays is the connection, the page's process, its HTTP
 * cache and the preview's service worker.
 */
import { setupPage } from '@storybook/test-runner';
import StorybookEnvironment from '@storybook/test-runner/playwright/custom-environment.js';

const PlaywrightEnvironment = Object.getPrototypeOf(StorybookEnvironment);
const NodeEnvironment = Object.getPrototypeOf(PlaywrightEnvironment);

/** What the first file's setup gave this worker: the globals a test file reads. */
let kept;

/**
 * The page as setupPage sees it on a later file: the functions it exposes to the page are
 * exposed once for the page's life, and a second exposure throws.
 */
function withExposedBindings(page) {
  return new Proxy(page, {
    get(target, key) {
      if (key === 'exposeBinding') return async () => {};
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export default class KeptPageEnvironment extends StorybookEnvironment {
  async setup() {
    // The generated tests reload a page with it (test-runner-setup.js does not load the bundle).
    this.global.__sbSetupPage = setupPage;
    if (kept?.browser.isConnected() && !kept.page.isClosed()) {
      // PlaywrightEnvironment reads its options from here in handleTestEvent and teardown.
      this._jestPlaywrightConfig = this._config.testEnvironmentOptions['jest-playwright'];
      Object.assign(this.global, kept.globals);
      const { context, page } = kept.globals;
      await context.clearCookies();
      // Off the preview first, to a page of the same origin that runs nothing: an earlier story's
      // timer could otherwise store again after the clearing, and the next preview would read it.
      await page.goto(new URL('index.json', process.env.TARGET_URL).toString());
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await setupPage(withExposedBindings(page), context);
      return;
    }
    await super.setup();
    const { browserName, deviceName, browser, context, page, jestPlaywright } = this.global;
    kept = {
      browser,
      page,
      globals: { browserName, deviceName, browser, context, page, jestPlaywright },
    };
    // A page whose renderer crashed would fail every later file too: the next one opens its own.
    page.on('crash', () => {
      kept = undefined;
    });
  }

  /** Jest's own teardown of the file's globals; the browser and its page stay for the next file. */
  async teardown() {
    await NodeEnvironment.prototype.teardown.call(this);
  }
}
