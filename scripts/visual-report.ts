/**
 * The page QA opens after a visual failure: tests/visual/report/index.html lists every failed
 * story with its baseline, the actual screenshot and the diff side by side, a link to the story in
 * the built Storybook, and the command that accepts its new baselines. It is served at
 * /visual-report/ beside storybook-static at / (`npm run test:visual:report`,
 * scripts/serve-visual-report.ts): the story links point at that root.
 *
 *   tsx scripts/visual-report.ts   the report of the last unsharded run (.test-output/storybook.json)
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { captureOf, storiesOfIndex, storyOfTest, type IndexStory } from './lib/visual-stories';
import { firstLine, type JestReport } from './lib/test-results';

const projectRoot = resolve(import.meta.dirname, '..');
const visualDir = join(projectRoot, 'tests/visual');
const baselineDir = join(visualDir, 'baselines');
export const reportDir = join(visualDir, 'report');
export const diffRoot = join(visualDir, '__diff_output__');
export const receivedRoot = join(visualDir, '__received_output__');
/** Where scripts/serve-visual-report.ts serves the report; Storybook is at the root. */
export const REPORT_PATH = '/visual-report/';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!,
  );
// eslint-disable-next-line no-control-regex -- Jest colours its messages
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

interface Capture {
  identifier: string;
  locale: string;
  mode?: string;
  /** The folder under __diff_output__ / __received_output__ it was written to ('' or a shard's). */
  subdir: string;
}

interface FailedStory {
  story: IndexStory;
  messages: string[];
  captures: Capture[];
}

/** The diffs under __diff_output__ (or the shards' subfolders of it named), by identifier. */
function diffsIn(subdirs: readonly string[]) {
  return subdirs.flatMap((subdir) => {
    const dir = join(diffRoot, subdir);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((file) => file.endsWith('-diff.png'))
      .map((file) => ({ identifier: file.replace(/-diff\.png$/, ''), subdir }));
  });
}

/** Storybook's globals in a URL: the locale, and dark mode for a dark capture. */
function globalsOf(capture: Pick<Capture, 'locale' | 'mode'>) {
  return `locale:${capture.locale}${capture.mode === 'dark' ? ';colourMode:dark' : ''}`;
}

function storyLinks(id: string, capture: Pick<Capture, 'locale' | 'mode'>) {
  const globals = encodeURIComponent(globalsOf(capture));
  const story = encodeURIComponent(id);
  return `<a href="/?path=/story/${story}&amp;globals=${globals}">Storybook</a> · <a href="/iframe.html?id=${story}&amp;viewMode=story&amp;globals=${globals}">the story alone</a>`;
}

function captureRow(id: string, capture: Capture) {
  const sources = {
    baseline: join(baselineDir, `${capture.identifier}.png`),
    actual: join(receivedRoot, capture.subdir, `${capture.identifier}-received.png`),
    diff: join(diffRoot, capture.subdir, `${capture.identifier}-diff.png`),
  };
  const cells = Object.entries(sources).map(([kind, source]) => {
    if (!existsSync(source)) return `<td><em>no ${kind} image</em></td>`;
    const copy = `images/${capture.identifier}-${kind}.png`;
    copyFileSync(source, join(reportDir, copy));
    return `<td><a href="${copy}"><img src="${copy}" alt="${kind} of ${escapeHtml(capture.identifier)}" loading="lazy"></a></td>`;
  });
  const label = [capture.locale, capture.mode].filter(Boolean).join(', ');
  const phone = capture.mode === 'phone' ? '<br><small>captured 390 px wide</small>' : '';
  return `<tr><th scope="row">${escapeHtml(label)}<br>${storyLinks(id, capture)}${phone}</th>${cells.join('')}</tr>`;
}

/** A failed story whose images differ, or whose baseline is missing, can be accepted. */
const acceptable = (failed: FailedStory) =>
  failed.captures.length > 0 ||
  failed.messages.some((message) => message.includes('New snapshot was not written'));

const updateCommand = (ids: readonly string[]) => `npm run test:visual:update -- ${ids.join(' ')}`;

