import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOGIN_PROTECT_TYPE, PROTECT_CODE } from '../../../../../shared/domain/vocabulary';
import { renderPanel, row } from './panel-support';
import { clickTwiceInOneTask } from '../../../helpers/submit-guard';

/** Text of a row's state, not of its select's options. */
const state = { ignore: 'option, script, style' };

describe('SecuritySettingsPanel', () => {
  it('should group the rows under their section headings', () => {
    renderPanel();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Sign-in protection',
      'Password',
      'Linked accounts',
      'Authorization',
      'Account',
    ]);
  });

  it.each([
    [LOGIN_PROTECT_TYPE.self, 'Turned on by you'],
    [LOGIN_PROTECT_TYPE.deviceChange, 'Turned on after a sign-in from a new device'],
    [LOGIN_PROTECT_TYPE.forced, 'Required for this account; it cannot be turned off'],
    [LOGIN_PROTECT_TYPE.twoYearsIdle, 'Turned on because the account was not used for two years'],
  ])('should say in words why login protection is on for type %i', (type, words) => {
    renderPanel({
      loginProtect: { status: 'ready', data: { open: true, protect: PROTECT_CODE.mobile, type } },
    });
    expect(row('Login protection').getByText(words)).toBeVisible();
    expect(row('Login protection').getByText('SMS code to your mobile', state)).toBeVisible();
  });

  it('should say Off, without a type, when login protection is off', () => {
    renderPanel({
      loginProtect: {
        status: 'ready',
        data: { open: false, protect: PROTECT_CODE.unOpened, type: LOGIN_PROTECT_TYPE.self },
      },
    });
    expect(row('Login protection').getByText('Off', state)).toBeVisible();
    expect(row('Login protection').queryByText('Turned on by you')).not.toBeInTheDocument();
    expect(row('Login protection').getByRole('combobox')).toHaveValue(
      String(PROTECT_CODE.unOpened),
    );
  });

  it('should not offer Off for a forced protection, nor e-mail without an e-mail', () => {
    renderPanel({
      account: {
        status: 'ready',
        data: {
          realName: '张伟',
          userName: 'zhangwei',
          mobile: '138****5678',
          email: '',
          openSecondCheck: false,
        },
      },
      loginProtect: {
        status: 'ready',
        data: { open: true, protect: PROTECT_CODE.mobile, type: LOGIN_PROTECT_TYPE.forced },
      },
    });
    const select = row('Login protection');
    expect(select.getByRole('option', { name: 'Off' })).toBeDisabled();
    expect(select.getByRole('option', { name: 'Code to your e-mail' })).toBeDisabled();
    expect(select.getByRole('option', { name: 'WeChat scan' })).toBeEnabled();
  });

  it('should change login protection, busy while it runs', async () => {
    let finish = () => {};
    const onChangeLoginProtect = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderPanel({ onChangeLoginProtect });
    const select = row('Login protection').getByRole('combobox', { name: 'Login protection' });
    await user.selectOptions(select, String(PROTECT_CODE.email));
    expect(onChangeLoginProtect).toHaveBeenCalledWith(PROTECT_CODE.email);
    expect(select).toBeDisabled();
    expect(select).toHaveValue(String(PROTECT_CODE.email));
    finish();
    await waitFor(() => expect(select).toBeEnabled());
  });

  it('should show a refused login protection change and go back to the current method', async () => {
    const { user } = renderPanel({
      onChangeLoginProtect: vi.fn(() => Promise.reject(new Error('Code expired'))),
    });
    const select = row('Login protection').getByRole('combobox');
    await user.selectOptions(select, String(PROTECT_CODE.unOpened));
    expect(await row('Login protection').findByRole('alert')).toHaveTextContent('Code expired');
    expect(select).toHaveValue(String(PROTECT_CODE.mobile));
  });

  it('should turn the second check on at once, and off only after a confirmation', async () => {
    const { user, onToggleSecondCheck } = renderPanel();
    const toggle = row('Your second check in this company').getByRole('switch', {
      name: 'Your second check in this company',
    });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    const confirm = await screen.findByRole('alertdialog', { name: 'Turn off second check' });
    expect(onToggleSecondCheck).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Turn off' }));
    expect(onToggleSecondCheck).toHaveBeenCalledWith(false);
  });

  it('should not turn the second check off when the confirmation is cancelled', async () => {
    const { user, onToggleSecondCheck } = renderPanel();
    await user.click(row('Your second check in this company').getByRole('switch'));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    // The page behind stays hidden from the accessibility tree until the dialog has left.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onToggleSecondCheck).not.toHaveBeenCalled();
    expect(row('Your second check in this company').getByRole('switch')).toBeChecked();
  });

  it('should turn a second check that is off on without asking', async () => {
    const { user, onToggleSecondCheck } = renderPanel({
      account: {
        status: 'ready',
        data: {
          realName: '张伟',
          userName: 'zhangwei',
          mobile: '138****5678',
          email: '',
          openSecondCheck: false,
        },
      },
    });
    expect(row('Your second check in this company').getByText('Off')).toBeVisible();
    await user.click(row('Your second check in this company').getByRole('switch'));
    expect(onToggleSecondCheck).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('should switch the remote-login notice and show a refusal', async () => {
    const onToggleRemoteLoginNotice = vi.fn(() => Promise.reject(new Error('Try later')));
    const { user } = renderPanel({ onToggleRemoteLoginNotice });
    const toggle = row('Remote-login notice').getByRole('switch', {
      name: 'Remote-login notice',
    });
    await user.click(toggle);
    expect(onToggleRemoteLoginNotice).toHaveBeenCalledWith(false);
    expect(await row('Remote-login notice').findByRole('alert')).toHaveTextContent('Try later');
    expect(toggle).toBeChecked();
  });

  it.each([
    [{ pwdExpireDays: 0, daysLeft: null }, 'The password never expires'],
    [{ pwdExpireDays: 90, daysLeft: 0 }, 'The password has expired'],
    [{ pwdExpireDays: 90, daysLeft: 1 }, 'The password expires in 1 day'],
    [{ pwdExpireDays: 90, daysLeft: 41 }, 'The password expires in 41 days'],
  ])('should put the password expiry %o in words', (status, words) => {
    renderPanel({
      passwordStatus: {
        status: 'ready',
        data: { ...status, pwdUpdateTime: '2025-04-12T02:00:00.000Z' },
      },
    });
    expect(row('Password expiry').getByText(words)).toBeVisible();
  });

  it('should set the password expiry from its select', async () => {
    const { user, onSetPasswordExpiry } = renderPanel();
    const select = row('Password expiry').getByRole('combobox', { name: 'Password expiry' });
    expect(select).toHaveValue('90');
    await user.selectOptions(select, '30');
    expect(onSetPasswordExpiry).toHaveBeenCalledWith(30);
  });

  it('should show when the password was changed and offer to change it', async () => {
    const { user, onChangePassword } = renderPanel();
    expect(row('Password').getByText('Last changed on 04/12/2025')).toBeVisible();
    await user.click(row('Password').getByRole('button', { name: 'Change' }));
    expect(onChangePassword).toHaveBeenCalled();
  });

  it('should show the mobile and the e-mail masked, and call back to change them', async () => {
    const { user, onChangeMobile, onBindEmail } = renderPanel({
      account: {
        status: 'ready',
        data: {
          realName: '张伟',
          userName: 'zhangwei',
          mobile: '13812345678',
          email: 'zhangwei@example.com',
          openSecondCheck: true,
        },
      },
    });
    expect(row('Mobile').getByText('138****5678')).toBeVisible();
    expect(row('E-mail').getByText('zh****@example.com')).toBeVisible();
    await user.click(row('Mobile').getByRole('button', { name: 'Change' }));
    await user.click(row('E-mail').getByRole('button', { name: 'Change' }));
    expect(onChangeMobile).toHaveBeenCalled();
    expect(onBindEmail).toHaveBeenCalled();
  });

  it('should offer to bind an e-mail when none is bound', async () => {
    const { user, onBindEmail } = renderPanel({
      account: {
        status: 'ready',
        data: {
          realName: '张伟',
          userName: 'zhangwei',
          mobile: '138****5678',
          email: '',
          openSecondCheck: true,
        },
      },
    });
    expect(row('E-mail').getByText('Not bound')).toBeVisible();
    await user.click(row('E-mail').getByRole('button', { name: 'Bind' }));
    expect(onBindEmail).toHaveBeenCalled();
  });

  it('should unbind a third-party account only after a confirmation', async () => {
    const { user, onUnbindThirdParty } = renderPanel();
    expect(row('WeChat').getByText('Bound to Wei')).toBeVisible();
    expect(row('WeCom').getByText('Not bound')).toBeVisible();
    expect(row('WeCom').queryByRole('button')).not.toBeInTheDocument();
    await user.click(row('WeChat').getByRole('button', { name: 'Unbind' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Unbind WeChat' });
    expect(confirm).toHaveTextContent('You will no longer sign in with the WeChat account Wei.');
    await user.click(within(confirm).getByRole('button', { name: 'Unbind' }));
    expect(onUnbindThirdParty).toHaveBeenCalledWith('wx');
  });

  it('should show a refused unbind on its row', async () => {
    const { user } = renderPanel({
      onUnbindThirdParty: vi.fn(() => Promise.reject(new Error('Unbind failed'))),
    });
    await user.click(row('WeChat').getByRole('button', { name: 'Unbind' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Unbind' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(row('WeChat').getByRole('alert')).toHaveTextContent('Unbind failed');
  });

  it('should count the authorization codes and trusted devices and manage them', async () => {
    const { user, onManageAuthorizationCodes, onManageTrustedDevices } = renderPanel();
    expect(row('Authorization codes').getByText('2 valid codes')).toBeVisible();
    expect(row('Trusted devices').getByText('1 trusted device')).toBeVisible();
    await user.click(row('Authorization codes').getByRole('button', { name: 'Manage' }));
    await user.click(row('Trusted devices').getByRole('button', { name: 'Manage' }));
    expect(onManageAuthorizationCodes).toHaveBeenCalled();
    expect(onManageTrustedDevices).toHaveBeenCalled();
  });

  it('should withdraw the AI consent after a confirmation', async () => {
    const { user, onCancelAIProtocol } = renderPanel();
    expect(row('AI service agreement').getByText('Agreed')).toBeVisible();
    await user.click(row('AI service agreement').getByRole('button', { name: 'Withdraw consent' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Withdraw AI consent' });
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw consent' }));
    expect(onCancelAIProtocol).toHaveBeenCalled();
  });

  it('should start the logoff when the account may be closed', async () => {
    const { user, onLogOff } = renderPanel();
    await user.click(row('Close account').getByRole('button', { name: 'Close account' }));
    expect(onLogOff).toHaveBeenCalled();
  });

  it('should disable the logoff and say why when the account may not be closed', () => {
    renderPanel({
      logOff: {
        status: 'ready',
        data: {
          canLogOff: false,
          creatorCorps: [
            { corpId: 'c1', corpName: '华南示范科技' },
            { corpId: 'c2', corpName: '杭州云智财务' },
          ],
        },
      },
    });
    const button = row('Close account').getByRole('button', { name: 'Close account' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'The account cannot be closed: you created 华南示范科技 and 杭州云智财务, which still have other members. Hand them over first.',
    );
  });

  it('should show a part that is loading on its own rows only', () => {
    renderPanel({ passwordStatus: { status: 'loading' } });
    expect(row('Password').getByRole('status')).toHaveTextContent('Loading…');
    expect(row('Password expiry').getByRole('status')).toBeInTheDocument();
    expect(row('Password expiry').queryByRole('combobox')).not.toBeInTheDocument();
    expect(row('Mobile').queryByRole('status')).not.toBeInTheDocument();
  });

  it('should show a part that failed with its message and a retry', async () => {
    const { user, onRetry } = renderPanel({
      thirdPlatforms: { status: 'error', message: 'Platform service down' },
    });
    const platforms = row('Third-party accounts');
    expect(platforms.getByText('Platform service down')).toBeVisible();
    await user.click(platforms.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledWith('thirdPlatforms');
  });
});

describe('SecuritySettingsPanel, two clicks in one task', () => {
  const pending = () => vi.fn(() => new Promise<void>(() => {}));

  it.each([
    [
      'turn the second check off',
      'onToggleSecondCheck',
      'Your second check in this company',
      'Turn off',
    ],
    ['unbind', 'onUnbindThirdParty', 'WeChat', 'Unbind'],
    ['withdraw the AI consent', 'onCancelAIProtocol', 'AI service agreement', 'Withdraw consent'],
  ] as const)('should %s once', async (_action, handler, rowName, confirmLabel) => {
    const call = pending();
    const { user } = renderPanel({ [handler]: call });
    const opener = row(rowName).queryByRole('switch') ?? row(rowName).getByRole('button');
    await user.click(opener);
    const confirm = await screen.findByRole('alertdialog');
    clickTwiceInOneTask(within(confirm).getByRole('button', { name: confirmLabel }));
    expect(call).toHaveBeenCalledTimes(1);
  });
});
