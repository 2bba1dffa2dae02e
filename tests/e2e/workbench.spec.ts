import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createAccount } from './support/sandbox';
import { openPage, startSession } from './support/session';

/** The areas of the navigation, in order, with the hash route each leads to. */
const AREAS: [name: string, hash: string][] = [
  ['首页', '#/'],
  ['账号安全', '#/accountSetting'],
  ['企业管理', '#/corps'],
  ['部门与成员', '#/departments'],
  ['设备管理', '#/devices'],
  ['邀请', '#/invitations'],
  ['服务管理', '#/services'],
  ['授权码', '#/authorizationCodes'],
  ['自助服务', '#/selfService'],
  ['应用市场', '#/market'],
  ['操作日志', '#/operationLogs'],
];

const CORP_SWITCHER = /^切换企业，当前：/;

function nav(page: Page) {
  return page.getByRole('navigation', { name: '工作台' });
}

test('should lead from the navigation to every area, each page loading its own chunk', async ({
  page,
}) => {
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(request.url()));
  await startSession(page);
  await page.goto('index.html#/');
  await expect(nav(page).getByRole('link')).toHaveCount(AREAS.length);
  for (const [name, hash] of AREAS) {
    await nav(page).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${hash.replace(/[#/]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(nav(page).locator('[aria-current="page"]')).toHaveText(name);
  }
  expect(failed).toEqual([]);
});

test('should say a page whose code failed to arrive could not be loaded, keep the navigation, and load it on retry', async ({
  page,
}) => {
  await startSession(page);
  await page.goto('index.html#/');
  await expect(nav(page).getByRole('link', { name: '首页', exact: true })).toBeVisible();
  const chunk = '**/assets/devices-page-*.js';
  await page.route(chunk, (route) => route.abort('internetdisconnected'));
  await nav(page).getByRole('link', { name: '设备管理', exact: true }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText(/页面加载失败，请检查网络后重试。/);
  await expect(nav(page).locator('[aria-current="page"]')).toHaveText('设备管理');
  await page.unroute(chunk);
  await main.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
});

test('should show the not-found page for a route the workbench does not have, and lead home', async ({
  page,
}) => {
  await startSession(page);
  await page.goto('index.html#/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面不存在');
  await expect(page.getByRole('main')).toContainText('/no-such-page');
  await page.getByRole('main').getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(nav(page).locator('[aria-current="page"]')).toHaveText('首页');
});

test('should send a person with no session from a workbench page to the sign-in page', async ({
  page,
}) => {
  await page.goto('index.html#/corps');
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('navigation', { name: '工作台' })).toHaveCount(0);
});

test('should switch corp from the header and still be in it after a reload', async ({
  page,
  baseURL,
}) => {
  const account = await createAccount(page.request, baseURL, { ownCorp: true });
  await startSession(page, account.userId);
  await page.goto('index.html#/');
  const switcher = page.getByRole('banner').getByRole('button', { name: CORP_SWITCHER });
  await expect(switcher).toContainText('的企业');
  await switcher.click();
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option')).toHaveCount(2);
  const other = list.getByRole('option', { selected: false });
  const otherName = (await other.locator('[data-part="item-text"]').first().textContent()) ?? '';
  expect(otherName).not.toBe('');
  await other.click();
  await expect(list).toBeHidden();
  await expect(switcher).toContainText(otherName);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: CORP_SWITCHER })).toContainText(
    otherName,
  );
});

test.describe('the main page', () => {
  test('should list the services with Enter, show the security state, and go into a service', async ({
    page,
  }) => {
    await startSession(page);
    await page.goto('index.html#/');
    const services = page.getByRole('region', { name: '我的服务' });
    const own = services.getByRole('list', { name: '您的自有服务' });
    // The page asks a dozen calls at once; on a busy machine they take a while.
    await expect(own.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('list', { name: '最近使用的服务' })).toBeVisible();
    const security = page.getByRole('region', { name: '账号安全' });
    await expect(security.getByText('登录保护')).toBeVisible();
    await expect(security.getByText('138****8000')).toBeVisible();
    await expect(security.getByRole('link', { name: '管理' })).toHaveAttribute(
      'href',
      '#/accountSetting',
    );
    await expect(page.getByRole('region', { name: '当前企业' })).toContainText('管理员');
    await own
      .getByRole('button', { name: /^进入 / })
      .first()
      .click();
    await expect(page).toHaveURL(/__sandbox\/pages\/service-entry\?serviceId=/);
  });

  test('should show the banners in English when the page is in English', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'wb_lang', value: 'en_US', url: baseURL! }]);
    await startSession(page);
    await page.goto('index.html#/');
    const banner = page.getByRole('link', {
      name: 'Inventory and sales: try it free (opens in a new tab)',
    });
    await expect(banner).toHaveAttribute('href', 'https://www.example.com/trial');
    await page.getByRole('button', { name: 'Next banner' }).click();
    await expect(
      page.getByRole('link', { name: 'E-invoices in one click (opens in a new tab)' }),
    ).toBeVisible();
  });

  test('should show no advertisement, and ask for none, to a person the visibility check hides them from', async ({
    page,
    baseURL,
  }) => {
    const account = await createAccount(page.request, baseURL, {
      ownCorp: true,
      noAdvertisements: true,
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      const slot = /advertisement\/recommend\?.*slot=(\w+)/.exec(request.url())?.[1];
      if (slot) asked.push(slot);
    });
    const checked = page.waitForResponse((response) =>
      response.url().includes('/service/advertisement/visibility'),
    );
    await startSession(page, account.userId);
    await page.goto('index.html#/');
    expect(await (await checked).json()).toMatchObject({ data: { show: false } });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-slot^="workbench_tuijian"]')).toHaveCount(0);
    await openPage(page, '#/market');
    await expect(
      page.getByRole('heading', { level: 2, name: /^(为您推荐|Recommended for you)$/ }),
    ).toBeVisible();
    await expect(page.locator('[data-slot^="workbench_tuijian"]')).toHaveCount(0);
    expect(asked.filter((slot) => slot.startsWith('workbench_tuijian'))).toEqual([]);
  });
});

