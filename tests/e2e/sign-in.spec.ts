import { type Page } from '@playwright/test';
import { withClockStopped } from './support/clock';
import { expect, test } from './support/test';
import {
  advanceQr,
  captchaAnswer,
  createAccount,
  SANDBOX_CODE,
  SANDBOX_PASSWORD,
} from './support/sandbox';

/**
 * The sign-in page (#/login) by every method, against the sandbox on the built app. Tests that
 * change an account (wrong passwords, SMS codes) make their own with createAccount. The browser is
 * zh-CN: text matchers accept Simplified Chinese and the English source.
 */

const ACCOUNT = /^(手机号或用户名|Mobile number or user name)$/;
const PASSWORD = /^(密码|Password)$/;
const MOBILE = /^(手机号|Mobile number)$/;
const CODE = /^(验证码|Verification code)$/;
const AUTHORIZATION_CODE = /^(授权码|Authorization code)$/;
const SIGN_IN = /^(登录|Sign in)$/;
const SEND = /^(获取验证码|Send code)$/;
const AGREEMENT = /我已阅读并同意|I have read and agree/;
const QR_CODE = /二维码|QR code for signing in/;
const TAB = {
  sms: /^(短信登录|SMS code)$/,
  qr: /^(扫码登录|QR code)$/,
  authorizationCode: /^(授权码登录|Authorization code)$/,
};
const WRONG_PASSWORD = 'The account or password is wrong.';

async function openSignIn(page: Page) {
  await page.goto('index.html#/login');
  await expect(page.getByRole('heading', { level: 1, name: SIGN_IN })).toBeVisible();
}

/** The open tab's form: each tab panel is named by its tab, so fields are looked for inside it. */
function form(page: Page) {
  return page.getByRole('tabpanel');
}

async function agree(page: Page) {
  // The box itself: the middle of its label is the agreement's link.
  await page.locator('[data-scope="checkbox"][data-part="control"]').click();
  await expect(page.getByRole('checkbox', { name: AGREEMENT })).toBeChecked();
}

async function openTab(page: Page, name: RegExp) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
}

