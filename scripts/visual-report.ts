/**
 * The page QA opens after a visual failure: tests/visual/report/index.html lists every failing
 * capture with its baseline, the actual screenshot and the diff side by side.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const visualDir = resolve(import.meta.dirname, '../tests/visual');
const diffDir = join(visualDir, '__diff_output__');
const receivedDir = join(visualDir, '__received_output__');
const baselineDir = join(visualDir, 'baselines');
const reportDir = join(visualDir, 'report');

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!,
  );

/** Writes the report; returns its path, or undefined when nothing failed. */
export function writeVisualReport(): string | undefined {
  rmSync(reportDir, { recursive: true, force: true });
  const diffs = existsSync(diffDir)
    ? readdirSync(diffDir).filter((file) => file.endsWith('-diff.png'))
    : [];
  if (diffs.length === 0) return undefined;
  mkdirSync(join(reportDir, 'images'), { recursive: true });
  const rows = diffs.sort().map((diffFile) => {
    const identifier = diffFile.replace(/-diff\.png$/, '');
    const [storyId, locale] = identifier.split(/--(?=[^-]+$)/);
    const images = {
      baseline: join(baselineDir, `${identifier}.png`),
      actual: join(receivedDir, `${identifier}-received.png`),
      diff: join(diffDir, diffFile),
    };
    const cells = Object.entries(images).map(([kind, source]) => {
      if (!existsSync(source)) return `<td><em>no ${kind} image</em></td>`;
      const copy = `images/${identifier}-${kind}.png`;
      copyFileSync(source, join(reportDir, copy));
      return `<td><a href="${copy}"><img src="${copy}" alt="${kind} of ${escapeHtml(identifier)}"></a></td>`;
    });
    const storyLink = `../../../storybook-static/iframe.html?id=${encodeURIComponent(storyId!)}&globals=locale:${locale}`;
    return `<tr><th scope="row"><a href="${storyLink}">${escapeHtml(storyId!)}</a><br><small>${escapeHtml(locale ?? '')}</small></th>${cells.join('')}</tr>`;
  });
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual differences: ${diffs.length}</title>
<style>
body{font:14px/1.5 "Noto Sans",system-ui,sans-serif;margin:24px;color:#1f2329}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #dde1e6;padding:8px;vertical-align:top;text-align:left}
thead th{background:#f5f7fa;position:sticky;top:0}img{max-width:100%;height:auto;border:1px solid #eee}
td{width:30%}th[scope=row]{width:10%;word-break:break-all}
</style></head><body>
<h1>Visual differences: ${diffs.length} capture(s)</h1>
<p>Each row is one story in one locale. The diff paints changed pixels red; its file shows baseline, diff and actual in that order.
If the change is intended, run <code>npm run test:visual:update</code> and commit the new baselines; otherwise fix the code.</p>
<table><thead><tr><th>Story / locale</th><th>Baseline</th><th>Actual</th><th>Diff</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table></body></html>`;
  writeFileSync(join(reportDir, 'index.html'), html);
  return join(reportDir, 'index.html');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const path = writeVisualReport();
  console.log(path ? `Visual report: ${path}` : 'No visual differences.');
}
