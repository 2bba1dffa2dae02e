/**
 * Where a story's time goes in the visual run (issue 20's 0.3 s a screenshot): renders a sample of
 * the stories of the built test Storybook (`storybook-static/`, from `npm run test:visual` or
 * `storybook build --test`) one after another in one page, as the test-runner does, and prints the
 * mean time a story spends in each phase of Storybook's render (preparing, loading, rendering,
 * playing, afterEach: axe) and what a viewport screenshot costs. No capture is compared: this
 * says what the runner's time is made of, not whether the stories pass.
 *
 * `npx tsx bench/story-phases.ts [sample size]` (default 100, spread evenly over the index).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { TEST_BROWSER_ARGS, TEST_BROWSER_PATH } from '../scripts/lib/chromium.cjs';
import { bin, projectRoot, waitForUrl } from '../scripts/lib/run';

/** What the page's globals hold: Storybook's preview and channel, and the phases seen. */
type PreviewScope = typeof globalThis & {
  __STORYBOOK_PREVIEW__?: { ready: () => Promise<void> };
  __STORYBOOK_ADDONS_CHANNEL__: {
    on: (event: string, listener: (data: { storyId: string; newPhase: string }) => void) => void;
    emit: (event: string, data: unknown) => void;
  };
  /** Each phase a story entered: its id, the phase, and when (performance.now()). */
  __phases: [string, string, number][];
};

const PORT = Number(process.env.PHASES_PORT ?? 6199);
const SAMPLE = Number(process.argv[2] ?? 100);
const SCREENSHOTS = 20;

const index = JSON.parse(
  readFileSync(join(projectRoot, 'storybook-static/index.json'), 'utf8'),
) as { entries: Record<string, { type: string; id: string }> };
const ids = Object.values(index.entries)
  .filter((entry) => entry.type === 'story')
  .map((entry) => entry.id);
const every = Math.max(1, Math.floor(ids.length / SAMPLE));
const sample = ids.filter((_, position) => position % every === 0);

const server = spawn(bin('http-server'), ['storybook-static', '-p', String(PORT), '-s'], {
  cwd: projectRoot,
  stdio: 'ignore',
});
const browser = await chromium.launch({
  executablePath: TEST_BROWSER_PATH,
  args: TEST_BROWSER_ARGS,
});
try {
  await waitForUrl(`http://127.0.0.1:${PORT}/index.json`);
  // The test-runner's user agent: Storybook then pauses animations instead of waiting for them
  // (its isTestEnvironment), as in the visual run.
  const probe = await browser.newPage();
  const userAgent = await probe.evaluate(() => navigator.userAgent);
  await probe.close();
  const page = await browser.newPage({
    viewport: { width: 1280, height: 800 },
    userAgent: `${userAgent} StorybookTestRunner`,
  });
  await page.goto(`http://127.0.0.1:${PORT}/iframe.html?id=${sample[0]}&viewMode=story`);
  await page.waitForFunction(
    () => (globalThis as PreviewScope).__STORYBOOK_PREVIEW__ !== undefined,
  );
  await page.evaluate(async () => {
    const scope = globalThis as PreviewScope;
    await scope.__STORYBOOK_PREVIEW__?.ready();
    scope.__phases = [];
    scope.__STORYBOOK_ADDONS_CHANNEL__.on('storyRenderPhaseChanged', ({ storyId, newPhase }) =>
      scope.__phases.push([storyId, newPhase, performance.now()]),
    );
  });

  const totals = new Map<string, number>();
  let wall = 0;
  for (const id of sample) {
    const started = performance.now();
    await page.evaluate((id) => {
      const scope = globalThis as PreviewScope;
      scope.__phases = [];
      scope.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', {
        storyId: id,
        viewMode: 'story',
      });
    }, id);
    await page.waitForFunction(
      (id) =>
        (globalThis as PreviewScope).__phases.some(
          ([story, phase]) => story === id && phase === 'finished',
        ),
      id,
      { timeout: 60_000 },
    );
    wall += performance.now() - started;
    const phases = (await page.evaluate(() => (globalThis as PreviewScope).__phases)).filter(
      ([story]) => story === id,
    );
    for (const [position, [, phase, at]] of phases.entries()) {
      const next = phases[position + 1];
      if (next) totals.set(phase, (totals.get(phase) ?? 0) + next[2] - at);
    }
  }

  const perStory = (ms: number) => `${(ms / sample.length).toFixed(0).padStart(5)} ms`;
  console.log(`Stories rendered: ${sample.length} of ${ids.length}, one after another in one page`);
  console.log(`  a story, from its selection to "finished": ${perStory(wall)}`);
  for (const [phase, ms] of [...totals].sort((a, b) => b[1] - a[1]))
    if (ms / sample.length >= 1) console.log(`  ${phase.padEnd(12)} ${perStory(ms)}`);
  const shots = performance.now();
  for (let shot = 0; shot < SCREENSHOTS; shot++) await page.screenshot({ animations: 'disabled' });
  console.log(
    `A screenshot of the 1280 x 800 viewport: ${((performance.now() - shots) / SCREENSHOTS).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  server.kill();
}
