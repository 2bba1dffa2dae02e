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
