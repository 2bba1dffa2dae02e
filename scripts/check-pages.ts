/**
 * npm test's `pages` step: every page a person or a benchmark opens, built with the workbench's
 * Vite config and loaded in Debian's Chromium, so that chunks that break in a browser never reach
 * a person. The sign-in page is opened without a session; then, signed in as the sandbox's u0001,
 * every route of the route table (workbench/routes/route-table.ts) and every benchmark page
 * (bench/<…>/index.html), each in a fresh tab. A page passes when what a person sees is there (the
 * page's heading with no spinner left; a benchmark page's own sign) and, until then, nothing failed:
 * - no page error: an uncaught exception or rejection;
 * - no console error: a boundary that caught a failed chunk or render logs it there;
 * - every script, style sheet and font arrived.
 * Each build also passes when no two of its chunks import each other: which runs first then
 * depends on which a page asks for first.
 *
 * `--reuse <outDir>` takes the workbench as built there (npm test passes the build the e2e step has
 * just made); otherwise it is built here. Writes `.test-output/pages.json` for npm test's summary.
 */
import { createReadStream, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { preview, type Plugin } from 'vite';
import { pageRoutes } from '../workbench/routes/route-table';
import { TEST_BROWSER_ARGS, TEST_BROWSER_PATH } from './lib/chromium.cjs';
import { benchPageRoots, buildPage, chunkCycles, type BuiltPage } from './lib/page-builds';
import { projectRoot } from './lib/run';
import type { Counts } from './lib/test-results';

const BASE = '/workbench/web/';
const BENCH_PREFIX = '/bench-pages/';
const TIMEOUT_MS = 30_000;
const output = join(projectRoot, '.test-output');
const scratch = join(output, 'pages');

interface PageCheck {
  name: string;
  path: string;
  /** Resolves once what a person sees is there. */
  ready: (page: Page) => Promise<unknown>;
}

/** A page of the app has drawn its heading, and no spinner is left: its data is in. */
const pageShown = (page: Page) =>
  page.waitForFunction(
    () =>
      document.querySelector('h1')?.checkVisibility() === true &&
      ![...document.querySelectorAll('.chakra-spinner')].some((spinner) =>
        spinner.checkVisibility(),
      ),
    undefined,
    { timeout: TIMEOUT_MS },
  );

const visible = (selector: string) => (page: Page) =>
  page.locator(selector).first().waitFor({ state: 'visible', timeout: TIMEOUT_MS });

/** What each benchmark page shows once it has run; any other shows something in #root. */
const BENCH_READY: Record<string, (page: Page) => Promise<unknown>> = {
  'bench/floor': visible('#root button'),
  'bench/components': (page) =>
    page.waitForFunction(() => 'bench' in window, undefined, { timeout: TIMEOUT_MS }),
  // The answer of the one call, as JSON.
  'bench/client-size/baseline': visible('#root a:has-text("{")'),
  'bench/client-size/client': visible('#root a:has-text("{")'),
};

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Serves each benchmark page's build under /bench-pages/<name>/, beside the app and its sandbox. */
function benchPagesPlugin(pages: BuiltPage[]): Plugin {
  return {
    name: 'check-pages-bench',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
        const page = pages.find((item) => path.startsWith(`${BENCH_PREFIX}${item.name}/`));
        if (!page) return next();
        const file = join(
          page.outDir,
          normalize(path.slice(BENCH_PREFIX.length + page.name.length)),
        );
        if (!file.startsWith(page.outDir) || !existsSync(file) || !statSync(file).isFile()) {
          response.writeHead(404).end();
          return;
        }
        const type = TYPES[extname(file)] ?? 'application/octet-stream';
        response.writeHead(200, { 'content-type': type });
        createReadStream(file).pipe(response);
      });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The first thing that went wrong on the page before it was ready, and where it ended up. */
async function visit(
  context: BrowserContext,
  origin: string,
  check: PageCheck,
): Promise<{ problem?: string; landed: string }> {
  const page = await context.newPage();
  let fail: (why: string) => void = () => undefined;
  const failed = new Promise<never>((_resolve, reject) => {
    fail = (why) => reject(new Error(why));
  });
  failed.catch(() => undefined);
  const isOurs = (url: string) => url.startsWith(origin);
  page.on('pageerror', (error) => fail(`page error: ${error.message}`));
  page.on('console', (message) => {
    // A response's status is judged below, where it is known whether it matters.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      fail(`console error: ${message.text()}`);
  });
  const isCode = (type: string) => ['script', 'stylesheet', 'font', 'document'].includes(type);
  page.on('requestfailed', (request) => {
    if (isOurs(request.url()) && isCode(request.resourceType()))
      fail(`${new URL(request.url()).pathname} failed: ${request.failure()?.errorText ?? ''}`);
  });
  page.on('response', (response) => {
    const request = response.request();
    if (isOurs(response.url()) && isCode(request.resourceType()) && response.status() >= 400)
      fail(`${new URL(response.url()).pathname} answered ${response.status()}`);
  });
  let problem: string | undefined;
  try {
    await Promise.race([page.goto(`${origin}${check.path}`).then(() => check.ready(page)), failed]);
  } catch (error) {
    problem = (error instanceof Error ? error.message : String(error)).split('\n')[0];
  }
  try {
    return { problem, landed: page.url().slice(origin.length) };
  } finally {
    await page.close();
  }
}

const reuseAt = process.argv.indexOf('--reuse');
const reuse = reuseAt >= 0 ? process.argv[reuseAt + 1] : undefined;
const counts: Counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
const record = (name: string, problem: string | undefined, ms: number) => {
  if (problem === undefined) counts.passed += 1;
  else {
    counts.failed += 1;
    counts.failures!.push(`${name}: ${problem}`);
  }
  console.log(
    `  ${problem === undefined ? '✓' : '✗'} ${name} (${ms} ms)${problem ? `: ${problem}` : ''}`,
  );
};

mkdirSync(scratch, { recursive: true });
const buildsStarted = Date.now();
const app: BuiltPage =
  reuse && existsSync(join(reuse, 'index.html'))
    ? { name: 'workbench', outDir: resolve(projectRoot, reuse) }
    : await buildPage(projectRoot, join(scratch, 'workbench')).then((built) => ({
        ...built,
        name: 'workbench',
      }));
const benchPages: BuiltPage[] = [];
for (const root of benchPageRoots()) {
  const name = root.slice(projectRoot.length + 1);
  benchPages.push(await buildPage(root, join(scratch, name.replaceAll('/', '-'))));
}
console.log(
  `Built ${benchPages.length} benchmark pages${reuse ? '' : ' and the workbench'} in ${Date.now() - buildsStarted} ms`,
);

for (const built of [app, ...benchPages]) {
  const cycles = chunkCycles(built.outDir);
  record(
    `${built.name}: no chunks that import each other`,
    cycles.length === 0 ? undefined : cycles.map((cycle) => cycle.join(' ↔ ')).join('; '),
    0,
  );
}

const port = await freePort();
// The checks sign in through the sandbox's control endpoint, which a preview serves only when asked.
process.env.SANDBOX_CONTROL = '1';
const server = await preview({
  configFile: join(projectRoot, 'vite.config.ts'),
  root: projectRoot,
  logLevel: 'error',
  build: { outDir: app.outDir },
  preview: { port, strictPort: true, host: '127.0.0.1' },
  plugins: [benchPagesPlugin(benchPages)],
});
const origin = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({
  executablePath: TEST_BROWSER_PATH,
  args: TEST_BROWSER_ARGS,
});
try {
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  // Chromium reports an unhandled rejection as a page error; this says so in the console too.
  await context.addInitScript(() =>
    window.addEventListener('unhandledrejection', (event) =>
      console.error(`Unhandled rejection: ${String(event.reason)}`),
    ),
  );
  const run = async (check: PageCheck) => {
    const started = Date.now();
    const { problem, landed } = await visit(context, origin, check);
    // A page that sends the person on (the sign-in page, signed in) is named with where it led.
    const name =
      landed === check.path ? check.name : `${check.name} → ${landed.replace(/^.*#/, '#')}`;
    record(name, problem, Date.now() - started);
  };

  await run({
    name: '#/login, signed out',
    path: `${BASE}index.html#/login`,
    ready: visible('main form button[type=submit]:not([disabled])'),
  });
  const session = await context.request.post(`${origin}/workbench/api/__sandbox/session`, {
    data: { userId: 'u0001' },
  });
  if (!session.ok()) throw new Error(`the sandbox did not start a session: ${session.status()}`);
  for (const route of pageRoutes)
    await run({
      name: `#${route.path}`,
      path: `${BASE}index.html#${route.path}`,
      ready: pageShown,
    });
  for (const page of benchPages)
    await run({
      name: page.name,
      path: `${BENCH_PREFIX}${page.name}/index.html`,
      ready: BENCH_READY[page.name] ?? visible('#root > *'),
    });
} finally {
  await browser.close();
  await server.close();
}

writeFileSync(join(output, 'pages.json'), JSON.stringify(counts, null, 2));
console.log(`${counts.passed} passed, ${counts.failed} failed`);
process.exitCode = counts.failed === 0 ? 0 : 1;
