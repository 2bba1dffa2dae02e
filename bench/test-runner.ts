/**
 * Storybook test-runner time per story, after warm-up, on this machine: builds the static
 * Storybook, runs the visual suite once, and prints the build time and the per-story figures from
 * the runner's own durations. Targets: median at most 0.6 s a story (issue 2) and 0.3 s a
 * screenshot (issue 20): a story's time, play and axe included, shared among its captures.
 *
 * `--reuse`: the figures of the last run's results (`npm test` or `npm run test:visual` left them in
 * .test-output/storybook.json, with storybook-static/), without running the suite again.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bin, projectRoot } from '../scripts/lib/run';

const TARGET_MEDIAN_S = 0.6;
const TARGET_CAPTURE_MEDIAN_S = 0.3;
const WARM_UP = 1;

interface Results {
  testResults: {
    assertionResults: {
      ancestorTitles: string[];
      duration?: number | null;
      status: string;
    }[];
  }[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

const reuse = process.argv.includes('--reuse');
const started = Date.now();
const suite = reuse
  ? undefined
  : spawnSync(bin('tsx'), ['scripts/test-visual.ts'], { cwd: projectRoot, encoding: 'utf8' });
const wall = (Date.now() - started) / 1000;
const buildLine = suite
  ? (/Static Storybook built in [\d.]+ s/.exec(suite.stdout)?.[0] ??
    'Static Storybook build time not reported')
  : "The last run's results (--reuse)";
const results = JSON.parse(
  readFileSync(join(projectRoot, '.test-output/storybook.json'), 'utf8'),
) as Results;
const durations = results.testResults.flatMap((file) =>
  file.assertionResults.slice(WARM_UP).map((test) => (test.duration ?? 0) / 1000),
);
const sorted = [...durations].sort((a, b) => a - b);
const median = percentile(sorted, 0.5);

/** How many baselines each story has: its captures (`<story id>--<capture name>.png`). */
function capturesByStory(): Map<string, number> {
  const index = JSON.parse(
    readFileSync(join(projectRoot, 'storybook-static/index.json'), 'utf8'),
  ) as { entries: Record<string, { type: string; id: string; title: string; exportName: string }> };
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  // The longest id a file starts with: `a--b` must not take `a--b-c`'s captures.
  const ids = stories.map((story) => story.id).sort((a, b) => b.length - a.length);
  const counts = new Map<string, number>();
  for (const file of readdirSync(join(projectRoot, 'tests/visual/baselines'))) {
    const id = ids.find((candidate) => file.startsWith(`${candidate}--`));
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return new Map(
    stories.map((story) => [`${story.title}|${story.exportName}`, counts.get(story.id) ?? 0]),
  );
}

const captures = capturesByStory();
const perCapture = results.testResults
  .flatMap((file) =>
    file.assertionResults.slice(WARM_UP).flatMap((test) => {
      const count = captures.get(test.ancestorTitles.join('|')) ?? 0;
      return Array.from({ length: count }, () => (test.duration ?? 0) / 1000 / count);
    }),
  )
  .sort((a, b) => a - b);
const captureMedian = percentile(perCapture, 0.5);

console.log(buildLine);
if (suite)
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
console.log(`Screenshots timed (a story's time shared among its captures): ${perCapture.length}`);
console.log(
  `  median ${captureMedian.toFixed(3)} s   p90 ${percentile(perCapture, 0.9).toFixed(3)} s`,
);
console.log(
  `  target median <= ${TARGET_CAPTURE_MEDIAN_S} s: ${captureMedian <= TARGET_CAPTURE_MEDIAN_S ? 'met' : 'NOT met'}`,
);
