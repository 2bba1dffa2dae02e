import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * The test-runner's environment is replaced by stand-ins with the same shape: Node's environment,
 * jest-playwright's below it (it connects and opens a page, and closes the browser in teardown),
 * and the test-runner's on top (it loads the preview with setupPage).
 */
const calls = vi.hoisted(() => ({
  connect: 0,
  browserClosed: 0,
  nodeTeardown: 0,
  setupPage: [] as { page: FakePage; context: FakeContext }[],
  /** What the kept page did between two files, in order. */
  between: [] as string[],
}));

interface FakePage {
  closed: boolean;
  storageCleared: number;
  bindings: string[];
  isClosed: () => boolean;
  goto: (url: string) => Promise<void>;
  on: (event: string, listener: () => void) => void;
  crash: () => void;
  evaluate: (fn: () => void) => Promise<void>;
  exposeBinding: (name: string) => Promise<void>;
}
interface FakeContext {
  cookiesCleared: number;
  clearCookies: () => Promise<void>;
}

vi.mock('@storybook/test-runner', () => ({
  setupPage: vi.fn(async (page: FakePage, context: FakeContext) => {
    calls.setupPage.push({ page, context });
    calls.between.push('setupPage');
    await page.exposeBinding('logToPage');
  }),
}));

vi.mock('@storybook/test-runner/playwright/custom-environment.js', () => {
  class NodeEnvironment {
    global: Record<string, unknown> = {};
    _config = { testEnvironmentOptions: { 'jest-playwright': { launchType: 'SERVER' } } };
    teardown(): Promise<void> {
      calls.nodeTeardown += 1;
      return Promise.resolve();
    }
  }
  class PlaywrightEnvironment extends NodeEnvironment {
    setup(): Promise<void> {
      calls.connect += 1;
      const crashListeners: (() => void)[] = [];
      const page: FakePage = {
        closed: false,
        storageCleared: 0,
        bindings: [],
        isClosed: () => page.closed,
        on: (event, listener) => {
          if (event === 'crash') crashListeners.push(listener);
        },
        crash: () => crashListeners.forEach((listener) => listener()),
        goto: (url) => {
          calls.between.push(`goto ${url}`);
          return Promise.resolve();
        },
        evaluate: () => {
          page.storageCleared += 1;
          calls.between.push('clear storage');
          return Promise.resolve();
        },
        exposeBinding: (name) => {
          if (page.bindings.includes(name))
            return Promise.reject(new Error(`${name} is already registered`));
          page.bindings.push(name);
          return Promise.resolve();
        },
      };
      const context: FakeContext = {
        cookiesCleared: 0,
        clearCookies: () => {
          context.cookiesCleared += 1;
          return Promise.resolve();
        },
      };
      Object.assign(this.global, {
        browserName: 'chromium',
        deviceName: null,
        browser: { isConnected: () => true },
        context,
        page,
        jestPlaywright: {},
      });
      return Promise.resolve();
    }
    override async teardown() {
      calls.browserClosed += 1;
      await super.teardown();
    }
  }
  class StorybookEnvironment extends PlaywrightEnvironment {
    override async setup() {
      await super.setup();
      const { setupPage } = await import('@storybook/test-runner');
      await (setupPage as unknown as (page: unknown, context: unknown) => Promise<void>)(
        this.global.page,
        this.global.context,
      );
    }
  }
  return { default: StorybookEnvironment };
});

type Environment = {
  global: { page: FakePage; context: FakeContext };
  setup: () => Promise<void>;
  teardown: () => Promise<void>;
};

async function freshWorker(): Promise<new () => Environment> {
  vi.resetModules();
  const module = await import('../../../.storybook/test-runner-environment.js');
  return module.default as unknown as new () => Environment;
}

beforeEach(() => {
  calls.connect = 0;
  calls.browserClosed = 0;
  calls.nodeTeardown = 0;
  calls.setupPage = [];
  calls.between = [];
  vi.stubEnv('TARGET_URL', 'http://127.0.0.1:6106');
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('KeptPageEnvironment', () => {
  it('should keep the page of the first stories file for the next, the file starting with no cookies or storage and the preview loaded anew', async () => {
    const Environment = await freshWorker();
    const first = new Environment();
    await first.setup();
    await first.teardown();
    calls.between = [];
    const second = new Environment();
    await second.setup();

    expect(calls.connect).toBe(1);
    // Storage is cleared off the preview, so that no earlier story's timer stores again after it.
    expect(calls.between).toEqual([
      'goto http://127.0.0.1:6106/index.json',
      'clear storage',
      'setupPage',
    ]);
    expect(second.global.page).toBe(first.global.page);
    expect(second.global.context.cookiesCleared).toBe(1);
    expect(second.global.page.storageCleared).toBe(1);
    // The preview was loaded for each file, its bindings exposed once for the page's life.
    expect(calls.setupPage).toHaveLength(2);
    expect(first.global.page.bindings).toEqual(['logToPage']);
  });

  it('should give every file the test-runner’s setupPage, which the generated tests reload a page with', async () => {
    const { setupPage } = await import('@storybook/test-runner');
    const Environment = await freshWorker();
    for (const environment of [new Environment(), new Environment()]) {
      await environment.setup();
      expect((environment.global as Record<string, unknown>).__sbSetupPage).toBe(setupPage);
      await environment.teardown();
    }
  });

  it('should leave the browser open at a file’s end and still tear down the file’s own globals', async () => {
    const Environment = await freshWorker();
    const environment = new Environment();
    await environment.setup();
    await environment.teardown();
    expect(calls.browserClosed).toBe(0);
    expect(calls.nodeTeardown).toBe(1);
  });

  it('should open a new page when the kept one crashed', async () => {
    const Environment = await freshWorker();
    const first = new Environment();
    await first.setup();
    first.global.page.crash();
    const second = new Environment();
    await second.setup();
    expect(calls.connect).toBe(2);
    expect(second.global.page).not.toBe(first.global.page);
  });

  it('should open a new page when the kept one was closed', async () => {
    const Environment = await freshWorker();
    const first = new Environment();
    await first.setup();
    first.global.page.closed = true;
    const second = new Environment();
    await second.setup();
    expect(calls.connect).toBe(2);
    expect(second.global.page).not.toBe(first.global.page);
  });
});
