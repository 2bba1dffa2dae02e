import { existsSync, readFileSync } from 'node:fs';
import type { TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from '@playwright/test';
import type { VisualParameters } from '../types/storybook';
// With its extension: Storybook loads this file in Node, which warns on stdout (where the results
// go) about an extensionless import.
import { capturesFor, DEFAULT_LOCALE, VIEWPORTS } from './modes.ts';

const VISUAL_DIR = `${process.cwd()}/tests/visual`;
// A shard writes its diffs in a folder of its own: shards run one after another on one machine
// would otherwise clear each other's, and a CI merge job gathers them without a clash.
const OUTPUT_SUBDIR = process.env.VISUAL_SHARD ? `/shard-${process.env.VISUAL_SHARD}` : '';
/**
 * `npm run test:visual -- <story id>…`: only these stories are captured (scripts/test-visual.ts
 * runs only their files). The other stories of those files are still visited, as the test-runner
 * visits every story of a file: Jest's testNamePattern, which would leave them out, makes it skip
 * opening the page (jest-playwright's skipInitialization) and every test fails.
 */
const CHOSEN_STORIES = process.env.VISUAL_STORIES
  ? new Set(process.env.VISUAL_STORIES.split(','))
  : undefined;

/**
 * A capture takes the story's whole height, not the viewport's: a tall page or panel is guarded
 * to its end. Beyond this it is cut, and the run says so (a story that long is a list to page).
 */
const MAX_CAPTURE_HEIGHT = 4000;

/**
 * Fonts come from the machine (Debian's packages), so this only waits for layout to settle.
 *
 * With no modal dialog open, the capture is of the page from its top: a full-page capture draws a
 * fixed message where the viewport was, and whether a play left the page scrolled (a focused
 * button scrolls into view; a page that reloads its parts shrinks and scrolls back) depends on
 * timing. The account settings' BindEmail drew its message 1,000 px lower in one run than in the
 * next.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    // Under a modal dialog the capture is the viewport the person sees (contentClip), page and all.
    if (!document.querySelector('[aria-modal="true"]')) window.scrollTo(0, 0);
    await document.fonts.ready;
    // Popovers position themselves a frame after they mount.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * The part of the page that holds the story and anything it portals to the body (menus, dialogs,
 * toasts), plus a margin, to the story's end however far below the viewport (up to
 * MAX_CAPTURE_HEIGHT; with a modal dialog open, the viewport): a small component makes a small image, which encodes and compares several
 * times faster than the whole viewport. In page coordinates; `fullHeight` is the story's own.
 */
async function contentClip(page: Page, maxHeight: number) {
  return page.evaluate((maxHeight) => {
    const MARGIN = 16;
    const root = document.getElementById('storybook-root');
    const portals = [...document.body.children].filter(
      (element) => element !== root && !element.matches('script, .sb-wrapper, #storybook-docs'),
    );
    const { scrollX, scrollY } = window;
    const boxes = [...(root?.children ?? []), ...portals]
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    const width = window.innerWidth;
    // A modal dialog's backdrop covers the viewport, not the page below it: with one open the
    // capture is the screen the person sees, as a page scrolled under it is covered too.
    const modal = document.querySelector('[aria-modal="true"]') !== null;
    const pageHeight = modal
      ? window.innerHeight
      : Math.max(document.documentElement.scrollHeight, window.innerHeight);
    if (boxes.length === 0)
      return { x: 0, y: 0, width, height: window.innerHeight, fullHeight: window.innerHeight };
    const left = Math.max(
      0,
      Math.floor(Math.min(...boxes.map((box) => box.left)) + scrollX - MARGIN),
    );
    const top = Math.max(
      0,
      Math.floor(Math.min(...boxes.map((box) => box.top)) + scrollY - MARGIN),
    );
    const right = Math.min(
      width,
      Math.ceil(Math.max(...boxes.map((box) => box.right)) + scrollX + MARGIN),
    );
    const bottom = Math.min(
      pageHeight,
      Math.ceil(Math.max(...boxes.map((box) => box.bottom)) + scrollY + MARGIN),
    );
    const fullHeight = bottom - top;
    return {
      x: left,
      y: top,
      width: right - left,
      height: Math.min(fullHeight, maxHeight),
      fullHeight,
    };
  }, maxHeight);
}

/**
 * Adds jest-image-snapshot's matcher to the file's `expect` when a capture first needs it. Most
 * captures are byte-equal to their baselines and need none, and the module with its PNG and diff
 * libraries would otherwise load for each of the 90 stories files: this module, and the matcher
 * with it, is loaded once a file (each has its own registry and its own `expect`).
 */
let imageMatcher: Promise<void> | undefined;
function withImageMatcher() {
  imageMatcher ??= import('jest-image-snapshot').then(({ toMatchImageSnapshot }) => {
    expect.extend({ toMatchImageSnapshot });
  });
  return imageMatcher;
}

/**
 * A running countdown (data-countdown: a send button's, the forced-redirect notice's) shows the
 * seconds left by the clock: on a moving clock the number depends on how long the play and the
 * capture took, and a slow machine drew 41 where the baseline had 42 (ResetPasswordForm's
 * CodeSent, 2026-12-02). Such a story holds Date.now (stories/design-system/fixtures/clock.ts);
 * this says which one did not.
 */
async function expectCountdownsHeld(page: Page, identifier: string) {
  const moving = await page.evaluate(async () => {
    if (!document.querySelector('[data-countdown]')) return false;
    const before = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    return Date.now() !== before;
  });
  if (moving)
    throw new Error(
      `${identifier} shows a countdown on a running clock, so its number depends on the machine's speed: hold the clock in the story (beforeEach: holdClock, stories/design-system/fixtures/clock.ts)`,
    );
}

async function expectScreenshot(page: Page, identifier: string) {
  await expectCountdownsHeld(page, identifier);
  await settle(page);
  const { fullHeight, ...clip } = await contentClip(page, MAX_CAPTURE_HEIGHT);
  if (fullHeight > clip.height)
    process.stdout.write(
      `visual: ${identifier} is ${fullHeight} px tall; captured to ${clip.height} px\n`,
    );
  const image = await page.screenshot({
    animations: 'disabled',
    caret: 'hide',
    clip,
    // Beyond the viewport only when the story reaches past it: the usual capture stays as cheap.
    fullPage: clip.y + clip.height > (page.viewportSize()?.height ?? 0),
  });
  // Chromium draws the same page to the same bytes: an identical file needs no pixel comparison,
  // which costs a Node process and about 180 ms (measured). Updates always go through the matcher.
  const baseline = `${VISUAL_DIR}/baselines/${identifier}.png`;
  const updating =
    (expect.getState() as { snapshotState?: { _updateSnapshot?: string } }).snapshotState
      ?._updateSnapshot === 'all';
  if (!updating && existsSync(baseline) && readFileSync(baseline).equals(image)) return;
  await withImageMatcher();
  expect(image).toMatchImageSnapshot({
    customSnapshotIdentifier: identifier,
    customSnapshotsDir: `${VISUAL_DIR}/baselines`,
    customDiffDir: `${VISUAL_DIR}/__diff_output__${OUTPUT_SUBDIR}`,
    storeReceivedOnFailure: true,
    customReceivedDir: `${VISUAL_DIR}/__received_output__${OUTPUT_SUBDIR}`,
    // Six pixels past pixelmatch's colour threshold (0.1, below): a button's edge off by one level
    // came to 1 on a run of unchanged stories, a changed digit to 7 and more, a new icon to about 24.
    // 0.1% of a page (over a thousand pixels) let new buttons through unseen (decision 0003).
    failureThreshold: 6,
    failureThresholdType: 'pixel',
    comparisonMethod: 'pixelmatch',
    customDiffConfig: { threshold: 0.1 },
    // An update rewrites every capture that is not byte-equal, not only those past the threshold:
    // without this, a change under it was never written, and such changes piled up unseen.
    updatePassedSnapshot: true,
  });
}

/** Fails with every capture that differed, so that the report shows each, not only the first. */
function failOnMismatches(mismatches: Error[]) {
  if (mismatches.length === 1) throw mismatches[0]!;
  if (mismatches.length > 1)
    throw new Error(
      `${mismatches.length} captures differ from their baselines:\n\n${mismatches.map((error) => error.message).join('\n\n')}`,
    );
}

/**
 * The story's context as the preview holds it: the test-runner's `getStoryContext`, which this
 * file does not import: its module is the test-runner's whole bundle, and this file is loaded for
 * every stories file (test-runner-setup.js).
 *
 * It waits for the preview's store first: a file's first story comes right after the preview's
 * load event, and the store is ready only once the preview has fetched and read the story index.
 * With two runs side by side, one file's first preVisit came first, and every story of that file
 * failed ("Cannot access the Story Store until the index is ready").
 */
async function getStoryContext(page: Page, context: { id: string }) {
  return page.evaluate(async (storyId) => {
    const scope = globalThis as unknown as {
      __STORYBOOK_PREVIEW__: { ready: () => Promise<void> };
      // Storybook's own type omits storyGlobals, which the loaded story carries.
      __getContext: (id: string) => {
        parameters: { visual?: VisualParameters };
        storyGlobals?: PreviewGlobals;
      };
    };
    await scope.__STORYBOOK_PREVIEW__.ready();
    return scope.__getContext(storyId);
  }, context.id);
}

type PreviewGlobals = Record<string, unknown>;

/**
 * Sets the preview's user globals without a render. Internal API (the test-runner itself reaches
 * into __STORYBOOK_PREVIEW__): an updateGlobals event would render once more for nothing.
 */
async function setUserGlobals(page: Page, globals: PreviewGlobals) {
  await page.evaluate((globals) => {
    const preview = (
      globalThis as unknown as {
        __STORYBOOK_PREVIEW__: {
          storyStoreValue: { userGlobals: { update: (g: PreviewGlobals) => void } };
        };
      }
    ).__STORYBOOK_PREVIEW__;
    preview.storyStoreValue.userGlobals.update(globals);
  }, globals);
}

/**
 * What the page has seen of each story's renders: its last phase, the status it finished with, and
 * whether its play threw since the last forgetFinish.
 */
interface StoryTracker {
  phase: Map<string, string>;
  finished: Map<string, string | undefined>;
  errored: Set<string>;
  /** The last play's exception, for the failure's message: the event does not name its story. */
  playError?: string;
}

type TrackerScope = typeof globalThis & {
  __storyTracker?: StoryTracker;
  __STORYBOOK_ADDONS_CHANNEL__: {
    on: (event: string, listener: (data: Record<string, unknown>) => void) => void;
    emit: (event: string, data: unknown) => void;
  };
};

/**
 * Forgets how the story last finished, and on a fresh page starts tracking every render's phase
 * and finish by story id.
 *
 * The test-runner takes any storyFinished as the end of the story it visits, whatever its id. A
 * story whose play threw is reported at once, but its render still sends storyFinished a moment
 * later, and the next story was then taken as finished before its play had run: the devices page's
 * DeleteSerialNumber was drawn with its confirmation still on the way. A render still under way
 * when the next story starts also makes Storybook reload the page, which failed every story after
 * it in that file ("__test is not defined").
 */
async function forgetFinish(page: Page, storyId: string) {
  await page.evaluate((storyId) => {
    const scope = globalThis as TrackerScope;
    if (!scope.__storyTracker) {
      const tracker: StoryTracker = { phase: new Map(), finished: new Map(), errored: new Set() };
      scope.__storyTracker = tracker;
      const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;
      channel.on('storyRenderPhaseChanged', ({ storyId: id, newPhase }) => {
        if (typeof id !== 'string') return;
        tracker.phase.set(id, String(newPhase));
        // Storybook's component testing sets throwPlayFunctionExceptions to false: a play that
        // throws still finishes with status "success", and only this phase tells.
        if (newPhase === 'errored') tracker.errored.add(id);
      });
      channel.on('storyFinished', ({ storyId: id, status }) => {
        if (typeof id === 'string') tracker.finished.set(id, status as string | undefined);
      });
      channel.on('playFunctionThrewException', ({ message }) => {
        tracker.playError = String(message).slice(0, 600);
      });
    }
    scope.__storyTracker.playError = undefined;
    scope.__storyTracker.finished.delete(storyId);
    scope.__storyTracker.errored.delete(storyId);
  }, storyId);
}

/**
 * Waits until the story has finished and no render of it is under way any more; a story that
 * reported a failure fails the test.
 */
async function waitForOwnFinish(page: Page, storyId: string, capture?: string) {
  const status = await page.waitForFunction(
    (storyId) => {
      const tracker = (globalThis as TrackerScope).__storyTracker;
      if (!tracker?.finished.has(storyId) || tracker.phase.get(storyId) !== 'finished')
        return undefined;
      if (tracker.errored.has(storyId)) return { error: tracker.playError ?? '' };
      return { status: tracker.finished.get(storyId) ?? 'success' };
    },
    storyId,
    // A bound on a hang, above the plays' own (5 s a wait, .storybook/preview.tsx), so that a play
    // that gives up reports its own reason first.
    { timeout: 20_000 },
  );
  const outcome = (await status.jsonValue()) as { error?: string };
  if (outcome.error !== undefined)
    throw new Error(
      `${storyId} failed${capture ? ` in ${capture}` : ''}: its play function or a check after it did not pass. ${outcome.error}`,
    );
}

/**
 * Each render starts at the top of the page: the page is kept from story to story, and a story
 * drawn where the one before it had scrolled (a focus returned to a button low on its page) was
 * captured scrolled in one run and not in another.
 */
async function scrollToTop(page: Page) {
  await page.evaluate(() => globalThis.scrollTo(0, 0));
}

/**
 * Renders the current story again under new globals, play function included, in the same page:
 * one remount instead of reloading the whole preview.
 */
async function remountWith(page: Page, storyId: string, capture: string, globals: PreviewGlobals) {
  await setUserGlobals(page, globals);
  await forgetFinish(page, storyId);
  await scrollToTop(page);
  await page.evaluate((storyId) => {
    (globalThis as TrackerScope).__STORYBOOK_ADDONS_CHANNEL__.emit('forceRemount', { storyId });
  }, storyId);
  await waitForOwnFinish(page, storyId, capture);
}

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    await forgetFinish(page, context.id);
    await scrollToTop(page);
    // Media queries follow the viewport: a phone story is rendered and played at a phone's width.
    const { parameters } = await getStoryContext(page, context);
    const size = VIEWPORTS[parameters.visual?.viewport ?? 'desktop'];
    const current = page.viewportSize();
    if (current?.width !== size.width || current.height !== size.height)
      await page.setViewportSize(size);
  },
  async postVisit(page, context) {
    // The play already failed and that error is the report: a picture of the half-played story
    // would only fail again, as a mismatch that hides the cause.
    if (context.hasFailure) return;
    await waitForOwnFinish(page, context.id);
    // VISUAL_CAPTURE=off: play functions and axe only, for a quick loop while building a story.
    if (process.env.VISUAL_CAPTURE === 'off' || CHOSEN_STORIES?.has(context.id) === false) return;
    const story = await getStoryContext(page, context);
    const visual: VisualParameters = story.parameters.visual ?? {};
    const pinned = story.storyGlobals?.locale;
    const [[ownName], ...others] = capturesFor(
      visual,
      typeof pinned === 'string' ? pinned : undefined,
    );
    const mismatches: Error[] = [];
    const capture = async (name: string) => {
      try {
        await expectScreenshot(page, `${context.id}--${name}`);
      } catch (error) {
        mismatches.push(error as Error);
      }
    };
    // The story as played: its own capture needs no second render.
    await capture(ownName);
    if (others.length === 0) return failOnMismatches(mismatches);
    try {
      for (const [name, mode] of others) {
        const size = VIEWPORTS[mode.viewport];
        const current = page.viewportSize();
        if (current?.width !== size.width || current.height !== size.height)
          await page.setViewportSize(size);
        await remountWith(page, context.id, name, {
          locale: mode.locale,
          colourMode: mode.colourMode,
          // Axe already checked this story; it runs again in dark, whose contrast is what dark
          // mode has to pass. The other captures are for the eye.
          a11y: { manual: mode.colourMode !== 'dark' },
        });
        await capture(name);
      }
    } finally {
      // The next story starts from the defaults again (its preVisit sets the viewport).
      await setUserGlobals(page, {
        locale: DEFAULT_LOCALE,
        colourMode: 'light',
        a11y: { manual: false },
      });
    }
    failOnMismatches(mismatches);
  },
};

export default config;
