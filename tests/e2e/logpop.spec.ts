import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { advanceQr, createAccount, SANDBOX_CODE, SANDBOX_PASSWORD } from './support/sandbox';
import { sendCode } from './support/session';

/**
 * The login-pop routes a login code leads to (5002012901, 5002012904, 5002012905 two-factor,
 * 5002012202 register a cloud account, 5002012903 downgrade), each from a password sign-in on
 * #/login through its screen to the main page, and /logpop/upgrade for a signed-in user-name
 * account. Every test makes its own account (createAccount). The browser is zh-CN: text matchers
 * accept Simplified Chinese and the English source.
 */

const ACCOUNT = /^(手机号或用户名|Mobile number or user name)$/;
const PASSWORD = /^(密码|Password)$/;
const SIGN_IN = /^(登录|Sign in)$/;
const AGREEMENT = /我已阅读并同意|I have read and agree/;
const CODE = /^(验证码|Verification code)/;
const MOBILE = /^(手机号|Mobile number)/;
const WX_CODE = /^(微信验证码|WeChat verification code)/;
const VERIFY = /^(验证|Verify)$/;
const TRUST = /信任此浏览器|Trust this browser/;
const WRONG_CODE = 'The verification code is wrong.';
const NOT_THE_CODE = '135790';

