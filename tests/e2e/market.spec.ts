import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openPage, signInToOwnCorp } from './support/session';
import { ACCESS_TOKEN_HEADER } from '../../shared/contract';

/**
 * The app market (#/market) against the sandbox, with a fresh account of its own: its calls carry
 * the access token the client fetches; opening an app leads to its single sign-on address in a new
 * tab, and the sandbox counts the opens per account, across a reload. The browser is zh-CN.
 */

const ALL = /^(全部应用|All applications)$/;
const RECOMMENDED = /^(为您推荐|Recommended for you)$/;

function section(page: Page, name: RegExp) {
  return page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name }) });
}

test('opens an app by single sign-on, and the sandbox counts the opens across a reload', async ({
  page,
  baseURL,
}) => {
  await signInToOwnCorp(page, baseURL);
  await openPage(page, '#/market');
  const all = section(page, ALL);
  await expect(all.getByRole('heading', { level: 3 })).toHaveCount(12);

  const [app] = await Promise.all([
    page.waitForEvent('popup'),
    all.getByRole('button', { name: /^(打开“发票云”|Open 发票云)$/ }).click(),
  ]);
  await app.waitForLoadState();
  expect(app.url()).toContain('__sandbox/pages/market-app?appId=app001');
  await expect(app.getByRole('heading', { level: 1 })).toHaveText('Application');
  await app.close();
  await expect(all.getByText(/^(已打开次数：1|Times opened: 1)$/)).toBeVisible();

  await page.reload();
  const [again] = await Promise.all([
    page.waitForEvent('popup'),
    section(page, ALL)
      .getByRole('button', { name: /^(打开“发票云”|Open 发票云)$/ })
      .click(),
  ]);
  await again.close();
  await expect(section(page, ALL).getByText(/^(已打开次数：2|Times opened: 2)$/)).toBeVisible();
});

test('shows the recommended apps and the banners, and filters the list by category and name', async ({
  page,
  baseURL,
}) => {
  await signInToOwnCorp(page, baseURL);
  await openPage(page, '#/market');
  await expect(section(page, RECOMMENDED).getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(page.getByRole('link', { name: /进销存 限时试用/ })).toHaveAttribute(
    'href',
    'https://www.example.com/trial',
  );
  const all = section(page, ALL);
  await all.getByRole('combobox', { name: /^(分类|Category)$/ }).selectOption('电商');
  await expect(all.getByRole('heading', { level: 3 })).toHaveCount(2);
  await all.getByRole('searchbox', { name: /^(名称或开发商|Name or vendor)$/ }).fill('海贸通');
  await all.getByRole('button', { name: /^(搜索|Search)$/ }).click();
  await expect(all.getByRole('heading', { level: 3 })).toHaveText(['跨境电商管家']);
});

test("shows an app's auth code (jdy_service/get_auth_code), asked for with the access token", async ({
  page,
  baseURL,
}) => {
  await signInToOwnCorp(page, baseURL);
  await openPage(page, '#/market');
  const asked = page.waitForRequest(/jdy_service\/get_auth_code\?.*appId=app001/);
  await section(page, ALL)
    .getByRole('button', { name: /^(“发票云”的授权码|Auth code for 发票云)$/ })
    .click();
  expect((await asked).headers()[ACCESS_TOKEN_HEADER.toLowerCase()]).toBeTruthy();
  const dialog = page.getByRole('dialog', { name: /“发票云”的授权码|Auth code for 发票云/ });
  await expect(dialog.locator('code')).toHaveText(/^[0-9a-f]{32}$/);
  // The footer's Close, by its text: the corner's close button is an icon.
  await dialog
    .getByRole('button')
    .filter({ hasText: /^(关闭|Close)$/ })
    .click();
  await expect(dialog).toBeHidden();
});
