import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_TYPE } from '../../../../shared/contract';
import RegisterCloudAccountPage from '../../../../workbench/routes/logpop/register-cloud-account-page';
import { paths } from '../../../../workbench/routes/paths';
import { encryptField, sandbox } from '../../../../workbench/sandbox';
import { setupSandbox } from '../../helpers/sandbox';
import { renderRoute } from './render-route';

const { effects } = setupSandbox();

/** The seeded user-name account whose sign-in answers 5002012202 (store/sign-in.ts). */
const USER_ID = 'u0004';
const ENTRY = paths.registerCloudAccount.getHref(encryptField('user0004')).slice(1);
const FREE_MOBILE = '13600001234';

function open(entry = ENTRY) {
  return renderRoute(paths.registerCloudAccount.path, entry, <RegisterCloudAccountPage />);
}

const mobile = () => screen.getByLabelText(/^Mobile number/);
const code = () => screen.getByLabelText(/^Verification code/);

async function bindWith(user: ReturnType<typeof userEvent.setup>, vCode: string) {
  await user.type(mobile(), FREE_MOBILE);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByRole('button', { name: /Resend in/ });
  await user.type(code(), vCode);
  await user.click(screen.getByRole('button', { name: 'Bind and sign in' }));
}

describe('RegisterCloudAccountPage', () => {
  beforeEach(async () => {
    // Its sign-in has just been refused with 5002012202: the sandbox lets it bind unsigned.
    (await sandbox.state()).signIn.pendingRegistrations.add(USER_ID);
  });

  it('should call a link without the account broken', () => {
    open(paths.registerCloudAccount.path);
    expect(
      screen.getByRole('heading', { name: 'This sign-in link does not work' }),
    ).toBeInTheDocument();
  });

  it('should say what the step is and why', () => {
    open();
    expect(screen.getByRole('heading', { name: 'Register a cloud account' })).toBeInTheDocument();
    expect(screen.getByText(/signs in by user name/)).toBeInTheDocument();
  });

  it('should bind the mobile, sign in and go to the main page', async () => {
    const user = userEvent.setup();
    open();
    await bindWith(user, '246810');
    expect(await screen.findByText('Main page')).toBeInTheDocument();
    const state = await sandbox.state();
    const account = state.accounts.get(USER_ID)!;
    expect(account.mobile).toBe(FREE_MOBILE);
    expect(account.loginType).toBe(LOGIN_TYPE.mobile);
    expect(state.signIn.gates.has(USER_ID)).toBe(false);
    expect(window.workbenchAnalytics?.at(-1)).toMatchObject({
      name: 'login',
      method: 'registerCloudAccount',
    });
  });

  it('should show a wrong code beside the form only, every field kept', async () => {
    const user = userEvent.setup();
    open();
    await bindWith(user, '135790');
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is wrong.');
    expect(mobile()).toHaveValue(FREE_MOBILE);
    expect(code()).toHaveValue('135790');
    expect(effects.toasts).toEqual([]);
  });

  it('should refuse a mobile another account has, under the send button', async () => {
    const user = userEvent.setup();
    open();
    await user.type(mobile(), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This mobile is already bound to another account.',
    );
    expect(effects.toasts).toEqual([]);
  });
});