/** A mobile no other test uses: 136 numbers with a random suffix (the seed and tests use 137, 138, 139 and 135). */
function freshMobile(): string {
  return `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** 13712345678 → 137****5678, as the page shows a mobile. */
function masked(mobile: string): string {
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

/** Signs in by password on the sign-in page, as a person would. */
async function signIn(page: Page, account: string) {
  await page.goto('index.html#/login');
  const form = page.getByRole('tabpanel');
  await form.getByLabel(ACCOUNT).fill(account);
  await form.getByLabel(PASSWORD).fill(SANDBOX_PASSWORD);
  // The box itself: the middle of its label is the agreement's link.
  await page.locator('[data-scope="checkbox"][data-part="control"]').click();
  await expect(page.getByRole('checkbox', { name: AGREEMENT })).toBeChecked();
  await form.getByRole('button', { name: SIGN_IN }).click();
}

/** Signs out (the cookies go) and signs in again on a freshly loaded page: the account now signs in by its mobile. */
async function signInAfresh(page: Page, mobile: string) {
  // The app leaves first: with its session cookie gone under it, a check it was running could
  // send it to the sign-in page, and that navigation aborted the goto (two runs side by side).
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signIn(page, mobile);
  await expectMainPage(page, masked(mobile));
}

/** The main page, signed in as `account` (a masked mobile or a user name), which its heading greets. */
async function expectMainPage(page: Page, account: string) {
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(account);
}

/** A wrong code first (its message shown, the code kept), then the right one. */
async function wrongThenRightCode(page: Page, field: RegExp, submit: RegExp) {
  const input = page.getByLabel(field);
  await input.fill(NOT_THE_CODE);
  await page.getByRole('button', { name: submit }).click();
  await expect(page.getByRole('alert')).toHaveText(WRONG_CODE);
  await expect(input).toHaveValue(NOT_THE_CODE);
  await input.fill(SANDBOX_CODE);
  await page.getByRole('button', { name: submit }).click();
}

test.describe('two-factor sign-in', () => {
  test('5002012901: should verify by SMS on /logpop/twoFactor and land on the main page', async ({
    page,
    request,
    baseURL,
  }) => {
    const { mobile } = await createAccount(request, baseURL, { gate: 'twoFactorSms' });
    await signIn(page, mobile);
    await expect(page).toHaveURL(/#\/logpop\/twoFactor\?mfa=[^&]+&tipType=0&factor=sms$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/验证身份|Verify it's you/);
    await sendCode(page);
    await expect(page.getByText(masked(mobile))).toBeVisible();
    const input = page.getByLabel(CODE);
    await input.fill(NOT_THE_CODE);
    await page.getByRole('button', { name: VERIFY }).click();
    await expect(page.getByRole('alert')).toHaveText(WRONG_CODE);
    await expect(input).toHaveValue(NOT_THE_CODE);
    await input.fill(SANDBOX_CODE);
    await page.getByText(TRUST).click();
    await expect(page.getByRole('checkbox', { name: TRUST })).toBeChecked();
    await page.getByRole('button', { name: VERIFY }).click();
    await expectMainPage(page, masked(mobile));
  });

  test('5002012904: should verify by e-mail on /logpop/twoFactor and land on the main page', async ({
    page,
    request,
    baseURL,
  }) => {
    const { mobile, userName } = await createAccount(request, baseURL, { gate: 'twoFactorEmail' });
    await signIn(page, mobile);
    await expect(page).toHaveURL(/#\/logpop\/twoFactor\?.*factor=email$/);
    await sendCode(page);
    // The account's e-mail is <userName>@example.com, shown masked.
    await expect(page.getByText(`${userName.slice(0, 1)}***@example.com`)).toBeVisible();
    await wrongThenRightCode(page, CODE, VERIFY);
    await expectMainPage(page, masked(mobile));
  });

  test('5002012905: should verify by WeChat after the scan and land on the main page', async ({
    page,
    request,
    baseURL,
  }) => {
    const { mobile } = await createAccount(request, baseURL, { gate: 'twoFactorWechat' });
    // The wbCode of each link the page is given (getWechatTowFactorLink's answer).
    const wbCodes: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().includes('/sso/account/getWechatTowFactorLink')) return;
      const body = (await response.json()) as { data?: { wbCode?: string } };
      if (body.data?.wbCode) wbCodes.push(body.data.wbCode);
    });
    await signIn(page, mobile);
    await expect(page).toHaveURL(/#\/logpop\/twoFactor\?.*factor=wechat$/);
    await expect(page.getByRole('img', { name: /微信|WeChat/ })).toBeVisible();
    await expect(page.getByLabel(WX_CODE)).toHaveCount(0);
    await expect.poll(() => wbCodes.length).toBeGreaterThan(0);
    for (const wbCode of wbCodes) await advanceQr(request, baseURL, wbCode, 1);
    // The page checks the scan every 2 s.
    await expect(page.getByLabel(WX_CODE)).toBeVisible({ timeout: 10_000 });
    const input = page.getByLabel(WX_CODE);
    await input.fill(NOT_THE_CODE);
    await page.getByRole('button', { name: VERIFY }).click();
    await expect(page.getByRole('alert')).toHaveText('The WeChat verification code is wrong.');
    await expect(input).toHaveValue(NOT_THE_CODE);
    await input.fill(SANDBOX_CODE);
    await input.press('Enter');
    await expectMainPage(page, masked(mobile));
  });

  test('should call a link without mfa broken and lead back to sign-in', async ({ page }) => {
    await page.goto('index.html#/logpop/twoFactor?tipType=0&factor=sms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /此登录链接无法使用|This sign-in link does not work/,
    );
    await page.getByRole('link', { name: /^(返回登录|Back to sign-in)$/ }).click();
    await expect(page).toHaveURL(/#\/login$/);
  });
});

test('5002012202: should bind a mobile on /logpop/regKdCloud, sign in, and then sign in by that mobile', async ({
  page,
  request,
  baseURL,
}) => {
  const { userName } = await createAccount(request, baseURL, {
    gate: 'registerCloudAccount',
    userNameOnly: true,
  });
  await signIn(page, userName);
  await expect(page).toHaveURL(/#\/logpop\/regKdCloud\?account=[^&]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /注册云账号|Register a cloud account/,
  );
  const mobile = freshMobile();
  await page.getByLabel(MOBILE).fill(mobile);
  await sendCode(page);
  await wrongThenRightCode(page, CODE, /^(绑定并登录|Bind and sign in)$/);
  await expect(page.getByLabel(MOBILE)).toHaveCount(0);
  await expectMainPage(page, masked(mobile));

  await signInAfresh(page, mobile);
});

test('5002012903: should sign in with the SMS code on /logpop/downGrade and land on the main page', async ({
  page,
  request,
  baseURL,
}) => {
  const { mobile } = await createAccount(request, baseURL, { gate: 'downgrade' });
  await signIn(page, mobile);
  await expect(page).toHaveURL(/#\/logpop\/downGrade\?account=[^&]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /使用短信验证码登录|Sign in with an SMS code/,
  );
  await sendCode(page);
  await expect(page.getByText(masked(mobile))).toBeVisible();
  await wrongThenRightCode(page, CODE, SIGN_IN);
  await expectMainPage(page, masked(mobile));
});

test('/logpop/upgrade: should make a signed-in user-name account a cloud account that signs in by its new mobile', async ({
  page,
  request,
  baseURL,
}) => {
  const { userName } = await createAccount(request, baseURL, { userNameOnly: true });
  await signIn(page, userName);
  await expectMainPage(page, userName);

  await page.goto('index.html#/logpop/upgrade');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /升级为云账号|Upgrade to a cloud account/,
  );
  const mobile = freshMobile();
  await page.getByLabel(MOBILE).fill(mobile);
  await sendCode(page);
  await wrongThenRightCode(page, CODE, /^(绑定手机号|Bind mobile)$/);
  await expectMainPage(page, masked(mobile));
  await expect(page.getByRole('status').filter({ hasText: masked(mobile) })).toBeVisible();

  // After a reload the session is the cloud account's, and the page has nothing more to do.
  // The reloaded page is waited for as a person would: an address typed while the app is still
  // starting could be read before the router listens for it.
  await page.reload();
  await expectMainPage(page, masked(mobile));
  await page.goto('index.html#/logpop/upgrade');
  await expect(page.getByText(/已是云账号|already a cloud account/)).toContainText(masked(mobile));

  await signInAfresh(page, mobile);
});
