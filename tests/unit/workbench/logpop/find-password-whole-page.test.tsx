import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SUCCESS_MESSAGE_MS } from '../../../../shared/constants';
import ForgetPasswordPage from '../../../../workbench/routes/logpop/forget-password-page';
import { paths } from '../../../../workbench/routes/paths';
import { setupSandbox } from '../../helpers/sandbox';
import { codeSentTo, NEW_PASSWORD, passwordOf, renderAt } from './find-password-support';
import { DESTINATIONS } from '../../../../shared/destinations';

const MOBILE = '13900139000';
/** These wait out the success message: more than the default 5 s per test. */
const LONG_TEST_MS = 15_000;

const { effects } = setupSandbox();

function renderPage(query = '') {
  return renderAt(
    `${paths.forgetPassword.getHref().slice(1)}${query}`,
    paths.forgetPassword.path,
    <ForgetPasswordPage />,
  );
}

async function lookUp(user: ReturnType<typeof userEvent.setup>, account = MOBILE) {
  await user.type(screen.getByLabelText(/^Account/), `${account}{Enter}`);
  await screen.findByLabelText('Mobile number');
}

describe('ForgetPasswordPage (/logpop/forgetPassword?wholepage=1)', () => {
  it('should show the reset form on the page itself, with no dialog', async () => {
    const user = userEvent.setup();
    renderPage();
    await lookUp(user);
    expect(screen.getByLabelText('Mobile number')).toHaveValue('139****9000');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    // The success route with its tip, in the page's language.
    ['scene=scene2', `${DESTINATIONS.accountSiteSuccess}?tip=Modification+complete`],
    ['from=app', `${DESTINATIONS.accountSiteSuccess}?tip=Modification+complete`],
    [
      `relayState=${encodeURIComponent('https://partner.example.com/done?x=1')}`,
      'https://partner.example.com/done?x=1',
    ],
    [`relayState=${encodeURIComponent('https://evil.test/steal')}`, DESTINATIONS.logout],
  ])(
    'after a reset with "%s", should go to %s',
    async (query, destination) => {
      const user = userEvent.setup();
      await codeSentTo(MOBILE);
      renderPage(query ? `&${query}` : '');
      await lookUp(user);
      await user.type(screen.getByLabelText(/Verification code/), '246810');
      await user.type(screen.getByLabelText(/^New password/), NEW_PASSWORD);
      await user.type(screen.getByLabelText(/Confirm new password/), NEW_PASSWORD);
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByText('Your password has been changed')).toBeVisible();
      expect(effects.navigations).toEqual([]);
      await waitFor(() => expect(effects.navigations).toEqual([destination]), {
        // The message shows for 3 s; the bound leaves room for a loaded machine.
        timeout: SUCCESS_MESSAGE_MS * 3,
      });
      expect(await passwordOf(MOBILE, NEW_PASSWORD)).toBe(true);
    },
    LONG_TEST_MS,
  );

  it('should go back to the account step, with the account kept, to use another account', async () => {
    const user = userEvent.setup();
    renderPage();
    await lookUp(user, 'lina');
    await user.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(screen.getByLabelText(/^Account/)).toHaveValue('lina');
    expect(screen.queryByLabelText('Mobile number')).not.toBeInTheDocument();
  });
});