/** A mobile as the page shows a signed-in account: 135****0003. */
function masked(mobile: string): string {
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

/** The seeded admin (u0001), whom the cloud's ticket and the phone's scan sign in. */
const ADMIN_SHOWN = masked('13800138000');

/** The main page, greeting the account that signed in. */
async function expectSignedIn(page: Page, shownAccount: string) {
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(shownAccount);
}

async function signInByPassword(page: Page, account: string, password: string) {
  await form(page).getByLabel(ACCOUNT).fill(account);
  await form(page).getByLabel(PASSWORD).fill(password);
  const answered = page.waitForResponse((response) =>
    response.url().includes('/sso/login/accountLogin'),
  );
  await form(page).getByRole('button', { name: SIGN_IN }).click();
  await answered;
}

async function sendSmsCode(page: Page) {
  await form(page).getByRole('button', { name: SEND }).click();
  await expect(form(page).getByRole('button', { name: /60/ })).toBeVisible();
}

test.describe('each sign-in method', () => {
  test('should sign in by mobile and password', async ({ page, request, baseURL }) => {
    const { mobile } = await createAccount(request, baseURL);
    await openSignIn(page);
    await agree(page);
    await signInByPassword(page, mobile, SANDBOX_PASSWORD);
    await expectSignedIn(page, masked(mobile));
  });

  test('should sign a user-name account in by its user name', async ({ page }) => {
    await openSignIn(page);
    await agree(page);
    const login = page.waitForRequest((sent) => sent.url().includes('/sso/login/accountLogin'));
    await signInByPassword(page, 'user0012', SANDBOX_PASSWORD);
    // With the login version record of docs/product.md §9 beside the sign-in's own fields.
    expect((await login).postDataJSON()).toMatchObject({
      account: 'user0012',
      loginType: 1,
      version: 20250821,
      apiVer: 5,
      gray: true,
    });
    await expectSignedIn(page, 'user0012');
  });

  test('should sign in by SMS code', async ({ page, request, baseURL }) => {
    const { mobile } = await createAccount(request, baseURL);
    await openSignIn(page);
    await agree(page);
    await openTab(page, TAB.sms);
    await form(page).getByLabel(MOBILE).fill(mobile);
    await sendSmsCode(page);
    await form(page).getByLabel(CODE).fill(SANDBOX_CODE);
    await form(page).getByRole('button', { name: SIGN_IN }).click();
    await expectSignedIn(page, masked(mobile));
  });

  test('should sign in by QR scan once the phone confirms', async ({ page, request, baseURL }) => {
    await openSignIn(page);
    await agree(page);
    const scanRequest = page.waitForRequest((sent) =>
      sent.url().includes('/sso/login/scanRequest'),
    );
    await openTab(page, TAB.qr);
    const loginCode = new URL((await scanRequest).url()).searchParams.get('loginCode')!;
    await expect(page.getByRole('img', { name: QR_CODE })).toBeVisible();
    await advanceQr(request, baseURL, loginCode, 1);
    await expect(page.getByText(/扫描成功|Scanned/)).toBeVisible();
    await advanceQr(request, baseURL, loginCode, 2);
    await expectSignedIn(page, ADMIN_SHOWN);
  });

  test('should sign in by authorization code after its SMS step', async ({
    page,
    request,
    baseURL,
  }) => {
    const owner = await createAccount(request, baseURL);
    // The owner makes a code in their own session (the request context keeps its cookie).
    const api = (path: string) => new URL(`/workbench/api/${path}`, baseURL).toString();
    // As the client calls: with ajax_flag, without which the sandbox refuses a write.
    const CLIENT = { ajax_flag: '1' };
    await request.post(api('__sandbox/session'), { data: { userId: owner.userId } });
    const services = (await (
      await request.post(api('service/user/authorizeServiceList'), { headers: CLIENT })
    ).json()) as {
      data: { serviceId: string }[];
    };
    const generated = (await (
      await request.post(api('service/user/generateAuthorizeCode'), {
        data: { serviceId: services.data[0]!.serviceId },
        headers: CLIENT,
      })
    ).json()) as { errcode: string; data: { code: string } };
    expect(generated.errcode).toBe('0');

    await openSignIn(page);
    await agree(page);
    await openTab(page, TAB.authorizationCode);
    await form(page).getByLabel(AUTHORIZATION_CODE).fill(generated.data.code);
    await form(page)
      .getByRole('button', { name: /^(下一步|Next)$/ })
      .click();
    await expect(
      form(page).getByLabel(/授权码所有者的手机号|Mobile of the code’s owner/),
    ).toHaveValue(masked(owner.mobile));
    await sendSmsCode(page);
    await form(page).getByLabel(CODE).fill(SANDBOX_CODE);
    await form(page).getByRole('button', { name: SIGN_IN }).click();
    await expectSignedIn(page, masked(owner.mobile));
  });

  test('should sign in with the cloud account and come back signed in', async ({ page }) => {
    await openSignIn(page);
    await page
      .getByRole('button', { name: /使用云账号登录|Sign in with the cloud account/ })
      .click();
    await expect(page).toHaveURL(/__sandbox\/pages\/cloud-sign-in\?return=/);
    await page.getByRole('link', { name: 'Continue as 张伟' }).click();
    await expectSignedIn(page, ADMIN_SHOWN);
  });
});

test.describe('failures keep what was typed', () => {
  test('should show a wrong password with the account and password kept', async ({
    page,
    request,
    baseURL,
  }) => {
    const { mobile } = await createAccount(request, baseURL);
    await openSignIn(page);
    await agree(page);
    await signInByPassword(page, mobile, 'Wrong@2026');
    await expect(page.getByRole('alert')).toHaveText(WRONG_PASSWORD);
    await expect(form(page).getByLabel(ACCOUNT)).toHaveValue(mobile);
    await expect(form(page).getByLabel(PASSWORD)).toHaveValue('Wrong@2026');
    await expect(page).toHaveURL(/#\/login$/);
  });

  test('should show a wrong SMS code with the mobile and code kept', async ({
    page,
    request,
    baseURL,
  }) => {
    const { mobile } = await createAccount(request, baseURL);
    await openSignIn(page);
    await agree(page);
    await openTab(page, TAB.sms);
    await form(page).getByLabel(MOBILE).fill(mobile);
    await sendSmsCode(page);
    await form(page).getByLabel(CODE).fill('135790');
    await form(page).getByRole('button', { name: SIGN_IN }).click();
    await expect(page.getByRole('alert')).toHaveText('The verification code is wrong.');
    await expect(form(page).getByLabel(MOBILE)).toHaveValue(mobile);
    await expect(form(page).getByLabel(CODE)).toHaveValue('135790');
  });

  test('should show an expired QR code and refresh it with a new code', async ({
    page,
    request,
    baseURL,
  }) => {
    await openSignIn(page);
    await agree(page);
    const first = page.waitForRequest((sent) => sent.url().includes('/sso/login/scanRequest'));
    await openTab(page, TAB.qr);
    const expired = new URL((await first).url()).searchParams.get('loginCode')!;
    await expect(page.getByRole('img', { name: QR_CODE })).toBeVisible();
    await advanceQr(request, baseURL, expired, 3);
    await expect(page.getByText(/二维码已失效|The QR code has expired/)).toBeVisible();

    const second = page.waitForRequest((sent) => sent.url().includes('/sso/login/scanRequest'));
    await page.getByRole('button', { name: /^(刷新|Refresh)$/ }).click();
    const fresh = new URL((await second).url()).searchParams.get('loginCode')!;
    expect(fresh).not.toBe(expired);
    await expect(page.getByRole('img', { name: QR_CODE })).toBeVisible();
    await expect(page.getByText(/二维码已失效|The QR code has expired/)).toBeHidden();
  });

  test('should ask for the captcha after three wrong passwords, and sign in once it is solved', async ({
    page,
    request,
    baseURL,
  }) => {
    // "Verification passed" shows for 0.5 s before the overlay closes: the page's clock stops
    // before the answer, so the message is there to be read however busy the machine is.
    await page.clock.install();
    const { mobile } = await createAccount(request, baseURL);
    await openSignIn(page);
    await agree(page);
    for (let attempt = 0; attempt < 3; attempt++) {
      await signInByPassword(page, mobile, `Wrong@${attempt}`);
      await expect(page.getByRole('alert')).toHaveText(WRONG_PASSWORD);
    }

    // The fourth attempt, with the right password, answers 5002012019: the captcha.
    let challenge = page.waitForResponse((response) =>
      response.url().includes('/sso/img-captcha/generate'),
    );
    await signInByPassword(page, mobile, SANDBOX_PASSWORD);
    const dialog = page.getByRole('dialog');
    const image = dialog.getByRole('img', { name: /验证图片|Verification image/ });
    await expect(image).toBeVisible();
    const { data: first } = (await (await challenge).json()) as {
      data: { req_id: string; length: number };
    };

    // Clicks in a corner, far from every character: verification fails.
    for (let click = 0; click < first.length; click++)
      await image.click({ position: { x: 2 + click, y: 2 } });
    await expect(dialog.getByText(/验证失败，请点击刷新重试|Verification failed/)).toBeVisible();
    await expect(page.locator('input[name="account"]')).toHaveValue(mobile);
    await expect(page.locator('input[name="password"]')).toHaveValue(SANDBOX_PASSWORD);

    challenge = page.waitForResponse((response) =>
      response.url().includes('/sso/img-captcha/generate'),
    );
    await dialog.getByRole('button', { name: /^(刷新|Refresh)$/ }).click();
    const { data: second } = (await (await challenge).json()) as { data: { req_id: string } };
    await expect(dialog.getByText(/已点击：0|Clicked: 0/)).toBeVisible();
    const answer = await captchaAnswer(request, baseURL, second.req_id);
    await withClockStopped(page, async () => {
      for (const point of answer) await image.click({ position: point });
      await expect(dialog.getByText(/验证通过|Verification passed/)).toBeVisible();
    });
    await expectSignedIn(page, masked(mobile));
  });
});

test.describe('showAgreement (docs/product.md §2)', () => {
  for (const [query, shown] of [
    ['', true],
    ['?showAgreement=1', true],
    ['?showAgreement=0', false],
  ] as const)
    test(`${query || 'absent'}: should ${shown ? 'ask for' : 'not show'} the agreement, and sign in`, async ({
      page,
      request,
      baseURL,
    }) => {
      const { mobile } = await createAccount(request, baseURL);
      await page.goto(`index.html${query}#/login`);
      await expect(form(page).getByLabel(PASSWORD)).toBeVisible();
      await expect(page.getByRole('checkbox', { name: AGREEMENT })).toHaveCount(shown ? 1 : 0);
      if (shown) await agree(page);
      await signInByPassword(page, mobile, SANDBOX_PASSWORD);
      await expectSignedIn(page, masked(mobile));
    });
});
