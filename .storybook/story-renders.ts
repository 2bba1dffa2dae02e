import type { Page } from '@playwright/test';
import type { VisualParameters } from '../types/storybook';

// The test-runner's hold on the preview's renders (.storybook/test-runner.ts): which story is on
// screen, in which globals, and when its render has finished.

type PreviewGlobals = Record<string, unknown>;

/**
 * What the page has seen of each story's renders: its last phase, the status it finished with, and
 * whether its play threw since its last beginRender.
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

/** What the runner reads of a story: its visual parameters and the locale it pins, if any. */
export interface StoryDescription {
  visual?: VisualParameters;
  pinnedLocale?: unknown;
}

/** How a render starts: the story, and what else to do in the same round trip. */
interface RenderStart {
  storyId: string;
  /** The preview's user globals to set first, without a render of their own. */
  globals?: PreviewGlobals;
  /** Renders the story again, play function included (the runner's extra captures). */
  remount?: boolean;
  /** Returns the story's description. */
  describe?: boolean;
}

/**
 * Readies the page for a render of the story, in one round trip to the page (each costs about as
 * much as a small evaluate's work on a busy machine):
 *
 * - Sets the user globals without a render. Internal API (the test-runner itself reaches into
 *   __STORYBOOK_PREVIEW__): an updateGlobals event would render once more for nothing.
 * - Forgets how the story last finished, and on a fresh page starts tracking every render's phase
 *   and finish by story id. The test-runner takes any storyFinished as the end of the story it
 *   visits, whatever its id. A story whose play threw is reported at once, but its render still
 *   sends storyFinished a moment later, and the next story was then taken as finished before its
 *   play had run: the devices page's DeleteSerialNumber was drawn with its confirmation still on
 *   the way. A render still under way when the next story starts also makes Storybook reload the
 *   page, which failed every story after it in that file ("__test is not defined").
 * - Scrolls to the top: the page is kept from story to story, and a story drawn where the one
 *   before it had scrolled (a focus returned to a button low on its page) was captured scrolled in
 *   one run and not in another.
 * - Remounts, when asked: the story again under the new globals in the same page, instead of
 *   loading the whole preview anew.
 * - Describes the story from the preview's store (the test-runner's `getStoryContext` is its whole
 *   bundle, which this file, loaded for every stories file, does not import). It waits for the
 *   store first: a file's first story comes right after the preview's load event, and the store is
 *   ready only once the preview has read the story index. With two runs side by side, one file's
 *   first preVisit came first, and every story of that file failed ("Cannot access the Story Store
 *   until the index is ready").
 */
export async function beginRender(page: Page, start: RenderStart) {
  return page.evaluate(async ({ storyId, globals, remount, describe }) => {
    const scope = globalThis as TrackerScope & {
      __STORYBOOK_PREVIEW__: {
        ready: () => Promise<void>;
        storyStoreValue: { userGlobals: { update: (g: PreviewGlobals) => void } };
      };
      // Storybook's own type omits storyGlobals, which the loaded story carries.
      __getContext: (id: string) => Promise<{
        parameters: { visual?: VisualParameters };
        storyGlobals?: PreviewGlobals;
      }>;
    };
    const preview = scope.__STORYBOOK_PREVIEW__;
    await preview.ready();
    if (globals) preview.storyStoreValue.userGlobals.update(globals);
    const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;
    if (!scope.__storyTracker) {
      const tracker: StoryTracker = { phase: new Map(), finished: new Map(), errored: new Set() };
      scope.__storyTracker = tracker;
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
    globalThis.scrollTo(0, 0);
    if (remount) channel.emit('forceRemount', { storyId });
    if (!describe) return undefined;
    const context = await scope.__getContext(storyId);
    const description: StoryDescription = {
      visual: context.parameters.visual,
      pinnedLocale: context.storyGlobals?.locale,
    };
    return description;
  }, start);
}

/**
 * Waits until the story has finished and no render of it is under way any more; a story that
 * reported a failure fails the test.
 */
export async function waitForOwnFinish(page: Page, storyId: string, capture?: string) {
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
 * Renders the current story again under new globals, play function included, in the same page:
 * one remount instead of reloading the whole preview.
 */
export async function remountWith(
  page: Page,
  storyId: string,
  capture: string,
  globals: PreviewGlobals,
) {
  await beginRender(page, { storyId, globals, remount: true });
  await waitForOwnFinish(page, storyId, capture);
}
