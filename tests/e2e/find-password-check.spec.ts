import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createAccount, SANDBOX_CODE, SANDBOX_PASSWORD } from './support/sandbox';
import { sendCode, signInAgain } from './support/session';
import { withClockStopped } from './support/clock';

/**
 * The reset's check before it changes anything (sso/account/forgetPwdNewCheck, decision 0032): on
 * /logpop/forgetPassword?wholepage=1 the code and the new password are checked first, so the
 * account's current password is refused with every field kept, and the same code then resets to a
 * different one. The browser speaks zh-CN: texts are matched in Chinese or English.
 */

const FIND_ACCOUNT_FIELD = /^(账号|Account)/;
const NEXT = /^(下一步|Next)$/;
const CODE_FIELD = /^(验证码|Verification code)/;
const NEW_PASSWORD_FIELD = /^(新密码|New password)/;
const CONFIRM_PASSWORD_FIELD = /^(确认新密码|Confirm new password)/;
const CONFIRM = /^(确定|Confirm)$/;
const SUCCESS = /密码修改成功|Your password has been changed/;
const NEW_PASSWORD = 'Renewed#2026';

/** The whole-page reset of a fresh account, found by its mobile, its code sent: the form it shows. */
async function openResetWithCode(page: Page, baseURL: string | undefined) {
  // For withClockStopped: the success message shows for 3 s.
  await page.clock.install();
  const account = await createAccount(page.request, baseURL);
  await page.goto('index.html#/logpop/forgetPassword?wholepage=1');
  await page.getByLabel(FIND_ACCOUNT_FIELD).fill(account.mobile);
  await page.getByRole('button', { name: NEXT }).click();
  const form = page.getByRole('main');
  await sendCode(form);
  return { account, form };
}

/** Types the code and the new password twice, and confirms. */
async function submitReset(form: Locator, code: string, password: string): Promise<void> {
  await form.getByLabel(CODE_FIELD).fill(code);
  await form.getByLabel(NEW_PASSWORD_FIELD).fill(password);
  await form.getByLabel(CONFIRM_PASSWORD_FIELD).fill(password);
  await form.getByRole('button', { name: CONFIRM }).click();
}

test('should refuse the current password as the new one, keep what was typed, then reset with the same code', async ({
  page,
  baseURL,
}) => {
  const { account, form } = await openResetWithCode(page, baseURL);
  await submitReset(form, SANDBOX_CODE, SANDBOX_PASSWORD);
  await expect(form.getByRole('alert')).toHaveText(
    'The new password must differ from the current one.',
  );
  await expect(form.getByLabel(CODE_FIELD)).toHaveValue(SANDBOX_CODE);
  await expect(form.getByLabel(NEW_PASSWORD_FIELD)).toHaveValue(SANDBOX_PASSWORD);

  await withClockStopped(page, async () => {
    await submitReset(form, SANDBOX_CODE, NEW_PASSWORD);
    await expect(form.getByText(SUCCESS)).toBeVisible();
  });

  // The current password no longer signs in; the new one does.
  await signInAgain(page, account.mobile, NEW_PASSWORD);
  await expect(page).toHaveURL(/#\/$/);
});

test('should say a wrong code before the reset, and change nothing', async ({ page, baseURL }) => {
  const { account, form } = await openResetWithCode(page, baseURL);
  await submitReset(form, '135790', NEW_PASSWORD);
  await expect(form.getByRole('alert')).toHaveText('The verification code is wrong.');
  await signInAgain(page, account.mobile);
  await expect(page).toHaveURL(/#\/$/);
});
