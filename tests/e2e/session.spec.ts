import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { maskMobile } from '../../shared/validation/mobile';
import { DEVICE_HEADERS } from '../../workbench/api/config';
import { createAccount, forceAnswers, SANDBOX_CODE } from './support/sandbox';
import { signInWithPassword, standIn, startSession } from './support/session';
import { recordToasts } from './support/toasts';
import { SESSION_COOKIE } from '../../shared/cookies';
import { DESTINATIONS } from '../../shared/destinations';

/**
 * After sign-in (issue 6): the session's start (login info, current corp, the second check, the
 * analytics event), where the page goes next (the allow-listed redirects, the client's service
 * selection, the account transfer page), client mode, and the ways out (the header's sign-out,
 * 5001012000 and 401). The browser speaks zh-CN: texts are matched in Chinese or English, the
 * account numbers as they are.
 */

const SIGN_IN = /^(登录|Sign in)$/;
const SIGN_OUT = /^(退出登录|Sign out)$/;
const SEND_CODE = /^(获取验证码|Send code)$/;
const CONFIRM = /^(确定|Confirm)$/;

const ADMIN = '13800138000';
const ORDINARY_USER = '13900139000';

/**
 * The header's account menu of a mobile account: its trigger names the masked mobile (expanded:
 * the menu's own trigger, not the stand-in shown while its chunk loads).
 */
function accountMenu(page: Page, mobile: string) {
  const account = new RegExp(maskMobile(mobile).replace(/\*/g, '\\*'));
  return page.getByRole('button', { name: account, expanded: false });
}

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find(
    (cookie) => cookie.name === SESSION_COOKIE && cookie.value !== '',
  );
}

/** The main page and the sign-in page, whatever start-up query the page was opened with. */
const HOME = /index\.html(\?[^#]*)?#\/$/;
const LOGIN = /index\.html(\?[^#]*)?#\/login$/;

test.describe('signing in and out', () => {
  test('should sign in to the main page with the account menu, and sign out from the header', async ({
    page,
  }) => {
    await page.goto('index.html#/login');
    await signInWithPassword(page, ADMIN);
    await expect(page).toHaveURL(HOME);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(maskMobile(ADMIN));
    const menu = accountMenu(page, ADMIN);
    await expect(menu).toBeVisible();
    expect(await sessionCookie(page)).toBeDefined();

    await menu.click();
    await page.getByRole('menuitem', { name: SIGN_OUT }).click();
    await expect(page).toHaveURL(LOGIN);
    await expect(page.getByRole('button', { name: SIGN_IN })).toBeVisible();
    expect(await sessionCookie(page)).toBeUndefined();
    await expect(accountMenu(page, ADMIN)).toHaveCount(0);

    await page.goto('index.html#/');
    await expect(page).toHaveURL(LOGIN);
  });

  test('should end the session on the server at sign-out: the old cookie, replayed, is refused', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await page.goto('index.html#/login');
    await signInWithPassword(page, ADMIN);
    await expect(accountMenu(page, ADMIN)).toBeVisible();
    const cookie = await sessionCookie(page);
    // No script of the page can read it (docs/decisions/0015).
    expect(cookie?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);

    await accountMenu(page, ADMIN).click();
    await page.getByRole('menuitem', { name: SIGN_OUT }).click();
    await expect(page.getByRole('button', { name: SIGN_IN })).toBeVisible();

    const replay = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `${SESSION_COOKIE}=${cookie?.value ?? ''}` },
    });
    const answer = await replay.get('/workbench/api/service/user/account');
    expect(answer.status()).toBe(401);
    await replay.dispose();
  });

  test('should meet a session that expired while idle as a sign-out', async ({ page, context }) => {
    await startSession(page);
    await page.goto('index.html#/');
    await expect(accountMenu(page, ADMIN)).toBeVisible();
    // The sandbox's idle limit shortened for this session only: its next call finds it ended.
    const shortened = await page.request.post('/workbench/api/__sandbox/session-idle', {
      data: { idleMs: 0 },
    });
    expect(shortened.ok()).toBe(true);
    // The person comes back in a new tab: the open one may meet the end on a call of its own at
    // any moment, and its way to #/login would interrupt a navigation made there.
    const later = await context.newPage();
    const toasts = await recordToasts(later);
    await later.goto('index.html#/corps', { waitUntil: 'commit' });
    await expect(later).toHaveURL(LOGIN);
    await expect(later.getByRole('button', { name: SIGN_IN })).toBeVisible();
    expect(await toasts()).toEqual([]);
  });

  test('should show no account menu on the sign-in page without a session', async ({ page }) => {
    await page.goto('index.html#/login');
    await expect(page.getByRole('button', { name: SIGN_IN })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(语言|Language)/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^(账号|Account)/ })).toHaveCount(0);
  });

  test('should sign out on 401 from any call, with no toast', async ({ page }) => {
    const toasts = await recordToasts(page);
    await startSession(page);
    await page.goto('index.html#/');
    await expect(accountMenu(page, ADMIN)).toBeVisible();
    await forceAnswers(page, 'service/corp/current status=401');
    await page.reload();
    await expect(page).toHaveURL(LOGIN);
    await expect(page.getByRole('button', { name: SIGN_IN })).toBeVisible();
    expect(await sessionCookie(page)).toBeUndefined();
    expect(await toasts()).toEqual([]);
  });

  test('should sign out on 5001012000, with its message', async ({ page }) => {
    const toasts = await recordToasts(page);
    await startSession(page);
    await page.goto('index.html#/');
    await expect(accountMenu(page, ADMIN)).toBeVisible();
    await forceAnswers(page, 'service/corp/current errcode=5001012000');
    await page.reload();
    await expect(page).toHaveURL(LOGIN);
    expect(await sessionCookie(page)).toBeUndefined();
    // Shown by the sign-in page the logout path leads to: the page that signed out left at once.
    await expect.poll(toasts).toEqual(['Your session has ended. Please sign in again.']);
  });
});

