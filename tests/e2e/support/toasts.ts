import type { Page } from '@playwright/test';

/**
 * Records the text of every toast the page shows, in order, even one already gone or one shown just
 * before the page leaves (a sign-out toasts, then goes to the logout path at once): kept in
 * sessionStorage, which the tab keeps across navigations. Each toast counts once, when it has words.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const KEY = 'e2e-toasts';
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-scope="toast"][data-part="root"]')) {
        const text = toast.textContent?.trim() ?? '';
        if (text === '' || toast.hasAttribute('data-e2e-seen')) continue;
        toast.setAttribute('data-e2e-seen', '');
        const shown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as string[];
        sessionStorage.setItem(KEY, JSON.stringify([...shown, text]));
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return async () =>
    page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-toasts') ?? '[]') as string[]);
}
