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
  /** The reports that failed in a story's last render, when it finished with status "error". */
  failures: Map<string, FailedReport[]>;
  errored: Set<string>;
  /** The last play's exception, for the failure's message: the event does not name its story. */
  playError?: string;
}

/** What axe says of one rule an element broke. */
interface Violation {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[] }[];
}

/** A report Storybook attaches to a finished story (axe's, under addon-a11y). */
interface StoryReport {
  type: string;
  status: string;
  result?: { error?: unknown; violations?: Violation[] };
}

/** A failed report, as much of it as the failure's message names. */
interface FailedReport {
  type: string;
  error?: string;
  violations?: Violation[];
}

const describeViolations = (violations: Violation[]) =>
  violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
    .join('; ');

/** Why a story finished with status "error" though its play passed. */
const describeFailures = (failures: FailedReport[]) =>
  failures.length === 0
    ? 'an error went unhandled while it rendered'
    : failures
        .map(
          ({ type, error, violations }) =>
            `${type}: ${violations ? describeViolations(violations) : error}`,
        )
        .join('\n');

type TrackerScope = typeof globalThis & {
  __storyTracker?: StoryTracker;
  __STORYBOOK_ADDONS_CHANNEL__: {
    on: (event: string, listener: (...data: never[]) => void) => void;
    off: (event: string, listener: (...data: never[]) => void) => void;
    emit: (event: string, ...data: unknown[]) => void;
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
      const tracker: StoryTracker = {
        phase: new Map(),
        finished: new Map(),
        failures: new Map(),
        errored: new Set(),
      };
      scope.__storyTracker = tracker;
      channel.on(
        'storyRenderPhaseChanged',
        ({ storyId: id, newPhase }: Record<string, unknown>) => {
          if (typeof id !== 'string') return;
          tracker.phase.set(id, String(newPhase));
          // Storybook's component testing sets throwPlayFunctionExceptions to false: a play that
          // throws still finishes with status "success", and only this phase tells.
          if (newPhase === 'errored') tracker.errored.add(id);
        },
      );
      channel.on(
        'storyFinished',
        ({
          storyId: id,
          status,
          reporters,
        }: {
          storyId?: unknown;
          status?: string;
          reporters?: StoryReport[];
        }) => {
          if (typeof id !== 'string') return;
          tracker.finished.set(id, status);
          // Storybook finishes a story "error" when one of its reports failed (axe found a
          // violation) or an error went unhandled; the play itself still passed.
          tracker.failures.set(
            id,
            (reporters ?? [])
              .filter((report) => report.status === 'failed')
              .map(({ type, result }) => ({
                type,
                violations: result?.violations,
                error:
                  result?.error instanceof Error
                    ? result.error.message
                    : result?.error === undefined
                      ? undefined
                      : JSON.stringify(result.error),
              })),
          );
        },
      );
      channel.on('playFunctionThrewException', ({ message }: Record<string, unknown>) => {
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
      if (tracker.finished.get(storyId) === 'error')
        return { failures: tracker.failures.get(storyId) ?? [] };
      return { status: tracker.finished.get(storyId) ?? 'success' };
    },
    storyId,
    // A bound on a hang, above the plays' own (5 s a wait, .storybook/preview.tsx), so that a play
    // that gives up reports its own reason first.
    { timeout: 20_000 },
  );
  const outcome = (await status.jsonValue()) as { error?: string; failures?: FailedReport[] };
  const reason =
    outcome.failures === undefined ? outcome.error : describeFailures(outcome.failures);
  if (reason !== undefined)
    throw new Error(
      `${storyId} failed${capture ? ` in ${capture}` : ''}: its play function or a check after it did not pass. ${reason}`,
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

/** The story's accessibility parameters, as addon-a11y reads them. */
interface A11yInput {
  test?: string;
  disable?: boolean;
  options?: Record<string, unknown>;
}

/**
 * Runs axe on the story as it is on screen, as Storybook's accessibility panel does when asked
 * again (addon-a11y's manual event, which the addon does not export by name): for a mode shown in
 * place (dark), whose render's afterEach ran in another. Fails on any violation, as the story's
 * `test: 'error'` does. Only violations are wanted, so axe reduces the rest to a node each.
 */
export async function expectAccessibleInPlace(page: Page, storyId: string, capture: string) {
  const violations = await page.evaluate(async (storyId): Promise<Violation[]> => {
    const scope = globalThis as TrackerScope & {
      __STORYBOOK_PREVIEW__: { currentRender?: { story?: { parameters?: { a11y?: A11yInput } } } };
    };
    const a11y = scope.__STORYBOOK_PREVIEW__.currentRender?.story?.parameters?.a11y ?? {};
    if (a11y.disable === true || a11y.test !== 'error') return [];
    const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;
    return new Promise((resolve, reject) => {
      const onResult = (result: StoryReport['result'], id: string) => {
        if (id !== storyId) return;
        stop();
        resolve(result?.violations ?? []);
      };
      const onError = (error: unknown) => {
        stop();
        reject(new Error(`axe did not run: ${String(error)}`));
      };
      const stop = () => {
        channel.off('storybook/a11y/result', onResult);
        channel.off('storybook/a11y/error', onError);
      };
      channel.on('storybook/a11y/result', onResult);
      channel.on('storybook/a11y/error', onError);
      channel.emit('storybook/a11y/manual', storyId, {
        ...a11y,
        options: { ...a11y.options, resultTypes: ['violations'] },
      });
    });
  }, storyId);
  if (violations.length > 0)
    throw new Error(
      `${storyId} in ${capture}: axe found ${violations.length} violation(s): ${describeViolations(violations)}`,
    );
}
