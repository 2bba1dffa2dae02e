/**
 * The sign-in page against the card floor (bench/floor: React, ReactDOM, Chakra with the app's
 * theme, Lingui, React Router's HashRouter, SWR and ofetch, one route and one fetch;
 * docs/decisions/0013-card-floor.md), both built and served in the same run:
 * - the JS the sign-in page loads before it is interactive (gzip level 9): at most 1.15 x the
 *   floor's;
 * - the requests it makes before then: at most 12 (the floor's count and the ratio are printed);
 * - Lighthouse with its default mobile preset, in Debian's Chromium: performance within 0.03 of
 *   the floor's in each of ROUNDS rounds, each round the median of RUNS runs per page;
 *   accessibility 1.0.
 *
 * "Interactive" is when the sign-in form's submit button is in the page and enabled (the floor's
 * button, which shows once its fetch has answered); the JS is every script response up to then
 * (the entry, its preloads and the lazy chunks the route pulled), each file gzipped from the build.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { build, preview, type PreviewServer } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.cjs';
import { median } from './lib/app-build';

const JS_RATIO_TARGET = 1.15;
const REQUESTS_TARGET = 12;
const PERFORMANCE_MARGIN = 0.03;
const ROUNDS = 3;
const RUNS = 3;
const DEBUGGING_PORT = 9393;
const BASE = '/workbench/web/';
const projectRoot = resolve(import.meta.dirname, '..');
const configFile = join(projectRoot, 'vite.config.ts');

async function buildAt(root: string, outDir: string): Promise<void> {
  await build({ configFile, root, logLevel: 'error', build: { outDir, emptyOutDir: true } });
}

async function serve(root: string, outDir: string, port: number): Promise<PreviewServer> {
  return preview({
    configFile,
    root,
    logLevel: 'error',
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
}

/**
 * What the page fetched before `ready` held: the gzip size of its scripts, read from the build,
 * and every request it made (the document, scripts, styles, fonts, the catalogue, API calls).
 */
async function beforeInteractive(
  url: string,
  outDir: string,
  ready: string,
): Promise<{ gzip: number; files: string[]; sizes: string; requests: string[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const files = new Set<string>();
    const requests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      requests.push(`${request.resourceType()} ${pathname.replace(BASE, '')}`);
    });
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js') && path.startsWith(BASE)) files.add(path.slice(BASE.length));
    });
    await page.goto(url);
    await page.waitForSelector(ready, { state: 'visible' });
    const list = [...files];
    const bytes = list.map(
      (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length,
    );
    const gzip = bytes.reduce((sum, size) => sum + size, 0);
    const sizes = list
      .map((file, index) => ({
        name: file.replace(/^assets\/|-[\w-]{8}\.js$/g, ''),
        size: bytes[index]!,
      }))
      .sort((a, b) => b.size - a.size)
      .map(({ name, size }) => `${name} ${(size / 1000).toFixed(1)}`)
      .join(', ');
    return { gzip, files: list, sizes, requests: [...requests] };
  } finally {
    await browser.close();
  }
}

/** Lighthouse's default (mobile) preset: median performance and accessibility over RUNS runs. */
async function lighthouseScores(
  url: string,
): Promise<{ performance: number; accessibility: number; runs: number[] }> {
  const performance: number[] = [];
  const accessibility: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    // Lighthouse drives its own tab of a Chromium it reaches by the debugging port.
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
    });
    try {
      const result = await lighthouse(url, {
        port: DEBUGGING_PORT,
        onlyCategories: ['performance', 'accessibility'],
        logLevel: 'error',
      });
      const categories = result?.lhr.categories;
      performance.push(categories?.performance?.score ?? 0);
      accessibility.push(categories?.accessibility?.score ?? 0);
    } finally {
      await browser.close();
    }
  }
  return {
    performance: median(performance),
    accessibility: median(accessibility),
    runs: performance,
  };
}

const scratch = mkdtempSync(join(tmpdir(), 'wb-sign-in-'));
const appOut = join(scratch, 'app');
const floorOut = join(scratch, 'floor');
await buildAt(projectRoot, appOut);
await buildAt(join(projectRoot, 'bench/floor'), floorOut);
const app = await serve(projectRoot, appOut, 4391);
const floor = await serve(join(projectRoot, 'bench/floor'), floorOut, 4392);
const signInUrl = `http://127.0.0.1:4391${BASE}index.html#/login`;
const floorUrl = `http://127.0.0.1:4392${BASE}index.html`;

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
try {
  const signIn = await beforeInteractive(
    signInUrl,
    appOut,
    'main form button[type=submit]:not([disabled])',
  );
  const floorPage = await beforeInteractive(floorUrl, floorOut, '#root button');
  const ratio = signIn.gzip / floorPage.gzip;
  console.log('JS loaded before interactive, gzip level 9');
  console.log(`  sign-in page  ${kB(signIn.gzip)}  ${signIn.files.length} files`);
  console.log(`    ${signIn.sizes}`);
  console.log(`  floor         ${kB(floorPage.gzip)}  ${floorPage.files.length} files`);
  console.log(`    ${floorPage.sizes}`);
  console.log(
    `  ratio         ${ratio.toFixed(3)}  target <= ${JS_RATIO_TARGET}  ${verdict(ratio <= JS_RATIO_TARGET)}`,
  );
  console.log('Requests made before interactive');
  console.log(`  sign-in page  ${signIn.requests.length}: ${signIn.requests.join(', ')}`);
  console.log(`  floor         ${floorPage.requests.length}: ${floorPage.requests.join(', ')}`);
  console.log(
    `  ratio         ${(signIn.requests.length / floorPage.requests.length).toFixed(2)}  target <= ${REQUESTS_TARGET} requests  ${verdict(signIn.requests.length <= REQUESTS_TARGET)}`,
  );

  // `--no-lighthouse` prints the byte and request figures alone, for trying a cut quickly.
  if (process.argv.includes('--no-lighthouse')) process.exit(0);
  console.log(`Lighthouse, mobile preset, ${ROUNDS} rounds, each the median of ${RUNS} runs`);
  let roundsMet = 0;
  let accessibility = 1;
  for (let round = 1; round <= ROUNDS; round++) {
    const signInScores = await lighthouseScores(signInUrl);
    const floorScores = await lighthouseScores(floorUrl);
    const gap = floorScores.performance - signInScores.performance;
    if (gap <= PERFORMANCE_MARGIN) roundsMet += 1;
    accessibility = Math.min(accessibility, signInScores.accessibility);
    console.log(
      `  round ${round}: sign-in page ${signInScores.performance.toFixed(2)} (${signInScores.runs.map((score) => score.toFixed(2)).join(' ')}), floor ${floorScores.performance.toFixed(2)} (${floorScores.runs.map((score) => score.toFixed(2)).join(' ')}); below the floor by ${gap.toFixed(2)}, accessibility ${signInScores.accessibility.toFixed(2)} / floor ${floorScores.accessibility.toFixed(2)}`,
    );
  }
  console.log(
    `  within ${PERFORMANCE_MARGIN} of the floor in ${roundsMet} of ${ROUNDS} rounds  target ${ROUNDS} of ${ROUNDS}  ${verdict(roundsMet === ROUNDS)}`,
  );
  console.log(
    `  accessibility (lowest round) ${accessibility.toFixed(2)}  target 1.00  ${verdict(accessibility === 1)}`,
  );
} finally {
  await app.close();
  await floor.close();
}
