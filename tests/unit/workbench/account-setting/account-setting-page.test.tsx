import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROTECT_CODE } from '../../../../shared/domain/vocabulary';
import { SMS_RESEND_SECONDS } from '../../../../shared/constants';
import {
  checkPassword,
  DAY_MS,
  sandbox,
  SANDBOX_PASSWORD,
  SANDBOX_SMS_CODE,
  securityOf,
} from '../../../../workbench/sandbox';
import { passTime, setupSandbox, signInAs } from '../../helpers/sandbox';
import {
  dialog,
  loadedRow,
  open,
  row,
  sendCodeAndConfirm,
  signInFresh,
} from './account-setting-support';
import { SESSION_COOKIE } from '../../../../shared/cookies';
import { DESTINATIONS } from '../../../../shared/destinations';

const { effects } = setupSandbox();

describe('the account security page', () => {
  it('should show the account settings from the sandbox', async () => {
    await signInAs('u0001');
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Account security' })).toBeVisible();
    expect((await loadedRow('Remote-login notice')).getByRole('switch')).toBeChecked();
    expect((await loadedRow('Login protection')).getByRole('combobox')).toHaveValue(
      String(PROTECT_CODE.mobile),
    );
    expect((await loadedRow('WeChat')).getByText('Bound to 张伟')).toBeVisible();
    expect((await loadedRow('Close account')).getByRole('button')).toBeDisabled();
  });

  it('should show a part that failed with a retry, the others loaded', async () => {
    await signInAs('u0001');
    sandbox.scenarios.add({
      path: 'service/user/isOpenRemoteLoginNotice',
      answer: { errcode: '7001', description: 'down' },
    });
    const user = open();
    const notice = await loadedRow('Remote-login notice');
    expect(notice.getByText('This could not be loaded.')).toBeVisible();
    expect((await loadedRow('Mobile')).getByText('138****8000')).toBeVisible();
    sandbox.scenarios.clear();
    await user.click(notice.getByRole('button', { name: 'Try again' }));
    expect(await row('Remote-login notice').findByRole('switch')).toBeChecked();
  });

  it('should turn the remote-login notice on', async () => {
    const userId = await signInFresh();
    const user = open();
    const notice = await loadedRow('Remote-login notice');
    await user.click(notice.getByRole('switch'));
    await waitFor(() => expect(row('Remote-login notice').getByRole('switch')).toBeChecked());
    const state = await sandbox.state();
    expect(securityOf(state, userId).remoteLoginNotice).toBe(true);
  });

  it('should set SMS login protection and turn it off, each only with the code sent to the mobile', async () => {
    const userId = await signInFresh();
    const user = open();
    const protect = await loadedRow('Login protection');
    await user.selectOptions(protect.getByRole('combobox'), String(PROTECT_CODE.mobile));
    const setUp = await dialog();
    expect(setUp.getByRole('heading', { name: 'Verify sign-ins by SMS' })).toBeVisible();
    await sendCodeAndConfirm(user, setUp);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await row('Login protection').findByText('Turned on by you');
    const state = await sandbox.state();
    expect(securityOf(state, userId).protect).toBe(PROTECT_CODE.mobile);
    // The next code to the same mobile may go once the resend wait is over.
    await passTime(SMS_RESEND_SECONDS * 1000);

    await user.selectOptions(
      row('Login protection').getByRole('combobox'),
      String(PROTECT_CODE.unOpened),
    );
    const verify = await dialog();
    expect(verify.getByText('A code will be sent to 135****0001')).toBeVisible();
    await sendCodeAndConfirm(user, verify);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(securityOf(state, userId).protect).toBe(PROTECT_CODE.unOpened);
    await waitFor(() =>
      expect(row('Login protection').getByRole('combobox')).toHaveValue(
        String(PROTECT_CODE.unOpened),
      ),
    );
  });

  it('should leave login protection on when the code dialog is closed', async () => {
    await signInAs('u0001');
    const user = open();
    await user.selectOptions(
      (await loadedRow('Login protection')).getByRole('combobox'),
      String(PROTECT_CODE.unOpened),
    );
    await user.click((await dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(row('Login protection').getByRole('combobox')).toHaveValue(
        String(PROTECT_CODE.mobile),
      ),
    );
    const state = await sandbox.state();
    expect(securityOf(state, 'u0001').protect).toBe(PROTECT_CODE.mobile);
  });

  it('should turn the second check on with a new check mobile and off after confirmation', async () => {
    await signInFresh();
    const user = open();
    await user.click((await loadedRow('Your second check in this company')).getByRole('switch'));
    const bind = await dialog();
    await user.type(bind.getByLabelText(/^Verification phone/), '13700001234');
    await sendCodeAndConfirm(user, bind);
    await waitFor(() =>
      expect(row('Your second check in this company').getByRole('switch')).toBeChecked(),
    );
    expect(effects.toasts).toEqual([]);

    await user.click(row('Your second check in this company').getByRole('switch'));
    const confirm = within(await screen.findByRole('alertdialog'));
    await user.click(confirm.getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(row('Your second check in this company').getByRole('switch')).not.toBeChecked(),
    );
    // On again: the check mobile is bound now, so no dialog.
    await user.click(row('Your second check in this company').getByRole('switch'));
    await waitFor(() =>
      expect(row('Your second check in this company').getByRole('switch')).toBeChecked(),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('should set the password expiry', async () => {
    const userId = await signInFresh();
    const user = open();
    await user.selectOptions((await loadedRow('Password expiry')).getByRole('combobox'), '90');
    await row('Password expiry').findByText('The password expires in 90 days');
    expect(securityOf(await sandbox.state(), userId).pwdExpireDays).toBe(90);
  });

  it('should change the password after the current one, with the code sent to the mobile', async () => {
    const userId = await signInFresh();
    const user = open();
    await user.click((await loadedRow('Password')).getByRole('button', { name: 'Change' }));
    let steps = await dialog();
    await user.type(steps.getByLabelText(/^Current password/), 'Wrong@2026');
    await user.click(steps.getByRole('button', { name: 'Next' }));
    expect(await steps.findByRole('alert')).toHaveTextContent('The password is wrong.');
    expect(steps.getByLabelText(/^Current password/)).toHaveValue('Wrong@2026');

    await user.clear(steps.getByLabelText(/^Current password/));
    await user.type(steps.getByLabelText(/^Current password/), SANDBOX_PASSWORD);
    await user.click(steps.getByRole('button', { name: 'Next' }));
    steps = within(await screen.findByRole('dialog'));
    await user.click(await steps.findByRole('button', { name: 'Send code' }));
    await steps.findByRole('button', { name: /60/ });
    await user.type(steps.getByLabelText(/^Verification code/), SANDBOX_SMS_CODE);
    await user.type(steps.getByLabelText(/^New password/), 'Changed@2027');
    await user.type(steps.getByLabelText(/^Confirm new password/), 'Changed@2027');
    await user.click(steps.getByRole('button', { name: 'Confirm' }));
    await waitFor(async () => {
      const account = (await sandbox.state()).accounts.get(userId)!;
      expect(await checkPassword('Changed@2027', account.password)).toBe(true);
    });
  });

  it('should change the mobile: the current one first, then the new one', async () => {
    const userId = await signInFresh();
    const user = open();
    await user.click((await loadedRow('Mobile')).getByRole('button', { name: 'Change' }));
    await sendCodeAndConfirm(user, await dialog());
    // The first step's dialog gives way to the second's, both titled Change mobile.
    const mobileField = await screen.findByLabelText(/^Mobile number/);
    const form = within(mobileField.closest<HTMLElement>('[role="dialog"]')!);
    await user.type(mobileField, '13700005678');
    await user.click(form.getByRole('button', { name: 'Send code' }));
    await form.findByRole('button', { name: /60/ });
    await user.type(form.getByLabelText(/^Verification code/), SANDBOX_SMS_CODE);
    await user.click(form.getByRole('button', { name: 'Change mobile' }));
    await row('Mobile').findByText('137****5678');
    expect((await sandbox.state()).accounts.get(userId)!.mobile).toBe('13700005678');
  });

  it('should bind an e-mail with the code sent to it, refusing an address that is not one', async () => {
    const userId = await signInFresh();
    const user = open();
    await user.click((await loadedRow('E-mail')).getByRole('button', { name: 'Change' }));
    const form = await dialog();
    await user.type(form.getByLabelText(/^E-mail/), 'not-an-address');
    expect(form.getByRole('button', { name: 'Send code' })).toBeDisabled();
    await user.click(form.getByRole('button', { name: 'Bind e-mail' }));
    expect(form.getByText('Enter an e-mail address such as name@example.com')).toBeVisible();
    await user.clear(form.getByLabelText(/^E-mail/));
    await user.type(form.getByLabelText(/^E-mail/), 'fresh.mail@example.com');
    await user.click(form.getByRole('button', { name: 'Send code' }));
    await form.findByRole('button', { name: /60/ });
    await user.type(form.getByLabelText(/^Verification code/), SANDBOX_SMS_CODE);
    await user.click(form.getByRole('button', { name: 'Bind e-mail' }));
    await row('E-mail').findByText('fr****@example.com');
    expect((await sandbox.state()).accounts.get(userId)!.email).toBe('fresh.mail@example.com');
  });

  it('should unbind WeChat after confirmation', async () => {
    await signInAs('u0001');
    const user = open();
    await user.click((await loadedRow('WeChat')).getByRole('button', { name: 'Unbind' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    await user.click(confirm.getByRole('button', { name: 'Unbind' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await row('WeChat').findByText('Not bound');
    expect(securityOf(await sandbox.state(), 'u0001').thirdParty.has('wx')).toBe(false);
  });

  it('should lead the check-up review of third-party accounts to the first bound platform Unbind', async () => {
    await signInAs('u0001');
    const user = open();
    const checkup = within(await screen.findByRole('region', { name: 'Security check-up' }));
    await user.click(checkup.getByRole('button', { name: 'Review: Third-party accounts' }));
    expect(row('WeChat').getByRole('button', { name: 'Unbind' })).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('should list the trusted devices and remove one, the count following', async () => {
    await signInAs('u0001');
    const before = (await sandbox.state()).devices.trusted.get('u0001')!.length;
    const user = open();
    const trusted = await loadedRow('Trusted devices');
    expect(trusted.getByText(`${before} trusted devices`)).toBeVisible();
    await user.click(trusted.getByRole('button', { name: 'Manage' }));
    const list = await dialog();
    expect(await list.findByRole('heading', { name: `Trusted devices (${before})` })).toBeVisible();
    const [first] = list.getAllByRole('button', { name: /^Remove / });
    await user.click(first!);
    const confirm = within(await screen.findByRole('alertdialog'));
    await user.click(confirm.getByRole('button', { name: 'Remove' }));
    await list.findByRole('heading', { name: `Trusted devices (${before - 1})` });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await row('Trusted devices').findByText(`${before - 1} trusted devices`);
  });

  it('should count the valid authorization codes and lead to their page', async () => {
    await signInAs('u0001');
    const user = open();
    const codes = await loadedRow('Authorization codes');
    expect(codes.getByText('2 valid codes')).toBeVisible();
    await user.click(codes.getByRole('button', { name: 'Manage' }));
    expect(await screen.findByText('Authorization codes page')).toBeVisible();
  });

  it('should withdraw the AI consent after confirmation', async () => {
    await signInAs('u0001');
    const user = open();
    await user.click(
      (await loadedRow('AI service agreement')).getByRole('button', { name: 'Withdraw consent' }),
    );
    const confirm = within(await screen.findByRole('alertdialog'));
    await user.click(confirm.getByRole('button', { name: 'Withdraw consent' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await row('AI service agreement').findByText('Not agreed');
    expect(securityOf(await sandbox.state(), 'u0001').aiProtocol).toBe(false);
  });

  it('should show the password tip near expiry, and put it off', async () => {
    await signInAs('u0001');
    const state = await sandbox.state();
    securityOf(state, 'u0001').pwdChangedAt = state.clock.now() - 87 * DAY_MS;
    const user = open();
    expect(
      await screen.findByText(
        'Your password expires in 3 days. Change it to keep the account safe.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Do not remind me' }));
    await waitFor(() => expect(screen.queryByText(/Your password expires in/)).toBeNull());
    expect(securityOf(state, 'u0001').pwdTipDismissed).toBe(true);
  });

  it('should close the account with the code sent to the mobile and sign out', async () => {
    const userId = await signInFresh();
    const user = open();
    await user.click((await loadedRow('Close account')).getByRole('button'));
    await sendCodeAndConfirm(user, await dialog());
    await waitFor(() => expect(effects.navigations).toEqual([DESTINATIONS.logout]));
    expect((await sandbox.state()).accounts.has(userId)).toBe(false);
    expect(document.cookie).not.toContain(`${SESSION_COOKIE}=s`);
  });
});
