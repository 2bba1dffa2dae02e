import { SEED_DAY } from '../workbench/sandbox/store/clock';

/**
 * Every story runs on the sandbox's seed day: the page's clock starts at STORY_NOW when the
 * preview loads and runs on from there. What a story shows from today's date (a password's days
 * left, "today" in a list, an invitation's expiry) is then the same on every run and every day, so
 * a baseline guards it exactly; before, such captures changed a little each day and only a loose
 * threshold let them pass (docs/decisions/0003-visual-regression.md).
 *
 * Time still passes, unlike mockdate's frozen clock: the send buttons' countdowns and the sandbox's
 * expiries need it. A story that wants a countdown's first number held freezes `Date.now` itself;
 * `new Date()` reads the same clock.
 */
export const STORY_NOW = SEED_DAY;

/** Starts the clock; the returned function puts the browser's own back (for tests). */
export function startStoryClock(): () => void {
  const RealDate = Date;
  const shift = STORY_NOW - RealDate.now();
  class StoryDate extends RealDate {
    constructor(...args: unknown[]) {
      // A date of its own (a value or parts) is that date; only "now" moves.
      super(...((args.length === 0 ? [StoryDate.now()] : args) as [number]));
    }

    static override now(): number {
      return RealDate.now() + shift;
    }
  }
  globalThis.Date = StoryDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
