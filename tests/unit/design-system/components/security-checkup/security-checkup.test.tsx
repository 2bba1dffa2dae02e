import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  SecurityCheckup,
  type SecurityCheckupState,
} from '../../../../../design-system/components/security-checkup';
import { renderWithProviders } from '../../../helpers/render';

const NOW = Date.UTC(2026, 10, 1);

const TO_DO: SecurityCheckupState = {
  mobile: '13800008000',
  email: '',
  loginProtect: false,
  secondCheck: true,
  remoteLoginNotice: true,
  password: { pwdExpireDays: 0, daysLeft: null },
  trustedDevices: { count: 0 },
  thirdPlatforms: ['wx', 'dingtalk'],
  now: NOW,
};

describe('SecurityCheckup', () => {
  it('should show the score and how many things are left, with a fix for each', () => {
    renderWithProviders(<SecurityCheckup state={TO_DO} onFix={vi.fn()} />);
    expect(screen.getByText('50')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Security score' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByText('3 things to do.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn on: Login protection' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Expire in 90 days: Password' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Bind: E-mail' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Review: Third-party accounts' })).toBeVisible();
    expect(screen.getByText('WeChat, DingTalk')).toBeInTheDocument();
    expect(screen.getByText('138****8000')).toBeInTheDocument();
    // Done items have nothing to fix.
    expect(screen.queryByRole('button', { name: /Mobile$/ })).not.toBeInTheDocument();
  });

  it('should run a fix with its item, busy until it ends', async () => {
    const user = userEvent.setup();
    let finish = () => undefined as void;
    const onFix = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    renderWithProviders(<SecurityCheckup state={TO_DO} onFix={onFix} />);
    const button = screen.getByRole('button', { name: 'Expire in 90 days: Password' });
    await user.click(button);
    expect(onFix).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'password', fix: 'setExpiry' }),
    );
    expect(button).toHaveAttribute('data-loading');
    finish();
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
  });

  it('should say on the item why a fix failed', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SecurityCheckup
        state={TO_DO}
        onFix={() => Promise.reject(new Error('Login protection could not be turned on.'))}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Turn on: Login protection' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login protection could not be turned on.',
    );
  });

  it('should link each fix to where it is made, from another page', () => {
    renderWithProviders(
      <SecurityCheckup state={TO_DO} fixHref={(key) => `#/accountSetting?fix=${key}`} />,
    );
    expect(screen.getByRole('link', { name: 'Turn on: Login protection' })).toHaveAttribute(
      'href',
      '#/accountSetting?fix=loginProtect',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('should put the focus on the fix the person came for, and run nothing', () => {
    const onFix = vi.fn();
    renderWithProviders(<SecurityCheckup state={TO_DO} onFix={onFix} focusFix="email" />);
    expect(screen.getByRole('button', { name: 'Bind: E-mail' })).toHaveFocus();
    expect(onFix).not.toHaveBeenCalled();
  });

  it('should say when everything is in place', () => {
    renderWithProviders(
      <SecurityCheckup
        state={{
          ...TO_DO,
          email: 'zhangwei@example.com',
          loginProtect: true,
          password: { pwdExpireDays: 90, daysLeft: 30 },
        }}
      />,
    );
    expect(screen.getByText('100')).toBeInTheDocument();
    expect(screen.getByText('Everything is in place.')).toBeInTheDocument();
  });
});
