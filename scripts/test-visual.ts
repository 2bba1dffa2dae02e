/**
 * The Storybook test-runner over a fresh static build: every story's play function, axe, and the
 * screenshot comparison against tests/visual/baselines, in Debian's Chromium.
 *
 *   tsx scripts/test-visual.ts            build, then compare (missing baselines fail)
 *   tsx scripts/test-visual.ts --update   build, then write every baseline anew
 *   --no-build                            reuse storybook-static/
 *
 * Prints `visual: N passed, N failed`; on failure writes tests/visual/report/index.html.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_PATH } from './lib/chromium.cjs';
import { bin, projectRoot, run, waitForUrl } from './lib/run';
import { writeVisualReport } from './visual-report';

// VISUAL_PORT lets two checkouts' runs share a machine; npm test uses the default.
const PORT = Number(process.env.VISUAL_PORT ?? 6106);
const update = process.argv.includes('--update');
const build = !process.argv.includes('--no-build');
const chromium = CHROMIUM_PATH;
const visualDir = join(projectRoot, 'tests/visual');
const versionFile = join(visualDir, 'CHROMIUM_VERSION');
const resultsFile = join(projectRoot, '.test-output/storybook.json');

interface JestResults {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: {
    assertionResults: { fullName: string; duration?: number | null; status: string }[];
  }[];
}

function chromiumVersion(): string {
  return execFileSync(chromium, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
}

async function main(): Promise<number> {
  if (!existsSync(chromium)) {
    console.log(
      `visual: Chromium not found at ${chromium}; run \`bash scripts/ensure-browser.sh\` (apt-get install chromium fonts-noto-core fonts-noto-cjk fonts-thai-tlwg)`,
    );
    console.log('visual: 0 passed, 1 failed');
    return 1;
  }
  for (const dir of ['__diff_output__', '__received_output__'])
    rmSync(join(visualDir, dir), { recursive: true, force: true });
  mkdirSync(join(projectRoot, '.test-output'), { recursive: true });
  rmSync(resultsFile, { force: true });

  if (build) {
    const started = Date.now();
    const code = await run(
      bin('storybook'),
      ['build', '-o', 'storybook-static', '--quiet', '--disable-telemetry'],
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

  const server = spawn(
    bin('http-server'),
    ['storybook-static', '-p', String(PORT), '-a', '127.0.0.1', '-s', '-c-1'],
    {
      cwd: projectRoot,
      stdio: 'ignore',
    },
  );
  try {
    await waitForUrl(`http://127.0.0.1:${PORT}/index.json`);
    await run(
      bin('test-storybook'),
      [
        '--url',
        `http://127.0.0.1:${PORT}`,
        '--config-dir',
        '.storybook',
        // --json prints the results on stdout and the progress on stderr.
        '--json',
        ...(update ? ['-u'] : ['--ci']),
      ],
      { stdio: ['ignore', openSync(resultsFile, 'w'), 'inherit'] },
    );
  } finally {
    server.kill();
  }

  if (!existsSync(resultsFile) || readFileSync(resultsFile, 'utf8').trim() === '') {
    console.log('visual: the test-runner wrote no results');
    console.log('visual: 0 passed, 1 failed');
    return 1;
  }
  const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as JestResults;
  const current = chromiumVersion();
  if (update) {
    writeFileSync(versionFile, `${current}\n`);
    console.log(`Baselines written with ${current} (tests/visual/CHROMIUM_VERSION)`);
  } else if (results.numFailedTests > 0) {
    const report = writeVisualReport();
    if (report) console.log(`Visual report for QA: ${report}`);
    const recorded = existsSync(versionFile) ? readFileSync(versionFile, 'utf8').trim() : 'unknown';
    if (recorded !== current)
      console.log(
        `Baselines were made with ${recorded}; this is ${current}. If every story differs a little, refresh them in a commit of their own.`,
      );
  }
  const skipped = results.numPendingTests > 0 ? `, ${results.numPendingTests} skipped` : '';
  console.log(
    `visual: ${results.numPassedTests} passed, ${results.numFailedTests} failed${skipped}`,
  );
  return results.numFailedTests === 0 && results.numPassedTests > 0 ? 0 : 1;
}

process.exitCode = await main();
