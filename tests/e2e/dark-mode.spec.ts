import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SIGNED_IN_PAGES, SIGNED_OUT_PAGES, waitUntilDrawn } from './support/pages';
import { startSession } from './support/session';
import { expect, test } from './support/test';

/**
 * Dark mode (issue 17, item 10): the system's mode by default, the header's toggle keeps the
 * person's pick (local storage, wb_colour_mode), and every page reads in dark: axe's contrast
 * check passes on each.
 */
const toggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: '深色模式' });

test.describe('a system in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('should start dark, and stay light once the person picks light, after a reload too', async ({
    page,
  }) => {
    await page.goto('index.html');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
  });

  /**
   * Every text and control of each page against its background, as axe measures it. The pages are
   * opened by their hash in one tab, as a person moving through the app would.
   */
  async function contrastViolations(page: Page, hrefs: readonly string[]) {
    const found: string[] = [];
    await page.goto('index.html');
    for (const href of hrefs) {
      await page.evaluate((hash) => (window.location.hash = hash), href);
      await waitUntilDrawn(page);
      // The legacy page's frame holds the old system's own page, not this app's.
      const { violations } = await new AxeBuilder({ page })
        .withRules(['color-contrast'])
        .exclude('iframe')
        .analyze();
      for (const violation of violations)
        for (const node of violation.nodes)
          found.push(`${href}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`);
    }
    return found;
  }

  // Seven pages a test: each page's check is a few seconds of axe, more on a busy machine.
  const half = Math.ceil(SIGNED_IN_PAGES.length / 2);
  const groups = [
    { name: 'signed out', hrefs: SIGNED_OUT_PAGES, signedIn: false },
    { name: 'signed in, first half', hrefs: SIGNED_IN_PAGES.slice(0, half), signedIn: true },
    { name: 'signed in, second half', hrefs: SIGNED_IN_PAGES.slice(half), signedIn: true },
  ];
  for (const { name, hrefs, signedIn } of groups) {
    test(`should pass axe contrast on every page ${name}`, async ({ page }) => {
      test.slow();
      if (signedIn) await startSession(page);
      expect(await contrastViolations(page, hrefs)).toEqual([]);
    });
  }
});
