import { expect, userEvent, within } from 'storybook/test';
import { primeCode, sandbox } from '../../../workbench/sandbox';
import { waitForStrengthRating } from '../../design-system/fixtures/password-strength';
import { messageStart, messageText } from '../../design-system/fixtures/messages';

/**
 * The find-password pages' fields and buttons, read as they are queried: each getter gives the
 * text in the story's own language, so a play holds in every language a remount captures.
 */
export const FIELDS = {
  get account() {
    return messageStart('findPassword.account');
  },
  get mobile() {
    return messageStart('kdcloudPassWord.mobile');
  },
  get code() {
    return messageStart('kdcloudPassWord.code');
  },
  get newPassword() {
    return messageStart('kdcloudPassWord.newPassword');
  },
  get confirmPassword() {
    return messageStart('kdcloudPassWord.confirmPassword');
  },
};
export const BUTTONS = {
  get next() {
    return messageText('findPassword.next');
  },
  get confirm() {
    return messageText('kdcloudPassWord.confirm');
  },
  get sendCode() {
    return messageText('smsCode.send');
  },
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
