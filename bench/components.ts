/**
 * The data-heavy components in Debian's Chromium (issue 5): DeptTree's build of 10,000
 * departments, and MemberTable with 10,000 rows (first render, the work of each frame while
 * scrolling, and how many rows the DOM holds). Builds bench/components with the workbench's Vite
 * config, serves it, and drives it with Playwright; the page (bench/components/main.tsx) does the
 * timing with performance.now() and reports figures back. Prints them with the targets.
 */
import { createReadStream, existsSync, mkdtempSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.cjs';
import type { BenchApi } from './components/main';

// Frames of a fling: issue 21 asks 99% under one 60 Hz frame.
const TARGETS = { treeBuildMs: 20, firstRenderMs: 100, frameMs: 16.7, frameShare: 0.99 };
const projectRoot = resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(join(tmpdir(), 'wb-bench-components-'));

await build({
  configFile: join(projectRoot, 'vite.config.ts'),
  root: join(projectRoot, 'bench/components'),
  base: './',
  logLevel: 'error',
  build: { outDir, emptyOutDir: true },
});

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
};
const server = createServer((request, response) => {
  const path = join(outDir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
  const file = existsSync(path) && statSync(path).isDirectory() ? join(path, 'index.html') : path;
  if (!file.startsWith(outDir) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`http://127.0.0.1:${port}/index.html`);
  await page.waitForFunction(() => 'bench' in window);
  const run = <K extends keyof BenchApi>(name: K, ...args: Parameters<BenchApi[K]>) =>
    page.evaluate(
      ([method, params]) =>
        (
          (window as unknown as { bench: Record<string, (...a: unknown[]) => unknown> }).bench[
            method
          ] as (...a: unknown[]) => unknown
        )(...params),
      [name, args] as const,
    ) as Promise<Awaited<ReturnType<BenchApi[K]>>>;

  const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const chromeVersion = browser.version();
  console.log(`Chromium ${chromeVersion}, viewport 1280x800`);

  const tree = await run('deptTreeBuild', 10_000, 60);
  console.log(
    `DeptTree: build of ${tree.count} departments (${tree.nodes} nodes kept), ${tree.runs} runs`,
  );
  console.log(
    `  median ${fmt(tree.median)}  p95 ${fmt(tree.p95)}  max ${fmt(tree.max)}  target < ${TARGETS.treeBuildMs} ms: ${verdict(tree.median < TARGETS.treeBuildMs)}`,
  );

  const table = await run('memberTable', 10_000, 5, 600);
  console.log(`MemberTable: ${table.count} rows`);
  console.log(
    `  first render (render + commit + layout) median ${fmt(table.firstRender.median)}  max ${fmt(table.firstRender.max)} over ${table.firstRender.runs} mounts  target < ${TARGETS.firstRenderMs} ms: ${verdict(table.firstRender.median < TARGETS.firstRenderMs)}`,
  );
  for (const [name, run] of [
    ['wheel (one 100 px notch a frame)', table.wheel],
    ['fling (top to bottom)', table.fling],
  ] as const) {
    console.log(
      `  scrolling, ${name}: ${run.frames} frames, ${run.rowsPerFrame.toFixed(1)} rows a frame; work per frame p50 ${fmt(run.p50)}  p95 ${fmt(run.p95)}  max ${fmt(run.max)}; under ${TARGETS.frameMs} ms: ${(run.shareUnder * 100).toFixed(1)}% (target >= ${TARGETS.frameShare * 100}%: ${verdict(run.shareUnder >= TARGETS.frameShare)}); rAF interval p95 ${fmt(run.intervalP95)}; DOM rows max ${run.domRowsMax}`,
    );
  }
  console.log(
    `  the viewport holds ${table.rowsInView} rows; last row reached: ${table.reachedEnd}`,
  );
} finally {
  await browser.close();
  server.close();
}
