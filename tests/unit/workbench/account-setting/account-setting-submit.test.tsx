import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PROTECT_CODE } from '../../../../shared/domain/vocabulary';
import {
  DAY_MS,
  sandbox,
  SANDBOX_PASSWORD,
  SANDBOX_SMS_CODE,
  securityOf,
} from '../../../../workbench/sandbox';
import { setupSandbox, signInAs } from '../../helpers/sandbox';
import { clickTwiceInOneTask, countRequests } from '../../helpers/submit-guard';
import { dialog, loadedRow, open, row, signInFresh } from './account-setting-support';

const { server, effects } = setupSandbox();
const requests = countRequests(server);

type Scope = Awaited<ReturnType<typeof dialog>>;

/** Sends the code, types it, and clicks the submit button twice in one task. */
async function sendCodeAndSubmitTwice(
  user: ReturnType<typeof userEvent.setup>,
  scope: Scope,
  submit = 'Confirm',
) {
  await user.click(await scope.findByRole('button', { name: 'Send code' }));
  await scope.findByRole('button', { name: /60/ });
  await user.type(scope.getByLabelText(/^Verification code/), SANDBOX_SMS_CODE);
  clickTwiceInOneTask(scope.getByRole('button', { name: submit }));
}

/** Clicks the confirmation's button twice in one task, and waits for the confirmation to go. */
async function confirmTwice(label: string) {
  clickTwiceInOneTask(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: label }),
  );
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

// The page behind a dialog is hidden from the accessibility tree until the dialog has left.
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('the account security page, two clicks in one task', () => {
  it('should turn login protection off with one request', async () => {
    await signInAs('u0001');
    const user = open();
    await user.selectOptions(
      (await loadedRow('Login protection')).getByRole('combobox'),
      String(PROTECT_CODE.unOpened),
    );
    await sendCodeAndSubmitTwice(user, await dialog());
    await dialogGone();
    expect(requests('service/user/loginProtectSet')).toBe(1);
  });

  it('should turn the second check on with one request', async () => {
    await signInFresh();
    const user = open();
    await user.click((await loadedRow('Your second check in this company')).getByRole('switch'));
    const bind = await dialog();
    await user.type(bind.getByLabelText(/^Verification phone/), '13700001234');
    await sendCodeAndSubmitTwice(user, bind);
    await waitFor(() =>
      expect(row('Your second check in this company').getByRole('switch')).toBeChecked(),
    );
    expect(requests('service/corp/setSecondCheck')).toBe(1);
  });

  it('should check the current password and change it with one request each', async () => {
    await signInFresh();
    const user = open();
    await user.click((await loadedRow('Password')).getByRole('button', { name: 'Change' }));
    const first = await dialog();
    await user.type(first.getByLabelText(/^Current password/), SANDBOX_PASSWORD);
    clickTwiceInOneTask(first.getByRole('button', { name: 'Next' }));
    const second = within(await screen.findByRole('dialog'));
    await second.findByRole('button', { name: 'Send code' });
    expect(requests('service/user/checkPwd')).toBe(1);
    await user.type(second.getByLabelText(/^New password/), 'Changed@2027');
    await user.type(second.getByLabelText(/^Confirm new password/), 'Changed@2027');
    await sendCodeAndSubmitTwice(user, second);
    // The success message shows for 3 s before the dialog closes.
    expect(await second.findByText('Your password has been changed')).toBeVisible();
    expect(requests('service/user/updateLocalPwd')).toBe(1);
  });

  it('should check the current mobile and change it with one request each', async () => {
    await signInFresh();
    const user = open();
    await user.click((await loadedRow('Mobile')).getByRole('button', { name: 'Change' }));
    await sendCodeAndSubmitTwice(user, await dialog());
    const mobileField = await screen.findByLabelText(/^Mobile number/);
    expect(requests('service/user/updateMobileCheck')).toBe(1);
    const form = within(mobileField.closest<HTMLElement>('[role="dialog"]')!);
    await user.type(mobileField, '13700005678');
    await sendCodeAndSubmitTwice(user, form, 'Change mobile');
    await dialogGone();
    await row('Mobile').findByText('137****5678');
    expect(requests('service/user/updateMobile')).toBe(1);
  });

  it('should bind an e-mail with one request', async () => {
    await signInFresh();
    const user = open();
    await user.click((await loadedRow('E-mail')).getByRole('button', { name: 'Change' }));
    const form = await dialog();
    await user.type(form.getByLabelText(/^E-mail/), 'fresh.mail@example.com');
    await sendCodeAndSubmitTwice(user, form, 'Bind e-mail');
    await dialogGone();
    await row('E-mail').findByText('fr****@example.com');
    expect(requests('service/user/bindLocalEmail')).toBe(1);
  });

  it('should unbind WeChat and withdraw the AI consent with one request each', async () => {
    await signInAs('u0001');
    const user = open();
    await user.click((await loadedRow('WeChat')).getByRole('button', { name: 'Unbind' }));
    await confirmTwice('Unbind');
    await row('WeChat').findByText('Not bound');
    expect(requests('service/user/unbindThirdPlatformInfo')).toBe(1);
    await user.click(
      (await loadedRow('AI service agreement')).getByRole('button', { name: 'Withdraw consent' }),
    );
    await confirmTwice('Withdraw consent');
    await row('AI service agreement').findByText('Not agreed');
    expect(requests('service/user/cancelAIProtocol')).toBe(1);
  });

  it('should remove a trusted device with one request', async () => {
    await signInAs('u0001');
    const before = (await sandbox.state()).devices.trusted.get('u0001')!.length;
    const user = open();
    await user.click((await loadedRow('Trusted devices')).getByRole('button', { name: 'Manage' }));
    const list = await dialog();
    await list.findByRole('heading', { name: `Trusted devices (${before})` });
    await user.click(list.getAllByRole('button', { name: /^Remove / })[0]!);
    await confirmTwice('Remove');
    await list.findByRole('heading', { name: `Trusted devices (${before - 1})` });
    expect(requests('service/device/cancelTrustDevice')).toBe(1);
  });

  it('should put the password tip off with one request', async () => {
    await signInAs('u0001');
    const state = await sandbox.state();
    securityOf(state, 'u0001').pwdChangedAt = state.clock.now() - 87 * DAY_MS;
    open();
    await screen.findByText(/Your password expires in/);
    clickTwiceInOneTask(screen.getByRole('button', { name: 'Do not remind me' }));
    await waitFor(() => expect(screen.queryByText(/Your password expires in/)).toBeNull());
    expect(requests('service/user/updatePwdTip')).toBe(1);
  });

  it('should close the account with one request', async () => {
    await signInFresh();
    const user = open();
    await user.click((await loadedRow('Close account')).getByRole('button'));
    await sendCodeAndSubmitTwice(user, await dialog());
    await waitFor(() => expect(effects.navigations).toHaveLength(1));
    expect(requests('service/user/logOffLocalUser')).toBe(1);
  });
});
