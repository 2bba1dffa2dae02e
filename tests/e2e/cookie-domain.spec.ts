import { expect, test } from './support/test';
import { TEST_BROWSER_ARGS, TEST_BROWSER_PATH } from '../../scripts/lib/chromium.cjs';
import { BROWSER_ID_COOKIE, LANGUAGE_COOKIE, TIME_ZONE_COOKIE } from '../../shared/cookies';

/**
 * Domain-wide cookies (docs/product.md §2 and §9) seen from a real parent domain: Chromium resolves
 * two sibling sites of `workbench.test` (a reserved top-level domain) to the preview, which allows
 * that domain only when the tests' sandbox control is on (vite.config.ts). The language, time-zone
 * and browserId cookies written on one site must reach the other.
 */

const PORT = Number(process.env.E2E_PORT ?? 4173);
const PARENT = 'workbench.test';
const site = (host: string) => `http://${host}.${PARENT}:${PORT}/workbench/web/`;

test.use({
  launchOptions: {
    executablePath: TEST_BROWSER_PATH,
    args: [...TEST_BROWSER_ARGS, `--host-resolver-rules=MAP *.${PARENT} 127.0.0.1`],
  },
});

test('should share the language, time zone and browserId with a sibling site', async ({
  page,
  context,
}) => {
  await page.goto(`${site('app')}index.html#/login`);
  await page.getByRole('button', { name: '语言：简体中文' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();

  const cookies = await context.cookies(site('app'));
  for (const name of [LANGUAGE_COOKIE, TIME_ZONE_COOKIE, BROWSER_ID_COOKIE])
    expect(cookies.find((cookie) => cookie.name === name)?.domain, name).toBe(`.${PARENT}`);
  const browserId = cookies.find((cookie) => cookie.name === BROWSER_ID_COOKIE)?.value;

  // The sibling opens in English with the same browserId: nothing was chosen there.
  const sibling = await context.newPage();
  await sibling.goto(`${site('shop')}index.html#/login`);
  await expect(sibling.getByRole('button', { name: 'Language: English' })).toBeVisible();
  await expect(sibling.locator('html')).toHaveAttribute('lang', 'en-US');
  expect(await sibling.evaluate(() => document.cookie)).toContain(
    `${BROWSER_ID_COOKIE}=${browserId}`,
  );
});