test.describe('the second check (5001022900)', () => {
  async function signInToSecondCheckCorp(
    page: Page,
    request: Parameters<typeof createAccount>[0],
    baseURL: string | undefined,
  ) {
    const account = await createAccount(request, baseURL, { secondCheck: true });
    await page.goto('index.html#/login');
    await signInWithPassword(page, account.mobile);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(maskMobile(account.mobile));
    await dialog.getByRole('button', { name: SEND_CODE }).click();
    return { account, dialog };
  }

  test('should go on to the main page in that corp once the code is confirmed', async ({
    page,
    request,
    baseURL,
  }) => {
    const { account, dialog } = await signInToSecondCheckCorp(page, request, baseURL);
    await dialog.getByRole('textbox').fill(SANDBOX_CODE);
    await dialog.getByRole('button', { name: CONFIRM }).click();
    await expect(page).toHaveURL(HOME);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main')).toContainText(`测试账号${account.userId.slice(1)}的企业`);
  });

  test('should keep the dialog with its message on a wrong code', async ({
    page,
    request,
    baseURL,
  }) => {
    const { dialog } = await signInToSecondCheckCorp(page, request, baseURL);
    await dialog.getByRole('textbox').fill('111111');
    await dialog.getByRole('button', { name: CONFIRM }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The verification code is wrong.');
    await expect(dialog.getByRole('textbox')).toHaveValue('111111');
    await expect(page).toHaveURL(LOGIN);
  });
});

test('should go to the account transfer page on 5002012062 after sign-in', async ({ page }) => {
  await page.goto('index.html#/login');
  await forceAnswers(page, 'service/corp/current errcode=5002012062');
  await signInWithPassword(page, ORDINARY_USER);
  // The address is polled, not awaited as one navigation: in one CI run waitForURL failed on an
  // aborted navigation (net::ERR_ABORTED) while the page arrived all the same.
  await expect(page).toHaveURL((url) => url.pathname === DESTINATIONS.accountTransfer);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account transfer');
});

test.describe('where the page goes after sign-in', () => {
  /** Answers a host outside the sandbox with a small page, as the real site would. */
  test('should authorize the third party and go to its redirectUrl with a code and the state', async ({
    page,
  }) => {
    await standIn(page, 'partner.example.com', 'Partner');
    const redirectUrl = encodeURIComponent('https://partner.example.com/callback');
    await page.goto(
      `index.html?clientId=sandbox-client&redirectUrl=${redirectUrl}&state=xyz#/login`,
    );
    await signInWithPassword(page, ADMIN);
    await page.waitForURL('https://partner.example.com/**');
    await expect(page.getByRole('heading', { name: 'Partner' })).toBeVisible();
    const arrived = new URL(page.url());
    expect(arrived.pathname).toBe('/callback');
    expect(arrived.searchParams.get('code')).toMatch(/\S/);
    expect(arrived.searchParams.get('state')).toBe('xyz');
  });

  test('should go to a fromeBuyUrl on the allow-list', async ({ page }) => {
    await standIn(page, 'shop.example.com', 'Shop');
    const fromeBuyUrl = encodeURIComponent('https://shop.example.com/cart?item=7');
    await page.goto(`index.html?fromeBuyUrl=${fromeBuyUrl}#/login`);
    await signInWithPassword(page, ADMIN);
    await page.waitForURL('https://shop.example.com/cart?item=7');
    await expect(page.getByRole('heading', { name: 'Shop' })).toBeVisible();
  });

  test('should drop a fromeBuyUrl off the allow-list and land on the main page', async ({
    page,
  }) => {
    const left: string[] = [];
    await page.route('https://evil.test/**', (route) => {
      left.push(route.request().url());
      return route.abort();
    });
    await page.goto(`index.html?fromeBuyUrl=${encodeURIComponent('https://evil.test/')}#/login`);
    await signInWithPassword(page, ADMIN);
    await expect(page).toHaveURL(HOME);
    await expect(accountMenu(page, ADMIN)).toBeVisible();
    expect(left).toEqual([]);
  });

  test('should send the yjxc product to the client service selection, with its product type', async ({
    page,
  }) => {
    await page.goto('index.html?productType=yjxc&platform=web#/login');
    await signInWithPassword(page, ADMIN);
    await page.waitForURL(`**${DESTINATIONS.clientServiceSelection}?platform=web&productType=yjxc`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a service');
  });

  test('should send the client login page to the client service selection', async ({ page }) => {
    await page.goto('index.html?fromLoginPage=client&platform=windows#/login');
    await signInWithPassword(page, ADMIN);
    await page.waitForURL(`**${DESTINATIONS.clientServiceSelection}?platform=windows`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a service');
  });
});

test.describe('the analytics login event', () => {
  for (const [mobile, role] of [
    [ADMIN, 'admin'],
    [ORDINARY_USER, 'user'],
  ] as const) {
    test(`should carry the role ${role} for ${mobile}`, async ({ page }) => {
      await page.goto('index.html#/login');
      await signInWithPassword(page, mobile);
      await expect(page).toHaveURL(HOME);
      expect(await page.evaluate(() => window.workbenchAnalytics)).toEqual([
        { name: 'login', role, method: 'password' },
      ]);
    });
  }
});

test.describe('client mode', () => {
  /** The next call to the API, and its device headers (header names come lower-cased). */
  function nextApiCall(page: Page) {
    return page.waitForRequest((request) => request.url().includes('/workbench/api/'));
  }

  test('should send no device headers in a browser, which still gets its browserId for 3650 days', async ({
    page,
    context,
  }) => {
    // What the page writes: Chromium keeps any cookie at most 400 days, whatever it is asked.
    await page.addInitScript(() => {
      const written: string[] = [];
      (window as unknown as { e2eCookies: string[] }).e2eCookies = written;
      const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
      Object.defineProperty(document, 'cookie', {
        get: () => cookie.get!.call(document) as string,
        set: (value: string) => {
          written.push(value);
          cookie.set!.call(document, value);
        },
      });
    });
    const call = nextApiCall(page);
    await page.goto('index.html#/login');
    const headers = (await call).headers();
    expect(headers[DEVICE_HEADERS.clientMode.toLowerCase()]).toBeUndefined();
    expect(headers[DEVICE_HEADERS.browserId.toLowerCase()]).toBeUndefined();
    const written = await page.evaluate(() =>
      (window as unknown as { e2eCookies: string[] }).e2eCookies.filter((line) =>
        line.startsWith('browserId='),
      ),
    );
    expect(written).toEqual([expect.stringContaining(`Max-Age=${3650 * 86_400}`)]);
    const browserId = (await context.cookies()).find(({ name }) => name === 'browserId');
    expect(written[0]).toContain(`browserId=${browserId?.value}`);
    expect((await (await call).allHeaders()).cookie).toContain(`browserId=${browserId?.value}`);
  });

  test('should send the device headers when opened with fromLoginPage=client', async ({ page }) => {
    const call = nextApiCall(page);
    await page.goto('index.html?fromLoginPage=client&platform=windows#/login');
    const headers = (await call).headers();
    expect(headers[DEVICE_HEADERS.clientMode.toLowerCase()]).toBe('client');
    expect(headers[DEVICE_HEADERS.platform.toLowerCase()]).toBe('windows');
    expect(headers[DEVICE_HEADERS.browserId.toLowerCase()]).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers[DEVICE_HEADERS.userAgent.toLowerCase()]).toBe(
      await page.evaluate(() => navigator.userAgent),
    );
  });

  test.describe('inside the native client, with a language field', () => {
    test.use({
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) WorkbenchClient/1.0 lang/th_TH',
    });

    test('should send the device headers and speak the user agent language', async ({ page }) => {
      const call = nextApiCall(page);
      await page.goto('index.html#/login');
      expect((await call).headers()[DEVICE_HEADERS.clientMode.toLowerCase()]).toBe('client');
      await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
      await expect(page.getByRole('banner')).toContainText('เวิร์กเบนช์ธุรกิจ');
      // The native client sets the language: no dropdown to change it.
      await expect(page.getByRole('button', { name: /^(ภาษา|Language)/ })).toHaveCount(0);
    });

    test('should be a browser when it opens the common login page (fromLoginPage=common)', async ({
      page,
    }) => {
      const call = nextApiCall(page);
      await page.goto('index.html?fromLoginPage=common#/login');
      expect((await call).headers()[DEVICE_HEADERS.clientMode.toLowerCase()]).toBeUndefined();
      await expect(page.getByRole('button', { name: /^(ภาษา|Language|语言)/ })).toBeVisible();
    });
  });

  test.describe('inside the native client, with no language field', () => {
    test.use({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) WorkbenchClient/1.0' });

    test('should fall back to English, whatever the browser language', async ({ page }) => {
      await page.goto('index.html#/login');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
      await expect(page.getByRole('banner')).toContainText('Business Workbench');
    });
  });
});

test('should keep the language picked on the sign-in page after sign-in', async ({
  page,
  context,
}) => {
  await page.goto('index.html#/login');
  await page.getByRole('button', { name: '语言：简体中文' }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await reloaded;
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('banner')).toContainText('Business Workbench');

  await signInWithPassword(page, ORDINARY_USER);
  await expect(page).toHaveURL(HOME);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    'Manage your account, companies, departments, members, devices, invitations and services in one place.',
  );
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'wb_lang')?.value).toBe('en_US');
});
