/**
 * `npm run test:visual:merge`: after `npm run test:visual -- --shard i/n` has run for every i (on
 * one machine or, in CI, on several whose .test-output/visual-shards/ and tests/visual/
 * __diff_output__ and __received_output__ were gathered here), writes the whole run's results to
 * .test-output/storybook.json, as an unsharded run does, and its one report.
 *
 * Prints `visual: N passed, N failed`; fails when a shard's results are missing.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './lib/run';
import { shardName, shardOfName } from './lib/shards';
import type { JestReport } from './lib/test-results';
import { mergeShardReports, SHARD_RESULTS_DIR } from './lib/visual-stories';
import { writeVisualReport } from './visual-report';

function main(): number {
  const dir = join(projectRoot, SHARD_RESULTS_DIR);
  const files = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.json')) : [];
  const shards = files.flatMap((file) => {
    const shard = shardOfName(file.replace(/\.json$/, ''));
    if (!shard) return [];
    const text = readFileSync(join(dir, file), 'utf8');
    // A shard whose test-runner crashed wrote nothing: it counts as missing.
    if (text.trim() === '') return [];
    return [{ shard, report: JSON.parse(text) as JestReport }];
  });
  let results: JestReport;
  try {
    results = mergeShardReports(shards);
  } catch (error) {
    console.log(`visual: ${(error as Error).message} (in ${SHARD_RESULTS_DIR})`);
    console.log('visual: 0 passed, 1 failed');
    return 1;
  }
  writeFileSync(join(projectRoot, '.test-output/storybook.json'), JSON.stringify(results));
  // Written, or a report of an earlier run removed, either way.
  const report = writeVisualReport({
    results,
    index: readFileSync(join(projectRoot, 'storybook-static/index.json'), 'utf8'),
    subdirs: shards.map(({ shard }) => `shard-${shardName(shard)}`),
  });
  if (report)
    console.log(
      'Visual report for QA: `npm run test:visual:report` serves it (tests/visual/report/index.html) with the stories beside it',
    );
  console.log(`Merged ${shards.length} shards`);
  const skipped = results.numPendingTests > 0 ? `, ${results.numPendingTests} skipped` : '';
  console.log(
    `visual: ${results.numPassedTests} passed, ${results.numFailedTests} failed${skipped}`,
  );
  return results.numFailedTests === 0 && results.numPassedTests > 0 ? 0 : 1;
}

process.exitCode = main();
