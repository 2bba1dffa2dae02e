/** The instant the page stories' sandbox runs at: 2026-11-01 10:00 UTC, after the seed's day. */
const STORY_NOW = Date.UTC(2026, 10, 1, 10);

/**
 * Runs Date.now from STORY_NOW for one story, so the dates the sandbox makes from its clock (an
 * invite link's expiry, a record just added) draw the same on every run; returns the restore.
 * Call it before the sandbox is reset: the seed reads the clock too.
 */
export function fixStoryClock(): () => void {
  const realNow = Date.now.bind(Date);
  const start = realNow();
  Date.now = () => STORY_NOW + (realNow() - start);
  return () => {
    Date.now = realNow;
  };
}
