/**
 * The Storybook test-runner over a fresh static test build: every story's play function, axe, and the
 * screenshot comparison against tests/visual/baselines, in Debian's Chromium.
 *
 *   tsx scripts/test-visual.ts              build, then compare (missing baselines fail)
 *   tsx scripts/test-visual.ts --update     build, then write every baseline anew
 *   … <story id> [<story id>…]              only these stories (each in all its locales and modes);
 *                                           with --update, only their baselines are written
 *   --shard i/n                             the i-th of n parts (by stories file); merge the parts'
 *                                           results and report with scripts/visual-merge.ts
 *   --no-build                              reuse storybook-static/
 *
 * Prints `visual: N passed, N failed`. An unsharded run that failed writes
 * tests/visual/report/index.html (served by `npm run test:visual:report`).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { TEST_BROWSER_PATH } from './lib/chromium.cjs';
import { answers, bin, projectRoot, run, waitForUrl } from './lib/run';
import { shardName } from './lib/shards';
import type { JestReport } from './lib/test-results';
import {
  parseVisualArgs,
  SHARD_RESULTS_DIR,
  storiesOfIndex,
  testPathPatterns,
  type VisualArgs,
} from './lib/visual-stories';
import { diffRoot, receivedRoot, reportDir, writeVisualReport } from './visual-report';

// VISUAL_PORT lets two checkouts' runs share a machine; npm test uses the default, the port the
// baselines were made at (some stories draw the page's own address: decision 0003).
const PORT = Number(process.env.VISUAL_PORT ?? 6106);
const chromium = TEST_BROWSER_PATH;
const visualDir = join(projectRoot, 'tests/visual');
const versionFile = join(visualDir, 'CHROMIUM_VERSION');
const indexFile = join(projectRoot, 'storybook-static/index.json');

function chromiumVersion(): string {
  return execFileSync(chromium, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
}

async function main(): Promise<number> {
  let args: VisualArgs;
  try {
    args = parseVisualArgs(process.argv.slice(2));
  } catch (error) {
    console.log(`visual: ${(error as Error).message}`);
    console.log('visual: 0 passed, 1 failed');
    return 1;
  }
  const { update, build, shard, storyIds } = args;
  const resultsFile = shard
    ? join(projectRoot, SHARD_RESULTS_DIR, `${shardName(shard)}.json`)
    : join(projectRoot, '.test-output/storybook.json');
  if (!existsSync(chromium)) {
    console.log(
      `visual: Chromium not found at ${chromium}; run \`bash scripts/ensure-browser.sh\` (apt-get install chromium-headless-shell fonts-noto-core fonts-noto-cjk fonts-thai-tlwg)`,
    );
    console.log('visual: 0 passed, 1 failed');
    return 1;
  }
  // A shard clears only its own diffs; updating chosen stories clears nothing, so that QA can go
  // on accepting stories from the report it came from; any other run starts afresh.
  if (shard) {
    for (const root of [diffRoot, receivedRoot])
      rmSync(join(root, `shard-${shardName(shard)}`), { recursive: true, force: true });
  } else if (!(update && storyIds.length > 0)) {
    for (const dir of [diffRoot, receivedRoot, reportDir])
      rmSync(dir, { recursive: true, force: true });
  }
  mkdirSync(dirname(resultsFile), { recursive: true });
  rmSync(resultsFile, { force: true });

  if (build) {
    const started = Date.now();
    const code = await run(
      bin('storybook'),
      // Storybook's test build: the runner visits stories only, so the docs pages, MDX, prop
      // tables (react-docgen-typescript) and tree shaking are left out. It took 17 s instead of 48
      // (26 CPU-seconds instead of 71) here, and 121 stories drew the same bytes from both builds.
      // Designers' Storybook and Chromatic's keep everything (`npm run build-storybook`).
      ['build', '-o', 'storybook-static', '--test', '--quiet', '--disable-telemetry'],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (code !== 0) {
      console.log('visual: the static Storybook build failed');
      console.log('visual: 0 passed, 1 failed');
      return 1;
    }
    console.log(`Static Storybook built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  let selection: { env: Record<string, string>; paths: string[] } = { env: {}, paths: [] };
  if (storyIds.length > 0) {
    const stories = storiesOfIndex(readFileSync(indexFile, 'utf8'));
    const unknown = storyIds.filter((id) => !stories.has(id));
    if (unknown.length > 0) {
      console.log(`visual: no story ${unknown.join(', ')} in storybook-static/index.json`);
      console.log('visual: 0 passed, 1 failed');
      return 1;
    }
    selection = {
      env: { VISUAL_STORIES: storyIds.join(',') },
      paths: testPathPatterns(storyIds.map((id) => stories.get(id)!)),
    };
  }

  // A server left on the port by an earlier run would answer in this one's place, with its own
  // (or no) build: one did, serving a deleted build, and the step failed as "index.json did not
  // answer".
  if (await answers(`http://127.0.0.1:${PORT}/`)) {
    console.log(
      `visual: port ${PORT} is already in use (a server left by an earlier run?); stop it or set VISUAL_PORT`,
    );
    console.log('visual: 0 passed, 1 failed');
    return 1;
  }
  const server = spawn(
    bin('http-server'),
    ['storybook-static', '-p', String(PORT), '-a', '127.0.0.1', '-s', '-c-1'],
    {
      cwd: projectRoot,
      stdio: 'ignore',
    },
  );
  let code: number;
  try {
    await waitForUrl(`http://127.0.0.1:${PORT}/index.json`);
    code = await run(
      bin('test-storybook'),
      [
        '--url',
        `http://127.0.0.1:${PORT}`,
        '--config-dir',
        '.storybook',
        // --json prints the results on stdout and the progress on stderr.
        '--json',
        ...(update ? ['-u'] : ['--ci']),
        ...(shard ? ['--shard', `${shard.index}/${shard.total}`] : []),
        ...selection.paths,
      ],
      {
        stdio: ['ignore', openSync(resultsFile, 'w'), 'inherit'],
        env: {
          ...process.env,
          ...selection.env,
          ...(shard && { VISUAL_SHARD: shardName(shard) }),
        },
      },
    );
  } finally {
    // A server that stopped during the run (killed, or its port taken over) left the runner asking
    // whatever answered on the port: its failures would read as the stories' own.
    if (server.exitCode !== null || server.signalCode !== null) {
      console.log(`visual: the Storybook server on port ${PORT} stopped during the run`);
      code = 1;
    }
    server.kill();
  }

  if (!existsSync(resultsFile) || readFileSync(resultsFile, 'utf8').trim() === '') {
    console.log('visual: the test-runner wrote no results');
    console.log('visual: 0 passed, 1 failed');
    return 1;
  }
  const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as JestReport;
  // A stories file that did not load fails no test, but the run.
  const failed = results.numFailedTests + (code !== 0 && results.numFailedTests === 0 ? 1 : 0);
  const current = chromiumVersion();
  if (update && storyIds.length > 0) {
    // The other baselines stay as they were, and so does the version they were made with.
    if (failed === 0) console.log(`Baselines of ${storyIds.join(', ')} written with ${current}`);
  } else if (update) {
    writeFileSync(versionFile, `${current}\n`);
    console.log(`Baselines written with ${current} (tests/visual/CHROMIUM_VERSION)`);
  } else if (failed > 0) {
    if (shard)
      console.log(
        `Shard ${shard.index}/${shard.total} failed; once every shard has run, \`npm run test:visual:merge\` writes the report`,
      );
    else if (writeVisualReport({ results, index: readFileSync(indexFile, 'utf8'), subdirs: [''] }))
      console.log(
        'Visual report for QA: `npm run test:visual:report` serves it (tests/visual/report/index.html) with the stories beside it',
      );
    const recorded = existsSync(versionFile) ? readFileSync(versionFile, 'utf8').trim() : 'unknown';
    if (recorded !== current)
      console.log(
        `Baselines were made with ${recorded}; this is ${current}. If every story differs a little, refresh them in a commit of their own.`,
      );
  }
  const skipped = results.numPendingTests > 0 ? `, ${results.numPendingTests} skipped` : '';
  console.log(`visual: ${results.numPassedTests} passed, ${failed} failed${skipped}`);
  return failed === 0 && results.numPassedTests > 0 ? 0 : 1;
}

process.exitCode = await main();
