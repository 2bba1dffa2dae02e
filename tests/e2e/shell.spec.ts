import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { forceAnswers } from './support/sandbox';

const DAY_S = 24 * 60 * 60;

/** Collects what a broken page shows: failed requests, 4xx/5xx answers and console errors. */
function watchForBreakage(page: Page) {
  const problems: string[] = [];
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return problems;
}

test('should show the shell in Simplified Chinese for a zh-CN browser, with no broken calls', async ({
  page,
}) => {
  const problems = watchForBreakage(page);
  await page.goto('index.html');
  await expect(page.getByRole('banner')).toContainText('业务工作台');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('登录');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('button', { name: '语言：简体中文' })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('should start in English', async ({ page }) => {
    await page.goto('index.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  });

  test('should let the wb_lang cookie win over the browser language', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'wb_lang', value: 'th_TH', url: baseURL! }]);
    await page.goto('index.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('เข้าสู่ระบบ');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
  });
});

test.describe('a browser in a language we do not offer', () => {
  test.use({ locale: 'fr-FR' });

  test('should fall back to Simplified Chinese when no language matches', async ({ page }) => {
    await page.goto('index.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('登录');
  });
});

test('should store the language and time zone for 365 days and reload in the language picked', async ({
  page,
  context,
}) => {
  await page.goto('index.html');
  await page.getByRole('button', { name: '语言：简体中文' }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();

  const cookies = Object.fromEntries(
    (await context.cookies()).map((cookie) => [cookie.name, cookie]),
  );
  expect(cookies.wb_lang?.value).toBe('en_US');
  expect(cookies.wb_timeZone?.value).toBe(encodeURIComponent('Asia/Shanghai'));
  for (const cookie of [cookies.wb_lang!, cookies.wb_timeZone!]) {
    expect(cookie.path).toBe('/');
    // 127.0.0.1 is an address: the cookie stays host-only (no Domain attribute).
    expect(cookie.domain).toBe('127.0.0.1');
    const lifetimeDays = (cookie.expires - Date.now() / 1000) / DAY_S;
    expect(lifetimeDays).toBeGreaterThan(364.9);
    expect(lifetimeDays).toBeLessThanOrEqual(365);
  }
});

test('should pick the language with the keyboard alone', async ({ page }) => {
  await page.goto('index.html');
  const trigger = page.getByRole('button', { name: '语言：简体中文' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  const reloaded = page.waitForEvent('load');
  // From the checked option, five steps down is Thai, the last.
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('เข้าสู่ระบบ');
});

test.describe('the native client', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Windows NT 10.0) WorkbenchClient/3.2 lang/vi_VN' });

  test('should take the language from the user agent', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'wb_lang', value: 'zh_CN', url: baseURL! }]);
    await page.goto('index.html?fromLoginPage=client');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đăng nhập');
  });
});

test.describe('the native client without a language field', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Windows NT 10.0) WorkbenchClient/3.2' });

  test('should fall back to English', async ({ page }) => {
    await page.goto('index.html?fromLoginPage=client');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  });
});

test('should name the environment evnInfo reads at start-up in the title, and not when it fails', async ({
  page,
}) => {
  // The sandbox answers service/evn/getinfo with runEnvi dev: a test environment.
  await page.goto('index.html#/login');
  await expect(page).toHaveTitle(/^\[dev\] /);

  await forceAnswers(page, 'service/evn/getinfo status=500');
  const refused = page.waitForResponse(/service\/evn\/getinfo/);
  await page.reload();
  expect((await refused).status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^(业务工作台|Business Workbench)$/);
});