function storySection(failed: FailedStory) {
  const { story } = failed;
  const why = failed.messages.map((message) => firstLine(message)).filter(Boolean);
  const accept = acceptable(failed)
    ? `<p>If the change is intended, accept its new baselines (every locale and mode of this story, nothing else): <code>${escapeHtml(updateCommand([story.id]))}</code></p>`
    : '<p>Its play function or axe failed: fix the story or the code; there is no picture to accept.</p>';
  const details = failed.messages.length
    ? `<details><summary>Full message</summary><pre>${escapeHtml(plain(failed.messages.join('\n\n')))}</pre></details>`
    : '';
  const captures = failed.captures.length
    ? `<table><thead><tr><th>Locale, mode</th><th>Baseline</th><th>Actual</th><th>Diff</th></tr></thead><tbody>${failed.captures.map((capture) => captureRow(story.id, capture)).join('\n')}</tbody></table>`
    : `<p>${storyLinks(story.id, { locale: 'zh_CN' })}</p>`;
  return `<section id="${escapeHtml(story.id)}">
<h2>${escapeHtml(`${story.title} › ${story.name}`)} <small><code>${escapeHtml(story.id)}</code></small></h2>
<ul>${why.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
${accept}
${captures}
${details}
</section>`;
}

export interface ReportInput {
  results: JestReport;
  /** storybook-static/index.json's text. */
  index: string;
  /** Where the run wrote its diffs: '' for an unsharded run, the shards' subfolders for a merge. */
  subdirs: readonly string[];
}

/** Writes the report; returns its path, or undefined when nothing failed. */
export function writeVisualReport({ results, index, subdirs }: ReportInput): string | undefined {
  rmSync(reportDir, { recursive: true, force: true });
  const stories = storiesOfIndex(index);
  const failed = new Map<string, FailedStory>();
  const broken: string[] = [];
  for (const file of results.testResults) {
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    if (tests.length === 0 && file.message) broken.push(`${file.name}: ${firstLine(file.message)}`);
    for (const test of tests) {
      const story = storyOfTest(test.ancestorTitles, stories);
      if (!story) {
        broken.push(`${test.fullName}: ${firstLine(test.failureMessages?.join('\n'))}`);
        continue;
      }
      const entry = failed.get(story.id) ?? { story, messages: [], captures: [] };
      entry.messages.push(...(test.failureMessages ?? []));
      failed.set(story.id, entry);
    }
  }
  for (const { identifier, subdir } of diffsIn(subdirs)) {
    const capture = captureOf(identifier, failed.keys());
    if (capture) failed.get(capture.storyId)!.captures.push({ ...capture, identifier, subdir });
  }
  if (failed.size === 0 && broken.length === 0) return undefined;

  mkdirSync(join(reportDir, 'images'), { recursive: true });
  const sections = [...failed.values()].sort((a, b) => a.story.id.localeCompare(b.story.id));
  const accepted = sections.filter(acceptable).map(({ story }) => story.id);
  const captures = sections.reduce((count, { captures }) => count + captures.length, 0);
  const storiesCount = `${sections.length} ${sections.length === 1 ? 'story' : 'stories'}`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual differences: ${storiesCount}</title>
<style>
body{font:14px/1.5 "Noto Sans",system-ui,sans-serif;margin:24px;color:#1f2329}
section{border-top:2px solid #dde1e6;margin-top:24px}h2{font-size:18px}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #dde1e6;padding:8px;vertical-align:top;text-align:left}
thead th{background:#f5f7fa;position:sticky;top:0}img{max-width:100%;height:auto;border:1px solid #eee}
td{width:30%}th[scope=row]{width:10%}code{background:#f5f7fa;padding:2px 4px;word-break:break-all}pre{white-space:pre-wrap}
</style></head><body>
<h1>Visual differences: ${storiesCount} failed, ${captures} differing ${captures === 1 ? 'capture' : 'captures'}</h1>
<p>${results.numPassedTests} passed, ${results.numFailedTests} failed. Each row is one capture of a story: its locale (and phone or dark mode); the diff paints changed pixels red.
An unintended change: fix the code. An intended one: run the story's command below and commit the new PNGs with the change.
The command builds Storybook first; add <code>--no-build</code> after <code>--</code> to use the build this report links to.</p>
${accepted.length > 1 ? `<p>Accept all ${accepted.length}: <code>${escapeHtml(updateCommand(accepted))}</code></p>` : ''}
${broken.length ? `<h2>Not tied to a story</h2><ul>${broken.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : ''}
${sections.map(storySection).join('\n')}
</body></html>`;
  writeFileSync(join(reportDir, 'index.html'), html);
  return join(reportDir, 'index.html');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const resultsFile = join(projectRoot, '.test-output/storybook.json');
  const indexFile = join(projectRoot, 'storybook-static/index.json');
  if (!existsSync(resultsFile) || !existsSync(indexFile)) {
    console.log('No results of an unsharded visual run (or no storybook-static) to report on.');
  } else {
    const path = writeVisualReport({
      results: JSON.parse(readFileSync(resultsFile, 'utf8')) as JestReport,
      index: readFileSync(indexFile, 'utf8'),
      subdirs: [''],
    });
    console.log(path ? `Visual report: ${path}` : 'No visual differences.');
  }
}
