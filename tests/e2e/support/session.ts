import { expect, type Locator, type Page } from '@playwright/test';
import { createAccount, SANDBOX_PASSWORD, type TestAccount } from './sandbox';

/**
 * A session for a test that is not about signing in: the sandbox's own control call sets the
 * session cookie, as a sign-in would.
 */
export async function startSession(page: Page, userId = 'u0001'): Promise<void> {
  const response = await page.request.post('/workbench/api/__sandbox/session', {
    data: { userId },
  });
  expect(response.ok()).toBe(true);
}

/**
 * A fresh account with a corp of its own (creator and admin, departments 研发部 and 市场部), signed
 * in: a test that changes things changes only its own.
 */
export async function signInToOwnCorp(
  page: Page,
  baseURL: string | undefined,
): Promise<TestAccount> {
  const account = await createAccount(page.request, baseURL, { ownCorp: true });
  await startSession(page, account.userId);
  return account;
}

/** Opens a workbench page by its hash route (`#/corps`) and waits for its heading. */
export async function openPage(page: Page, href: string): Promise<void> {
  await page.goto(`index.html${href}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * A fresh account of this test's own (with `options`, as createAccount takes them), signed in, on
 * the page `href`: the arrange of a test that changes things on one page.
 */
export async function openAsNewAccount(
  page: Page,
  baseURL: string | undefined,
  href: string,
  options?: Parameters<typeof createAccount>[2],
): Promise<TestAccount> {
  const account = await createAccount(page.request, baseURL, options);
  await startSession(page, account.userId);
  await openPage(page, href);
  return account;
}

const SEND_CODE = /^(获取验证码|Send code)$/;
/** The send button while it counts down ('55 秒后重新获取', 'Resend in 55 s'), at whatever second. */
const COUNTING_DOWN = /^(\d+ 秒后重新获取|Resend in \d+ s)$/;

/**
 * Sends the SMS code from a dialog or page and waits for the countdown: a code typed before the
 * send has answered would be checked against none (a busy machine lets the confirm overtake it).
 */
export async function sendCode(scope: Page | Locator): Promise<void> {
  await scope.getByRole('button', { name: SEND_CODE }).click();
  // Not its first second (60): a busy machine may draw the countdown past it.
  await expect(scope.getByRole('button', { name: COUNTING_DOWN })).toBeDisabled();
}

const SIGN_IN = /^(登录|Sign in)$/;
const ACCOUNT_FIELD = /手机号|账号|帳號|Mobile number or user name/;
const PASSWORD_FIELD = /^(密码|Password)$/;

/** Signs in with the password on the sign-in page open, the agreement ticked where it is asked. */
export async function signInWithPassword(
  page: Page,
  account: string,
  password = SANDBOX_PASSWORD,
): Promise<void> {
  const form = page.getByRole('tabpanel');
  await form.getByLabel(ACCOUNT_FIELD).fill(account);
  await form.getByLabel(PASSWORD_FIELD).fill(password);
  const agreement = page.getByRole('checkbox');
  if ((await agreement.count()) > 0 && !(await agreement.isChecked()))
    await page.locator('[data-scope="checkbox"][data-part="control"]').click();
  await form.getByRole('button', { name: SIGN_IN }).click();
}

/** Another site the page may leave for, answered by a page of its own with this heading. */
export async function standIn(page: Page, host: string, title: string): Promise<void> {
  await page.route(`https://${host}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>${title}</title><h1>${title}</h1></html>`,
    }),
  );
}

/** A setting's row on account security, once its part has loaded. */
export async function settingRow(page: Page, name: RegExp): Promise<Locator> {
  const row = page.getByRole('group', { name });
  await expect(row.getByRole('status')).toHaveCount(0);
  return row;
}

/**
 * Signs out by dropping the cookies and signs in again by password on a freshly loaded sign-in
 * page. The app leaves first: with its cookie gone under it, a check it was running could navigate
 * under the goto.
 */
export async function signInAgain(
  page: Page,
  login: string,
  password = SANDBOX_PASSWORD,
): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto('index.html#/login');
  await signInWithPassword(page, login, password);
}
