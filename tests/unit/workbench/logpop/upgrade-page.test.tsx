import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../../../design-system/components/toaster';
import { LOGIN_TYPE } from '../../../../shared/contract';
import UpgradePage from '../../../../workbench/routes/logpop/upgrade-page';
import { paths } from '../../../../workbench/routes/paths';
import { sandbox } from '../../../../workbench/sandbox';
import { setupSandbox, signInAs } from '../../helpers/sandbox';
import { renderRoute } from './render-route';

const { effects } = setupSandbox();

/** The seeded user-name account that signs in with no gate (store/sign-in.ts). */
const USER_NAME_ACCOUNT = 'u0012';
const FREE_MOBILE = '13600005678';

function open() {
  return renderRoute(paths.upgrade.path, paths.upgrade.path, <UpgradePage />);
}

const mobile = () => screen.findByLabelText(/^Mobile number/);
const code = () => screen.getByLabelText(/^Verification code/);

async function bindWith(user: ReturnType<typeof userEvent.setup>, vCode: string) {
  await user.type(await mobile(), FREE_MOBILE);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByRole('button', { name: /Resend in/ });
  await user.type(code(), vCode);
  await user.click(screen.getByRole('button', { name: 'Bind mobile' }));
}

describe('UpgradePage', () => {
  afterEach(() => {
    toaster.remove();
  });

  it('should say a mobile account is already a cloud account, with no form', async () => {
    await signInAs('u0002');
    open();
    expect(await screen.findByText(/already a cloud account/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the workbench' })).toHaveAttribute(
      'href',
      '#/',
    );
  });

  it('should bind a mobile to the session account, say so and go back to the main page', async () => {
    const user = userEvent.setup();
    window.workbenchAnalytics = [];
    await signInAs(USER_NAME_ACCOUNT);
    open();
    await bindWith(user, '246810');
    expect(await screen.findByText('Main page')).toBeInTheDocument();
    expect(toaster.getVisibleToasts()).toEqual([
      expect.objectContaining({
        type: 'success',
        description: 'Your account is now a cloud account. Sign in with 136****5678 from now on.',
      }),
    ]);
    const account = (await sandbox.state()).accounts.get(USER_NAME_ACCOUNT)!;
    expect(account.mobile).toBe(FREE_MOBILE);
    expect(account.loginType).toBe(LOGIN_TYPE.mobile);
    // Not a sign-in: no login event.
    expect(window.workbenchAnalytics).toEqual([]);
  });

  it('should show a wrong code beside the form only, every field kept', async () => {
    const user = userEvent.setup();
    await signInAs(USER_NAME_ACCOUNT);
    open();
    await bindWith(user, '135790');
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is wrong.');
    expect(await mobile()).toHaveValue(FREE_MOBILE);
    expect(code()).toHaveValue('135790');
    expect(effects.toasts).toEqual([]);
  });
});
