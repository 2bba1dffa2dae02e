import { existsSync, readFileSync } from 'node:fs';
import type { TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from '@playwright/test';
// With its extension: Storybook loads this file in Node, which warns on stdout (where the results
// go) about an extensionless import.
import { type CaptureMode, capturesFor, DEFAULT_LOCALE, VIEWPORTS } from './modes.ts';
import { differingPixels } from './pixel-compare.ts';
import {
  beginRender,
  expectAccessibleInPlace,
  remountWith,
  type StoryDescription,
  waitForOwnFinish,
} from './story-renders.ts';

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

/** What a capture is taken of: the clip in page coordinates, and the story's own full height. */
interface CaptureArea {
  clip: { x: number; y: number; width: number; height: number };
  fullHeight: number;
  /** A countdown on screen ran on while the page waited (expectCountdownsHeld). */
  countdownMoved: boolean;
}

/**
 * Readies the page for a capture and measures it, in one round trip to the page:
 *
 * - `shown`: first shows the played story in that language and colour mode (.storybook/preview.tsx,
 *   __showStoryIn, which switches the shared i18n instance and the html element's class): what
 *   reads i18n through Lingui's context draws again; no play, no remount. React commits that render
 *   before the next task.
 * - Whether a countdown on screen runs on (expectCountdownsHeld).
 * - Fonts come from the machine (Debian's packages), so the rest only waits for layout to settle.
 *   With no modal dialog open, the capture is of the page from its top: a full-page capture draws
 *   a fixed message where the viewport was, and whether a play left the page scrolled (a focused
 *   button scrolls into view; a page that reloads its parts shrinks and scrolls back) depends on
 *   timing. The account settings' BindEmail drew its message 1,000 px lower in one run than in
 *   the next.
 * - The clip: the part of the page that holds the story and anything it portals to the body
 *   (menus, dialogs, toasts), plus a margin, to the story's end however far below the viewport
 *   (up to `maxHeight`; with a modal dialog open, the viewport). A small component makes a small
 *   image, which encodes and compares several times faster than the whole viewport.
 */
async function prepareCapture(page: Page, maxHeight: number, shown?: CaptureMode) {
  return page.evaluate(
    async ({ maxHeight, shown }): Promise<CaptureArea> => {
      if (shown) {
        const scope = globalThis as {
          __showStoryIn?: (locale: string, mode: CaptureMode['colourMode']) => Promise<void>;
        };
        await scope.__showStoryIn?.(shown.locale, shown.colourMode);
        await new Promise((resolve) => setTimeout(resolve));
      }
      let countdownMoved = false;
      if (document.querySelector('[data-countdown]')) {
        const before = Date.now();
        await new Promise((resolve) => setTimeout(resolve, 20));
        countdownMoved = Date.now() !== before;
      }
      // A modal dialog's backdrop covers the viewport, not the page below it: with one open the
      // capture is the screen the person sees, as a page scrolled under it is covered too.
      const modal = document.querySelector('[aria-modal="true"]') !== null;
      if (!modal) window.scrollTo(0, 0);
      await document.fonts.ready;
      // Popovers position themselves a frame after they mount.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

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
      const pageHeight = modal
        ? window.innerHeight
        : Math.max(document.documentElement.scrollHeight, window.innerHeight);
      if (boxes.length === 0)
        return {
          clip: { x: 0, y: 0, width, height: window.innerHeight },
          fullHeight: window.innerHeight,
          countdownMoved,
        };
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
        clip: { x: left, y: top, width: right - left, height: Math.min(fullHeight, maxHeight) },
        fullHeight,
        countdownMoved,
      };
    },
    { maxHeight, shown },
  );
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
function expectCountdownsHeld(area: CaptureArea, identifier: string) {
  if (area.countdownMoved)
    throw new Error(
      `${identifier} shows a countdown on a running clock, so its number depends on the machine's speed: hold the clock in the story (beforeEach: holdClock, stories/design-system/fixtures/clock.ts)`,
    );
}

/** Whether this run writes baselines (`--update`) rather than comparing with them. */
function updatingBaselines() {
  return (
    (expect.getState() as { snapshotState?: { _updateSnapshot?: string } }).snapshotState
      ?._updateSnapshot === 'all'
  );
}

const baselineFile = (identifier: string) => `${VISUAL_DIR}/baselines/${identifier}.png`;

/**
 * pixelmatch's colour threshold: a pixel whose colour moved less than this is the same pixel. Both
 * comparisons below use it, the matcher's and the one in this process.
 */
const COLOUR_THRESHOLD = 0.1;

/**
 * Whether a capture draws its baseline: byte for byte, or with every pixel within the colour
 * threshold. Such a capture passes the matcher's comparison with none of its six pixels spent;
 * deciding it in a worker thread (./pixel-compare.ts) spares the matcher's Node process (about
 * 180 ms, measured). Chromium mostly draws the same page to the same bytes; a screen drawn again
 * in place (another language or mode, below) often moves a few pixels of text by one colour level,
 * as its first render would not. Updates always go through the matcher.
 */
async function matchesBaseline(identifier: string, image: Buffer) {
  if (!comparing(identifier)) return false;
  const file = readFileSync(baselineFile(identifier));
  return file.equals(image) || (await differingPixels(file, image, COLOUR_THRESHOLD)) === 0;
}

/** Whether this capture is compared with a baseline, not written as one. */
function comparing(identifier: string) {
  return !updatingBaselines() && existsSync(baselineFile(identifier));
}

/**
 * The capture, shown in place in `shown`'s language and colour mode when given (prepareCapture),
 * and `reportCut`, which says where a story past the height cap was cut: called for the capture that
 * is kept, so that an in-place capture that falls back to a remount does not say it twice.
 */
async function captureImage(page: Page, identifier: string, shown?: CaptureMode) {
  const area = await prepareCapture(page, MAX_CAPTURE_HEIGHT, shown);
  expectCountdownsHeld(area, identifier);
  const { clip, fullHeight } = area;
  const image = await page.screenshot({
    animations: 'disabled',
    caret: 'hide',
    clip,
    // Beyond the viewport only when the story reaches past it: the usual capture stays as cheap.
    fullPage: clip.y + clip.height > (page.viewportSize()?.height ?? 0),
  });
  const reportCut = () => {
    if (fullHeight > clip.height)
      process.stdout.write(
        `visual: ${identifier} is ${fullHeight} px tall; captured to ${clip.height} px\n`,
      );
  };
  return { image, reportCut };
}

async function expectScreenshot(page: Page, identifier: string) {
  const { image, reportCut } = await captureImage(page, identifier);
  reportCut();
  if (await matchesBaseline(identifier, image)) return;
  await withImageMatcher();
  expect(image).toMatchImageSnapshot({
    customSnapshotIdentifier: identifier,
    customSnapshotsDir: `${VISUAL_DIR}/baselines`,
    customDiffDir: `${VISUAL_DIR}/__diff_output__${OUTPUT_SUBDIR}`,
    storeReceivedOnFailure: true,
    customReceivedDir: `${VISUAL_DIR}/__received_output__${OUTPUT_SUBDIR}`,
    // Six pixels past the colour threshold: a button's edge off by one level came to 1 on a run of
    // unchanged stories, a changed digit to 7 and more, a new icon to about 24. 0.1% of a page
    // (over a thousand pixels) let new buttons through unseen (decision 0003).
    failureThreshold: 6,
    failureThresholdType: 'pixel',
    comparisonMethod: 'pixelmatch',
    customDiffConfig: { threshold: COLOUR_THRESHOLD },
    // An update rewrites every capture that is not byte-equal, not only those past the threshold:
    // without this, a change under it was never written, and such changes piled up unseen.
    updatePassedSnapshot: true,
  });
}

/** Media queries follow the viewport: the page takes the width and height of the capture's. */
async function fitViewport(page: Page, viewport: CaptureMode['viewport']) {
  const size = VIEWPORTS[viewport];
  const current = page.viewportSize();
  if (current?.width !== size.width || current.height !== size.height)
    await page.setViewportSize(size);
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
 * The story being visited, as preVisit read it: postVisit captures it without asking the page
 * again. The generated test calls both for one story, preVisit again when it retries.
 */
let visiting: { id: string; story: StoryDescription } | undefined;

const config: TestRunnerConfig = {
  async preVisit(page, context) {
    const story = (await beginRender(page, { storyId: context.id, describe: true }))!;
    visiting = { id: context.id, story };
    // Media queries follow the viewport: a phone story is rendered and played at a phone's width.
    await fitViewport(page, story.visual?.viewport ?? 'desktop');
  },
  async postVisit(page, context) {
    // The play already failed and that error is the report: a picture of the half-played story
    // would only fail again, as a mismatch that hides the cause.
    if (context.hasFailure) return;
    await waitForOwnFinish(page, context.id);
    // VISUAL_CAPTURE=off: play functions and axe only, for a quick loop while building a story.
    if (process.env.VISUAL_CAPTURE === 'off' || CHOSEN_STORIES?.has(context.id) === false) return;
    if (visiting?.id !== context.id) throw new Error(`${context.id} was not visited by preVisit`);
    const { visual = {}, pinnedLocale } = visiting.story;
    const [[ownName], ...others] = capturesFor(
      visual,
      typeof pinnedLocale === 'string' ? pinnedLocale : undefined,
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
    let remounted = false;
    try {
      for (const [name, mode] of others) {
        // Another language, colour mode or width of the same screen: first the played story
        // shown in it in place, which passes only when it draws its baseline with no pixel past
        // the colour threshold (a baseline is always drawn by a remount with its play). Text a
        // component keeps from the earlier language (a form's errors, a toast, data the sandbox
        // answered in it), a layout a play chose at another width, differ, and such a capture is
        // then rendered anew as before: what it is compared with is the story played in that mode.
        const identifier = `${context.id}--${name}`;
        await fitViewport(page, mode.viewport);
        const inPlace = comparing(identifier)
          ? await captureImage(page, identifier, mode)
          : undefined;
        if (inPlace && (await matchesBaseline(identifier, inPlace.image))) {
          inPlace.reportCut();
          // Dark mode has its own contrast to pass: axe checks the screen as shown.
          if (mode.colourMode === 'dark')
            await expectAccessibleInPlace(page, context.id, name).catch((error: Error) =>
              mismatches.push(error),
            );
          continue;
        }
        remounted = true;
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
      // The next story starts from the defaults again (its preVisit sets the viewport; after a
      // mode shown in place, its loaders set the language and its decorator, which Storybook
      // mounts anew for each story, the html element's language and colour mode).
      if (remounted)
        await beginRender(page, {
          storyId: context.id,
          globals: { locale: DEFAULT_LOCALE, colourMode: 'light', a11y: { manual: false } },
        });
    }
    failOnMismatches(mismatches);
  },
};

export default config;
