import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { expect } from 'vitest';
import AccountSettingPage from '../../../../workbench/routes/account-setting/account-setting-page';
import { paths } from '../../../../workbench/routes/paths';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createTestAccount, sandbox, SANDBOX_SMS_CODE } from '../../../../workbench/sandbox';
import { renderWithProviders } from '../../helpers/render';
import { signInAs } from '../../helpers/sandbox';

export function open() {
  const user = userEvent.setup();
  renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[paths.accountSetting.path]} useTransitions={false}>
        <Routes>
          <Route path={paths.accountSetting.path} element={<AccountSettingPage />} />
          <Route path={paths.authorizationCodes.path} element={<p>Authorization codes page</p>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
  return user;
}

/** A fresh account in a corp of its own: no check mobile there, nothing bound, may log off. */
export async function signInFresh() {
  const state = await sandbox.state();
  const { userId } = createTestAccount(state, { ownCorp: true });
  await signInAs(userId);
  return userId;
}

export const row = (name: string) => within(screen.getByRole('group', { name }));
/** A row once its part has loaded (its loading status gone). */
export async function loadedRow(name: string) {
  await waitFor(() =>
    expect(within(screen.getByRole('group', { name })).queryByRole('status')).toBeNull(),
  );
  return row(name);
}

export async function dialog() {
  return within(await screen.findByRole('dialog'));
}

export async function sendCodeAndConfirm(
  user: ReturnType<typeof userEvent.setup>,
  scope: Awaited<ReturnType<typeof dialog>>,
) {
  await user.click(scope.getByRole('button', { name: 'Send code' }));
  await scope.findByRole('button', { name: /60/ });
  await user.type(scope.getByLabelText(/^Verification code/), SANDBOX_SMS_CODE);
  await user.click(scope.getByRole('button', { name: 'Confirm' }));
}
