import { expect, userEvent, within } from 'storybook/test';
import { primeCode, sandbox } from '../../../workbench/sandbox';
import { waitForStrengthRating } from '../../design-system/fixtures/password-strength';

/** Text matchers for the find-password pages, in zh_CN (Storybook's default) and English. */
export const FIELDS = {
  account: /^(账号|Account)/,
  mobile: /^(手机号|Mobile number)/,
  code: /^(验证码|Verification code)/,
  newPassword: /^(新密码|New password)/,
  confirmPassword: /^(确认新密码|Confirm new password)/,
};
export const BUTTONS = {
  next: /^(下一步|Next)$/,
  confirm: /^(确定|Confirm)$/,
  sendCode: /^(获取验证码|Send code)$/,
};
export const SUCCESS_TEXT = /密码修改成功|Your password has been changed/;
export const NEW_PASSWORD = 'Renewed#2026';

/**
 * A code waiting at the mobile, as if the person had pressed send a minute ago: the button then
 * offers to send and shows no countdown, which would draw a different number in every screenshot.
 */
export async function codeWaitingAt(mobile: string): Promise<void> {
  primeCode(await sandbox.state(), mobile);
}

/** Types a code and the new password twice into the reset form, and confirms. */
export async function submitReset(form: HTMLElement, code: string): Promise<void> {
  const scope = within(form);
  await userEvent.type(scope.getByLabelText(FIELDS.code), code);
  await userEvent.type(scope.getByLabelText(FIELDS.newPassword), NEW_PASSWORD);
  await userEvent.type(scope.getByLabelText(FIELDS.confirmPassword), NEW_PASSWORD);
  await waitForStrengthRating(form);
  await userEvent.click(scope.getByRole('button', { name: BUTTONS.confirm }));
}

/** The refused reset keeps both passwords as typed. */
export async function expectPasswordsKept(form: HTMLElement): Promise<void> {
  const scope = within(form);
  await expect(scope.getByLabelText(FIELDS.newPassword)).toHaveValue(NEW_PASSWORD);
  await expect(scope.getByLabelText(FIELDS.confirmPassword)).toHaveValue(NEW_PASSWORD);
}
