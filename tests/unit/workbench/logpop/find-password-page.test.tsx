import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SUCCESS_MESSAGE_MS } from '../../../../shared/constants';
import FindPasswordPage from '../../../../workbench/routes/logpop/find-password-page';
import { paths } from '../../../../workbench/routes/paths';
import { rememberSignInAccount } from '../../../../workbench/routes/sign-in-flow/sign-in-account';
import { setupSandbox } from '../../helpers/sandbox';
import {
  codeSentTo,
  NEW_PASSWORD,
  passwordOf,
  recordBodies,
  renderAt,
} from './find-password-support';
import { DESTINATIONS } from '../../../../shared/destinations';

/** The seeded account that must reset its password (store/sign-in.ts). */
const GATED = '13700000014';

const { server, effects } = setupSandbox();
const bodies = recordBodies(server);

function renderPage() {
  return renderAt(
    paths.findPassword.getHref().slice(1),
    paths.findPassword.path,
    <FindPasswordPage />,
  );
}

async function openResetDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return screen.findByRole('dialog', { name: 'Reset password' });
}

async function fillReset(
  user: ReturnType<typeof userEvent.setup>,
  element: HTMLElement,
  code: string,
) {
  const dialog = within(element);
  await user.type(dialog.getByLabelText(/Verification code/), code);
  await user.type(dialog.getByLabelText(/^New password/), NEW_PASSWORD);
  await user.type(dialog.getByLabelText(/Confirm new password/), NEW_PASSWORD);
  await user.click(dialog.getByRole('button', { name: 'Confirm' }));
}

describe('FindPasswordPage (/logpop/findpwd)', () => {
  afterEach(() => {
    rememberSignInAccount('');
    bodies.length = 0;
  });

  it('should start from the account typed on the sign-in page', () => {
    rememberSignInAccount(GATED);
    renderPage();
    expect(screen.getByLabelText(/^Account/)).toHaveValue(GATED);
  });

  it("should show the server's message for an unknown account in the form, not as a toast", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText(/^Account/), 'nobody{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('No account has this name.');
    expect(screen.getByLabelText(/^Account/)).toHaveValue('nobody');
    expect(effects.toasts).toEqual([]);
  });

  it("should open the reset form in its dialog with the account's masked mobile", async () => {
    rememberSignInAccount('user0003');
    const user = userEvent.setup();
    renderPage();
    const dialog = within(await openResetDialog(user));
    expect(dialog.getByLabelText('Mobile number')).toHaveValue('137****0014');
  });

  it("should send the code by service/sms/resetPwd to the account's mobile as its Encry form, with type 2", async () => {
    rememberSignInAccount(GATED);
    const user = userEvent.setup();
    renderPage();
    const dialog = within(await openResetDialog(user));
    await user.click(dialog.getByRole('button', { name: /Send code/ }));
    await waitFor(() =>
      expect(bodies.find((sent) => sent.path === 'service/sms/resetPwd')?.body).toEqual({
        mobile: expect.stringMatching(/^enc\./) as string,
        type: 2,
      }),
    );
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should set the new password, encrypted, then sign out once the success message has shown', async () => {
    rememberSignInAccount(GATED);
    await codeSentTo(GATED);
    const user = userEvent.setup();
    renderPage();
    const element = await openResetDialog(user);
    const dialog = within(element);
    await fillReset(user, element, '246810');
    expect(await dialog.findByText('Your password has been changed')).toBeVisible();
    expect(effects.navigations).toEqual([]);
    await waitFor(() => expect(effects.navigations).toEqual([DESTINATIONS.logout]), {
      // The message shows for 3 s; the bound leaves room for a loaded machine.
      timeout: SUCCESS_MESSAGE_MS * 3,
    });
    const reset = bodies.find((sent) => sent.path === 'sso/account/resetPwd')?.body;
    expect(reset).toMatchObject({ vCode: '246810', security: 1 });
    expect(reset?.mobile).toMatch(/^enc\./);
    expect(reset?.password).not.toContain(NEW_PASSWORD);
    expect(await passwordOf(GATED, NEW_PASSWORD)).toBe(true);
  });

  it("should show a wrong code's message in the form and keep the passwords typed", async () => {
    rememberSignInAccount(GATED);
    await codeSentTo(GATED);
    const user = userEvent.setup();
    renderPage();
    const element = await openResetDialog(user);
    const dialog = within(element);
    await fillReset(user, element, '135790');
    expect(await dialog.findByRole('alert')).toHaveTextContent('The verification code is wrong.');
    expect(dialog.getByLabelText(/^New password/)).toHaveValue(NEW_PASSWORD);
    expect(dialog.getByLabelText(/Confirm new password/)).toHaveValue(NEW_PASSWORD);
    expect(effects.toasts).toEqual([]);
    expect(await passwordOf(GATED, NEW_PASSWORD)).toBe(false);
  });

  it('should go back to the account, as typed, when the dialog is closed', async () => {
    rememberSignInAccount(GATED);
    const user = userEvent.setup();
    renderPage();
    await user.clear(screen.getByLabelText(/^Account/));
    await user.type(screen.getByLabelText(/^Account/), 'user0003');
    const dialog = within(await openResetDialog(user));
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Account/)).toHaveValue('user0003');
  });

  it('should lead back to the sign-in page', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('link', { name: 'Back to sign-in' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });
});
