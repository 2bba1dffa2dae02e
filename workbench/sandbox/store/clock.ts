/**
 * The sandbox's clock: real time plus an offset a test can advance (SMS code expiry, the 60 s
 * resend wait, QR expiry) without waiting. The seed's own dates count from a fixed day, so lists
 * draw the same on every run.
 */
export interface Clock {
  now(): number;
  advance(ms: number): void;
}

/** The day the seeded records are dated from (logs cover the 90 days before it). */
export const SEED_DAY = Date.UTC(2026, 10, 1);
export const DAY_MS = 86_400_000;

export function createClock(): Clock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
  };
}
