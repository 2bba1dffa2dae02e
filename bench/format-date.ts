/**
 * Writing dates (design-system/utils/format-date.ts): every date the app shows goes through it, one
 * or two on each row of a table and 42 a render on a calendar grid. Prints, in Node, the time per date
 * written by formatDateTime and formatDayName (the formatter made once per options, tag and zone),
 * against making an Intl.DateTimeFormat for each date, as the module did before, in Thai (Buddhist
 * calendar) and Simplified Chinese. Target: a 1,000-row table's dates in under 5 ms.
 */
import { resolve } from 'node:path';
import { createServer } from 'vite';
import type * as FormatDate from '../design-system/utils/format-date';

// Through the app's Vite config, as the app runs it: the module's hook is written with the Lingui
// macro, which the config's Babel plugin compiles.
const projectRoot = resolve(import.meta.dirname, '..');
const vite = await createServer({
  configFile: resolve(projectRoot, 'vite.config.ts'),
  logLevel: 'error',
  server: { middlewareMode: true },
  appType: 'custom',
});
const formatDate = (await vite.ssrLoadModule(
  '/design-system/utils/format-date.ts',
)) as typeof FormatDate;
await vite.close();
const { dateLocale, formatDateTime, formatDayName } = formatDate;

const DATES = 10_000;
const TARGET_TABLE_MS = 5;
const TABLE_ROWS = 1_000;
const start = Date.UTC(2026, 0, 1);
const instants = Array.from({ length: DATES }, (_, index) => start + index * 3_600_000);
const days = instants.map((instant) => new Date(instant).toISOString().slice(0, 10));

/** Microseconds per date, the median of five rounds over all the dates. */
function perDate(write: (index: number) => string): number {
  const rounds: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    const began = performance.now();
    for (let index = 0; index < DATES; index += 1) write(index);
    rounds.push(((performance.now() - began) * 1000) / DATES);
  }
  return rounds.sort((a, b) => a - b)[2]!;
}

const rows: string[][] = [];
for (const locale of ['th_TH', 'zh_CN']) {
  const tag = dateLocale(locale);
  const dateTime = perDate((index) => formatDateTime(instants[index]!, tag, 'Asia/Shanghai'));
  const dayName = perDate((index) => formatDayName(days[index]!, tag));
  const madeEachTime = perDate((index) =>
    new Intl.DateTimeFormat(tag, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Asia/Shanghai',
    }).format(instants[index]),
  );
  const tableMs = (dateTime * TABLE_ROWS) / 1000;
  rows.push([
    locale,
    `${dateTime.toFixed(2)} µs`,
    `${dayName.toFixed(2)} µs`,
    `${madeEachTime.toFixed(1)} µs`,
    `${tableMs.toFixed(2)} ms ${tableMs <= TARGET_TABLE_MS ? 'met' : 'NOT met'}`,
  ]);
}

console.log(`Writing a date, per date (median of 5 rounds of ${DATES.toLocaleString('en')} dates)`);
console.log(
  ['locale', 'formatDateTime', 'formatDayName', 'a formatter each', `${TABLE_ROWS} rows`]
    .map((cell) => cell.padEnd(18))
    .join(''),
);
for (const row of rows) console.log(row.map((cell) => cell.padEnd(18)).join(''));
console.log(`target: ${TABLE_ROWS} rows' dates in at most ${TARGET_TABLE_MS} ms`);
