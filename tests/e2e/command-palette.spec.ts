import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createAccount } from './support/sandbox';
import { openPage, startSession } from './support/session';

/**
 * The command palette (issue 21, item 6): Ctrl+K from anywhere in the signed-in workbench, the
 * keyboard alone from there on.
 */

const PALETTE_CHUNK = /command-palette-control/;

function palette(page: Page) {
  return page.getByRole('dialog', { name: '搜索与跳转' });
}

function field(page: Page) {
  return palette(page).getByRole('combobox', { name: '搜索与跳转' });
}

async function signInWithMembers(page: Page, baseURL: string | undefined) {
  const account = await createAccount(page.request, baseURL, {
    ownCorp: true,
    members: 3,
    services: true,
  });
  await startSession(page, account.userId);
  return account;
}

test('should not ask for its code before the first Ctrl+K, then open with the pages listed', async ({
  page,
  baseURL,
}) => {
  await signInWithMembers(page, baseURL);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (PALETTE_CHUNK.test(request.url())) asked.push(request.url());
  });
  await openPage(page, '#/');
  await page.waitForLoadState('networkidle');
  // The header's button is there for the pointer and touch, with its shortcut.
  const button = page.getByRole('banner').getByRole('button', { name: '搜索' });
  await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K');
  await expect(button).toContainText('Ctrl K');
  expect(asked).toEqual([]);

  await page.keyboard.press('Control+K');
  await expect(field(page)).toBeFocused();
  expect(asked).toHaveLength(1);
  const pages = palette(page).getByRole('group', { name: '页面' });
  await expect(pages.getByRole('option', { name: '首页' })).toContainText('当前');
  await expect(pages.getByRole('option')).toHaveCount(12);
});

test('should go to a page typed in Chinese with Enter', async ({ page, baseURL }) => {
  await signInWithMembers(page, baseURL);
  await openPage(page, '#/');
  await page.keyboard.press('Control+K');
  await field(page).fill('设备');
  const option = palette(page).getByRole('option', { name: '设备管理' });
  await expect(field(page)).toHaveAttribute(
    'aria-activedescendant',
    (await option.getAttribute('id'))!,
  );
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
  await expect(page).toHaveURL(/#\/devices$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('设备管理');
});

test('should find a member by name and land on the members list showing them', async ({
  page,
  baseURL,
}) => {
  await signInWithMembers(page, baseURL);
  await openPage(page, '#/');
  await page.keyboard.press('Control+K');
  await field(page).fill('成员2');
  const members = palette(page).getByRole('group', { name: '成员' });
  await expect(members.getByRole('option', { name: /^成员2/ })).toBeVisible();
  // The pages and settings match nothing: the member is the first option, and Enter takes it.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/departments\?member=/);
  await expect(page.getByRole('searchbox', { name: '搜索成员' })).toHaveValue('成员2');
  const table = page.getByRole('table');
  await expect(table.getByRole('rowheader', { name: '成员2' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: '成员1' })).toHaveCount(0);
});

test('should switch company with the keyboard alone, the header naming the new one', async ({
  page,
  baseURL,
}) => {
  const account = await signInWithMembers(page, baseURL);
  await openPage(page, '#/');
  const banner = page.getByRole('banner');
  const own = `测试账号${account.userId.slice(1)}的企业`;
  await expect(banner).toContainText(own);

  await page.keyboard.press('Control+K');
  await field(page).fill('华南');
  const corps = palette(page).getByRole('group', { name: '切换企业' });
  await expect(corps.getByRole('option', { name: '华南示范科技有限公司' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
  await expect(banner).toContainText('华南示范科技有限公司');
  await expect(banner).not.toContainText(own);
});

test('should close on Escape and give the focus back to what had it', async ({ page, baseURL }) => {
  await signInWithMembers(page, baseURL);
  await openPage(page, '#/');
  const link = page
    .getByRole('navigation', { name: '工作台' })
    .getByRole('link', { name: '服务管理' });
  await link.focus();
  await page.keyboard.press('Control+K');
  await expect(field(page)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(link).toBeFocused();
  await expect(page).toHaveURL(/#\/$/);
});

test('should go to a setting of account security, a department and a service, each in view', async ({
  page,
  baseURL,
}) => {
  await signInWithMembers(page, baseURL);
  await openPage(page, '#/');

  await page.keyboard.press('Control+K');
  await field(page).fill('登录保护');
  await expect(
    palette(page)
      .getByRole('group', { name: '安全设置' })
      .getByRole('option', { name: /^登录保护/ }),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('账号安全');
  await expect(
    page.getByRole('group', { name: '登录保护' }).getByRole('combobox', { name: '登录保护' }),
  ).toBeFocused();
  await expect(page).toHaveURL(/#\/accountSetting$/);

  await page.keyboard.press('Control+K');
  await field(page).fill('市场部');
  await expect(
    palette(page)
      .getByRole('group', { name: '部门' })
      .getByRole('option', { name: /^市场部/ }),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: '市场部的成员' })).toBeVisible();

  await page.keyboard.press('Control+K');
  await field(page).fill('门店云零售');
  await expect(
    palette(page)
      .getByRole('group', { name: '服务' })
      .getByRole('option', { name: /^门店云零售/ }),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('服务');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: '门店云零售' }) });
  await expect(card.getByRole('button').last()).toBeFocused();
});