test.describe('the account menu', () => {
  /** Opens the header's account menu (its trigger is named by the account: 账号 / Account). */
  async function openAccountMenu(page: Page) {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^(账号|Account)/ })
      .click();
    return page.getByRole('menu');
  }

  test('should lead an account on the V5 white list to the previous version, and say it has early access', async ({
    page,
  }) => {
    // The seeded admin, u0001: on the V5 white list and in the grey release.
    await startSession(page);
    const checked = page.waitForRequest((request) =>
      request.url().includes('/extension/gray/isGrayAccount'),
    );
    await page.goto('index.html#/');
    // What is asked about is the encrypted account, never the plain mobile.
    expect((await checked).postDataJSON()).toEqual({ account: expect.stringMatching(/^enc\./) });
    const menu = await openAccountMenu(page);
    await expect(menu.getByText(/^(抢先体验|Early access)$/)).toBeVisible();
    await menu
      .getByRole('menuitem', { name: /^(旧版工作台（V5）|Previous version \(V5\))$/ })
      .click();
    await expect(page).toHaveURL(/#\/legacy\?url=/);
    await expect(page.getByTitle(/^(旧版页面|Classic page)$/)).toHaveAttribute(
      'src',
      /legacy-sample\/index\.html$/,
    );
  });

  test('should offer neither to an account on no white list and outside the grey release', async ({
    page,
    baseURL,
  }) => {
    const account = await createAccount(page.request, baseURL);
    const asked = Promise.all([
      page.waitForResponse((response) => response.url().includes('/extension/common/v5WhiteList')),
      page.waitForResponse((response) => response.url().includes('/extension/gray/isGrayAccount')),
    ]);
    await startSession(page, account.userId);
    await page.goto('index.html#/');
    const [v5, gray] = await asked;
    expect(await v5.json()).toMatchObject({ data: { inWhiteList: false } });
    expect(await gray.json()).toMatchObject({ data: { gray: false } });
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole('menuitem', { name: /^(退出登录|Sign out)$/ })).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveCount(2);
    await expect(menu.getByText(/^(抢先体验|Early access)$/)).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('should open the navigation from the header as a drawer, go to an area and close it', async ({
    page,
  }) => {
    await startSession(page);
    await page.goto('index.html#/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The column beside the page is not drawn on a phone.
    await expect(nav(page)).toBeHidden();
    const menuButton = page.getByRole('banner').getByRole('button', { name: '打开导航' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: '业务工作台' });
    await expect(nav(page)).toBeVisible();
    await expect(drawer.locator('[aria-current="page"]')).toHaveText('首页');
    await drawer.getByRole('link', { name: '设备管理', exact: true }).click();
    await expect(page).toHaveURL(/#\/devices$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('设备管理');
    // Escape closes it too, and the focus goes back to the button that opened it.
    await menuButton.click();
    await expect(drawer.locator('[aria-current="page"]')).toHaveText('设备管理');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('should fold the corp switcher and the account to icons that keep their names, the menu leading to account security', async ({
    page,
  }) => {
    await startSession(page);
    await page.goto('index.html#/');
    const banner = page.getByRole('banner');
    const switcher = banner.getByRole('button', { name: CORP_SWITCHER });
    await expect(switcher).toHaveAccessibleName(/^切换企业，当前：\s*\S/);
    const account = banner.getByRole('button', { name: /^账号：/ });
    // Icons only: each button is no wider than a 40 px icon button.
    for (const button of [switcher, account])
      expect((await button.boundingBox())!.width).toBeLessThanOrEqual(40);
    await account.click();
    await page.getByRole('menuitem', { name: '账号安全' }).click();
    await expect(page).toHaveURL(/#\/accountSetting$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('账号安全');
  });
});
