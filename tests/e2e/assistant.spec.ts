import { expect, test } from './support/test';
import { createAccount, SANDBOX_CODE } from './support/sandbox';
import { sendCode } from './support/session';

/**
 * /logpop/assistant (docs/decisions/0032): a person opens a corp's assistant invitation, confirms
 * the mobile of their cloud account by SMS and is signed in to that corp as its assistant user.
 * Every test makes its own inviting corp (createAccount with assistantInvite) and joining account.
 * The browser is zh-CN: text matchers accept Simplified Chinese and the English source.
 */

const MOBILE = /^(手机号|Mobile number)/;
const CODE = /^(验证码|Verification code)/;
const SEND = /^(获取验证码|Send code)$/;
const JOIN = /^(加入并登录|Join and sign in)$/;
const NOT_THE_CODE = '135790';
/** A mobile no account signs in with: the sandbox draws no 133 numbers. */
const NO_ACCOUNT_MOBILE = '13300000000';

/** The own corp's name of a test account (store/test-accounts.ts). */
function corpOf(userId: string): string {
  return `测试账号${userId.slice(1)}的企业`;
}

test('should join the inviting corp after a wrong mobile and a wrong code, and still be in it after a reload', async ({
  page,
  request,
  baseURL,
}) => {
  const inviter = await createAccount(request, baseURL, { ownCorp: true, assistantInvite: true });
  const joining = await createAccount(request, baseURL);
  const corp = corpOf(inviter.userId);
  await page.goto(`index.html#/logpop/assistant?code=${inviter.assistantCode!}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(corp);

  const mobile = page.getByLabel(MOBILE);
  await mobile.fill(NO_ACCOUNT_MOBILE);
  await page.getByRole('button', { name: SEND }).click();
  await expect(page.getByRole('alert')).toContainText(
    /没有云账号|No cloud account signs in with this mobile/,
  );
  await expect(mobile).toHaveValue(NO_ACCOUNT_MOBILE);

  await mobile.fill(joining.mobile);
  await sendCode(page);
  const code = page.getByLabel(CODE);
  await code.fill(NOT_THE_CODE);
  await page.getByRole('button', { name: JOIN }).click();
  await expect(page.getByRole('alert')).toHaveText('The verification code is wrong.');
  await expect(mobile).toHaveValue(joining.mobile);
  await expect(code).toHaveValue(NOT_THE_CODE);

  await code.fill(SANDBOX_CODE);
  await page.getByRole('button', { name: JOIN }).click();
  await expect(page).toHaveURL(/#\/$/);
  await page.reload();
  await expect(page.getByRole('main')).toContainText(corp);

  // The invitation is good for one assistant.
  await page.goto(`index.html#/logpop/assistant?code=${inviter.assistantCode!}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /此邀请无法使用|This invitation does not work/,
  );
  await expect(
    page.getByText('This invitation was already used. Ask the corp for a new one.'),
  ).toBeVisible();
});

test('should tell a mobile already in the corp so, and send no code', async ({
  page,
  request,
  baseURL,
}) => {
  const inviter = await createAccount(request, baseURL, { ownCorp: true, assistantInvite: true });
  await page.goto(`index.html#/logpop/assistant?code=${inviter.assistantCode!}`);
  await page.getByLabel(MOBILE).fill(inviter.mobile);
  await page.getByRole('button', { name: SEND }).click();
  await expect(page.getByRole('alert')).toContainText(corpOf(inviter.userId));
  await expect(page.getByRole('button', { name: SEND })).toBeEnabled();
});

test('should say an expired invitation has ended, with the way back to sign-in', async ({
  page,
}) => {
  await page.goto('index.html#/logpop/assistant?code=ASSIST-EXPIRED');
  await expect(
    page.getByText('This invitation has expired. Ask the corp for a new one.'),
  ).toBeVisible();
  await page.getByRole('link', { name: /^(返回登录|Back to sign-in)$/ }).click();
  await expect(page).toHaveURL(/#\/login$/);
});
