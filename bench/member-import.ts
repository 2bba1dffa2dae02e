/**
 * Issue 21 item 4: a member import of 5,000 rows, in Debian's Chromium against the sandbox. Builds
 * the workbench, serves it with `vite preview` (the sandbox as the other benches have it), signs in
 * as u0001 (an admin of corp 1001) and, RUNS times each in a fresh browser context, opens
 * #/departments, opens Import members, chooses a 5,000-row CSV file (one row in fifty with a
 * wrong mobile) and presses Check rows: the time from choosing the file to the dry run's counts
 * shown, and the longest main-thread task meanwhile (PerformanceObserver, longtask: tasks over
 * 50 ms; 0 when none was that long). Prints each run and the medians.
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.cjs';
import { buildApp, departmentsSignedIn, median, previewWithMembers } from './lib/app-build';

const RUNS = 3;
const ROWS = 5000;
const PORT = 4395;
const ORIGIN = `http://127.0.0.1:${PORT}`;

/** The file: the template's header, then rows in the seed's departments, by name and by path. */
function importFile(): Buffer {
  const lines = ['\uFEFF手机号,姓名,部门'];
  for (let index = 0; index < ROWS; index++) {
    const mobile = `166${String(index).padStart(8, '0')}`;
    lines.push(
      `${index % 50 === 49 ? mobile.slice(0, 10) : mobile},成员${index + 1},${index % 2 ? '研发中心' : '销售部'}`,
    );
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

interface Run {
  ms: number;
  longestTaskMs: number;
}

async function importRows(browser: Browser, file: Buffer): Promise<Run> {
  const { context, page } = await departmentsSignedIn(browser, ORIGIN, {
    width: 1440,
    height: 900,
  });
  try {
    await page.getByRole('button', { name: '导入成员' }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: '导入成员' });
    await dialog.getByRole('button', { name: '检查各行' }).waitFor();
    await page.evaluate(() => {
      const tasks: number[] = [];
      (window as unknown as { benchTasks: number[] }).benchTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    const start = Date.now();
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'members.csv',
      mimeType: 'text/csv',
      buffer: file,
    });
    await dialog.getByRole('button', { name: '检查各行' }).click();
    await dialog.getByText('4,900 行有效 · 100 行有错误').waitFor({ timeout: 60_000 });
    const ms = Date.now() - start;
    // A task still running when the counts showed is reported once it ends.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
    const tasks = await page.evaluate(
      () => (window as unknown as { benchTasks: number[] }).benchTasks,
    );
    return { ms, longestTaskMs: Math.round(Math.max(0, ...tasks)) };
  } finally {
    await context.close();
  }
}

const outDir = await buildApp('member-import');
const server = await previewWithMembers(outDir, PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const file = importFile();
  // A first import warms the server and the caches; not counted.
  await importRows(browser, file);
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await importRows(browser, file));
  console.log(
    `Member import of ${ROWS.toLocaleString('en')} rows (${(file.length / 1024).toFixed(1)} KiB), file chosen to dry-run counts shown`,
  );
  console.log(
    `  runs (ms) ${runs.map((run) => String(run.ms).padStart(5)).join(' ')}  median ${median(runs.map((run) => run.ms))} ms`,
  );
  console.log(
    `  longest main-thread task (ms) ${runs.map((run) => String(run.longestTaskMs).padStart(4)).join(' ')}  median ${median(runs.map((run) => run.longestTaskMs))} ms`,
  );
} finally {
  await browser.close();
  await server.close();
}
