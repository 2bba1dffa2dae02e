/**
 * Storybook test-runner time per story, after warm-up, on this machine: builds the static
 * Storybook, runs the visual suite once, and prints the build time and the per-story figures from
 * the runner's own durations. Target (issue 2): median at most 0.6 s a story.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bin, projectRoot } from '../scripts/lib/run';

const TARGET_MEDIAN_S = 0.6;
const WARM_UP = 1;

interface Results {
  testResults: {
    assertionResults: { fullName: string; duration?: number | null; status: string }[];
  }[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

const started = Date.now();
const suite = spawnSync(bin('tsx'), ['scripts/test-visual.ts'], {
  cwd: projectRoot,
  encoding: 'utf8',
});
const wall = (Date.now() - started) / 1000;
const buildLine =
  /Static Storybook built in [\d.]+ s/.exec(suite.stdout)?.[0] ??
  'Static Storybook build time not reported';
const results = JSON.parse(
  readFileSync(join(projectRoot, '.test-output/storybook.json'), 'utf8'),
) as Results;
const durations = results.testResults.flatMap((file) =>
  file.assertionResults.slice(WARM_UP).map((test) => (test.duration ?? 0) / 1000),
);
const sorted = [...durations].sort((a, b) => a - b);
const median = percentile(sorted, 0.5);

console.log(buildLine);
console.log(
  `Visual suite: exit ${suite.status}, ${wall.toFixed(1)} s wall clock including the build`,
);
console.log(`Stories timed after ${WARM_UP} warm-up per file: ${sorted.length}`);
console.log(
  `  median ${median.toFixed(3)} s   p90 ${percentile(sorted, 0.9).toFixed(3)} s   max ${sorted.at(-1)?.toFixed(3)} s`,
);
console.log(
  `  target median <= ${TARGET_MEDIAN_S} s: ${median <= TARGET_MEDIAN_S ? 'met' : 'NOT met'}`,
);
