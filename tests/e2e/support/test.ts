import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test as base, expect } from '@playwright/test';

/** Every message id of the catalogues (the source locale's holds them all). */
const MESSAGE_IDS = new Set(
  [...readFileSync(resolve('locales/en_US/messages.po'), 'utf8').matchAll(/^msgid "(.+)"$/gm)].map(
    (match) => match[1],
  ),
);

/**
 * Playwright's test, checking after each test that the page shows no message id in place of its
 * text (a built catalogue missing a message, its first part left one out, say, shows the id), and
 * that no page broke the Content-Security-Policy the preview server sends (docs/decisions/0015).
 */
export const test = base.extend<{ messagesTranslated: void; noCspViolations: void }>({
  noCspViolations: [
    async ({ page }, use) => {
      // Chromium reports each blocked script, style, frame or call on the console.
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  messagesTranslated: [
    async ({ page }, use) => {
      await use();
      if (page.isClosed()) return;
      const text = await page
        .locator('body')
        .innerText({ timeout: 5_000 })
        .catch(() => '');
      const shownIds = [...new Set(text.match(/[A-Za-z]\w*(?:\.\w+)+/g) ?? [])].filter((token) =>
        MESSAGE_IDS.has(token),
      );
      expect(shownIds, 'message ids shown in place of their text').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
