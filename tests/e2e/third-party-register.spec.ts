import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createAccount, SANDBOX_CODE, SANDBOX_PASSWORD } from './support/sandbox';
import { sendCode, signInAgain, standIn } from './support/session';

/**
 * /logpop/thirdPartyRegister (docs/decisions/0032): the cloud's sign-in comes back with a ticket
 * for an identity no workbench account has (the sandbox's "Continue as a new cloud identity"),
 * oauth2/codeLogin answers 5002012202, and the person registers an account (oauth2/vcode type 3,
 * oauth2/register), is signed in by the same ticket and goes on where the start-up query asked.
 * Each test registers a mobile of its own. The browser is zh-CN: text matchers accept Simplified
 * Chinese and the English source.
 */

const MOBILE = /^(手机号|Mobile number)/;
const CODE = /^(验证码|Verification code)/;
const PASSWORD = /^(密码|Password)/;
const CONFIRM = /^(确认密码|Confirm password)/;
const REGISTER = /^(注册并登录|Register and sign in)$/;
const AGREEMENT = /我已阅读并同意|I have read and agree/;

/** A mobile no other test uses: 136 numbers with a random suffix. */
function freshMobile(): string {
  return `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** 13712345678 → 137****5678, as the page shows a mobile. */
function masked(mobile: string): string {
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

/** From the sign-in page opened with `query`, through the cloud's sign-in as a new identity. */
async function arriveAsNewIdentity(page: Page, query = '') {
  await page.goto(`index.html${query}#/login`);
  await page.getByRole('button', { name: /使用云账号登录|Sign in with the cloud account/ }).click();
  await page.getByRole('link', { name: 'Continue as a new cloud identity' }).click();
  await expect(page).toHaveURL(/#\/logpop\/thirdPartyRegister$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /注册工作台账号|Register a workbench account/,
  );
}

async function fillPasswords(page: Page, password: string, confirm = password) {
  await page.getByRole('textbox', { name: PASSWORD }).fill(password);
  await page.getByLabel(CONFIRM).fill(confirm);
}

test('should register, sign in and go on to the partner app the start-up query named', async ({
  page,
}) => {
  await standIn(page, 'partner.example.com', 'Partner');
  const redirectUrl = encodeURIComponent('https://partner.example.com/callback');
  await arriveAsNewIdentity(
    page,
    `?clientId=sandbox-client&redirectUrl=${redirectUrl}&state=reg-1`,
  );
  const mobile = freshMobile();
  await page.getByLabel(MOBILE).fill(mobile);
  await sendCode(page);
  await page.getByLabel(CODE).fill(SANDBOX_CODE);
  await fillPasswords(page, SANDBOX_PASSWORD, 'Sandbox@2027');
  await page.getByRole('button', { name: REGISTER }).click();
  await expect(page.getByLabel(CONFIRM)).toBeFocused();
  await expect(page.getByLabel(CONFIRM)).toHaveValue('Sandbox@2027');

  await page.getByLabel(CONFIRM).fill(SANDBOX_PASSWORD);
  await page.getByRole('button', { name: REGISTER }).click();
  // The agreement first: nothing is sent until it is ticked.
  await expect(page.getByRole('checkbox', { name: AGREEMENT })).toBeFocused();
  await page.locator('[data-scope="checkbox"][data-part="control"]').click();
  await page.getByRole('button', { name: REGISTER }).click();

  await page.waitForURL('https://partner.example.com/**');
  const arrived = new URL(page.url());
  expect(arrived.pathname).toBe('/callback');
  expect(arrived.searchParams.get('code')).toMatch(/\S/);
  expect(arrived.searchParams.get('state')).toBe('reg-1');

  // The account is there: it signs in by its mobile and password on a fresh page.
  await signInAgain(page, mobile);
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(masked(mobile));
});

test('should keep what was typed when the mobile is taken or the code is wrong, then land on the main page', async ({
  page,
  request,
  baseURL,
}) => {
  // A mobile of its own that an account has: no other test waits out a code sent to it.
  const taken = await createAccount(request, baseURL);
  await arriveAsNewIdentity(page, '?showAgreement=0');
  const mobileField = page.getByLabel(MOBILE);
  await mobileField.fill(taken.mobile);
  await sendCode(page);
  await page.getByLabel(CODE).fill(SANDBOX_CODE);
  await fillPasswords(page, SANDBOX_PASSWORD);
  await page.getByRole('button', { name: REGISTER }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This mobile is already registered. Sign in instead.',
  );
  await expect(page.getByRole('textbox', { name: PASSWORD })).toHaveValue(SANDBOX_PASSWORD);

  const mobile = freshMobile();
  await mobileField.fill(mobile);
  await sendCode(page);
  await page.getByLabel(CODE).fill('135790');
  await page.getByRole('button', { name: REGISTER }).click();
  await expect(page.getByRole('alert')).toHaveText('The verification code is wrong.');
  await expect(mobileField).toHaveValue(mobile);
  await expect(page.getByLabel(CONFIRM)).toHaveValue(SANDBOX_PASSWORD);

  await page.getByLabel(CODE).fill(SANDBOX_CODE);
  await page.getByRole('button', { name: REGISTER }).click();
  await expect(page).toHaveURL(/#\/$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(masked(mobile));
});
