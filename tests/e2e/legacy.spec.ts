import { expect, test } from './support/test';
import { openPage, signInToOwnCorp } from './support/session';

/**
 * The embedded legacy page (#/legacy?url=…) with the stand-in legacy pages the app serves
 * (public/legacy-sample): a same-origin page in the frame with its own chrome hidden, the spinner
 * while a page loads, and anything of another origin refused. The browser is zh-CN.
 */

const LEGACY_PAGE = '/workbench/web/legacy-sample/index.html';
const FRAME = /^(旧版页面|Classic page)$/;

test('shows a legacy page in the frame with its own chrome hidden, through navigation and refresh', async ({
  page,
  baseURL,
}) => {
  await signInToOwnCorp(page, baseURL);
  await openPage(page, `#/legacy?url=${encodeURIComponent(LEGACY_PAGE)}`);
  const frameElement = page.getByTitle(FRAME);
  await expect(frameElement).toHaveAttribute('src', new URL(LEGACY_PAGE, baseURL).href);
  await expect(frameElement).toHaveCSS('height', '1000px');
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('账户设置');
  await expect(frame.locator('#header')).toBeHidden();
  await expect(frame.locator('#footer')).toBeHidden();
  await expect(page.getByRole('status')).toBeEmpty();

  await frame.getByRole('link', { name: '查看登录设备' }).click();
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('登录设备');
  await expect(frame.locator('#header')).toBeHidden();
  await expect(page.getByRole('status')).toBeEmpty();

  // The refresh reloads where the person went, not the first address.
  await page.getByRole('button', { name: /^(刷新|Refresh)$/ }).click();
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('登录设备');
  await expect(page.getByRole('status')).toBeEmpty();

  await page.reload();
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('账户设置');
  await expect(frame.locator('#header')).toBeHidden();
});

test('refuses a page of another origin with a message, and loads nothing', async ({
  page,
  baseURL,
}) => {
  await signInToOwnCorp(page, baseURL);
  await openPage(page, `#/legacy?url=${encodeURIComponent('https://evil.example.com/phish')}`);
  await expect(page.getByRole('alert')).toContainText(
    /只能嵌入本站的页面|only pages of this site can be embedded/,
  );
  await expect(page.locator('iframe')).toHaveCount(0);
});
