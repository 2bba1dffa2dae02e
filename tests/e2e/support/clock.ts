import type { Page } from '@playwright/test';

/**
 * Stops the page's clock (installed with `page.clock.install()`) a second ahead of now: pauseAt
 * needs a time still to come, and now has passed by the time the call arrives. A timer of the
 * page (a message's 5 s) then runs only as the test moves the clock, so a busy machine cannot end
 * what it shows before the test has read it.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/**
 * Runs `steps` with the page's clock stopped, then lets it run on: for what shows for a set time
 * (a success message's 3 s before the page moves on), read before a busy machine can use the time
 * up. The clock must be installed before the page loads.
 */
export async function withClockStopped(page: Page, steps: () => Promise<void>): Promise<void> {
  await pauseClock(page);
  await steps();
  await page.clock.resume();
}
