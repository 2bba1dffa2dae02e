import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { expect } from 'vitest';
import { toaster } from '../../../../design-system/components/toaster';
import { paths } from '../../../../workbench/routes/paths';
import CorpsPage from '../../../../workbench/routes/corps/corps-page';
import { SecondCheckHost } from '../../../../workbench/routes/layout/second-check-host';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../helpers/render';

/** The SMS code the sandbox accepts once a code has been sent. */
export const CODE = '246810';

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** The corps page at its route (or `entry`, e.g. with ?add=1), with the second-check dialog. */
export function renderCorps(entry: string = paths.corps.path): { user: UserEvent } {
  const user = userEvent.setup();
  renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[entry]} useTransitions={false}>
        <Routes>
          <Route path={paths.corps.path} element={<CorpsPage />} />
        </Routes>
        <Location />
        <SecondCheckHost />
      </MemoryRouter>
    </SWRConfig>,
  );
  return { user };
}

/** The table's row of a corp, by the name in its first cell. */
export async function corpRow(name: string) {
  const table = await screen.findByRole('table', { name: 'Your companies' });
  const header = await within(table).findByRole('rowheader', { name: new RegExp(name) });
  return within(header.closest('tr')!);
}

export const currentSection = () => within(screen.getByRole('region', { name: 'Current company' }));

/** Sends the code and confirms it in the verification dialog (the topmost one). */
export async function verifyWithCode(user: UserEvent, code = CODE) {
  const dialogs = await screen.findAllByRole('dialog');
  const dialog = within(dialogs[dialogs.length - 1]!);
  await user.click(dialog.getByRole('button', { name: 'Send code' }));
  await dialog.findByRole('button', { name: /Resend in/ });
  await user.type(dialog.getByLabelText(/Verification code/), code);
  await user.click(dialog.getByRole('button', { name: 'Confirm' }));
}

/** The success toasts raised so far, by their text. */
export async function successToasts(): Promise<string[]> {
  let shown: string[] = [];
  await waitFor(() => {
    shown = toaster
      .getVisibleToasts()
      .filter((toast) => toast.type === 'success')
      .map((toast) => toast.description as string);
    expect(shown.length).toBeGreaterThan(0);
  });
  return shown;
}
