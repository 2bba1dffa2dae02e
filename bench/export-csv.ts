/**
 * Issue 21 item 5: "Export CSV" of a 10,000-member company's members, in Debian's Chromium against
 * the sandbox. Builds the workbench, serves it with `vite preview` and the sandbox seeded with
 * 10,000 members in corp 1001 (SANDBOX_MEMBERS), signs in as u0001 and, RUNS times each in a fresh
 * browser context, opens #/departments (the root chosen: every member), clicks Export CSV and
 * waits for the download: the time from the click to the file (every page of 500 fetched, the CSV
 * written, the blob handed over), the file's size, its rows and the requests it took. Prints each
 * run and the median. Each run is a fresh context, so each also loads the CSV writer's chunk.
 */
import { readFileSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.cjs';
import { buildApp, departmentsSignedIn, median, previewWithMembers } from './lib/app-build';
import { MAX_MEMBERS } from '../workbench/sandbox';

const RUNS = 3;
const PORT = 4394;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const FIRST_ROW = '[data-testid="table-scroll"] th[scope="row"]';

const outDir = await buildApp('export-csv');
const server = await previewWithMembers(outDir, PORT);

interface Run {
  ms: number;
  bytes: number;
  rows: number;
  requests: number;
}

async function exportMembers(browser: Browser): Promise<Run> {
  const { context, page } = await departmentsSignedIn(browser, ORIGIN, {
    width: 1280,
    height: 800,
  });
  try {
    await page.locator(FIRST_ROW).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');

    let requests = 0;
    page.on('request', (request) => {
      if (
        request.url().includes('corpDeptUserList') &&
        request.postData()?.includes('"pageSize":500')
      )
        requests += 1;
    });
    const download = page.waitForEvent('download', { timeout: 120_000 });
    const start = Date.now();
    await page.getByRole('button', { name: '导出 CSV' }).click();
    const file = await download;
    const ms = Date.now() - start;
    const bytes = readFileSync(await file.path());
    const rows = bytes.toString('utf8').split('\r\n').length - 2;
    return { ms, bytes: bytes.length, rows, requests };
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  // A first export warms the server (the sandbox's seed, the preview's file reads); not counted.
  await exportMembers(browser);
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await exportMembers(browser));
  const last = runs.at(-1)!;
  console.log(
    `Export CSV of a ${MAX_MEMBERS.toLocaleString('en')}-member company's members, click to downloaded file`,
  );
  console.log(
    `  runs (ms) ${runs.map((run) => String(run.ms).padStart(5)).join(' ')}  median ${median(runs.map((run) => run.ms))} ms`,
  );
  console.log(
    `  file ${(last.bytes / 1024).toFixed(1)} KiB (${last.bytes.toLocaleString('en')} bytes), ${last.rows.toLocaleString('en')} rows, ${last.requests} requests of 500`,
  );
} finally {
  await browser.close();
  await server.close();
}
