import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderLanguageDropdown } from '../../../../workbench/routes/layout/header-language-dropdown';
import { ShellHeader } from '../../../../workbench/routes/layout/root-layout';
import { MemoryRouter } from 'react-router-dom';
import { renderWithProviders } from '../../helpers/render';
import { setupSandbox, signInAs } from '../../helpers/sandbox';

/**
 * The menus' chunks fail to arrive while `offline` holds (a dropped connection). The presses made
 * offline are bare clicks: the pointer's approach would fetch the chunk twice at once, and Vitest
 * answers the second of two simultaneous imports of a failing mock with the module.
 */
const network = vi.hoisted(() => ({ offline: false }));
const offlineImport = () => new TypeError('Failed to fetch dynamically imported module');
vi.mock('../../../../design-system/components/language-dropdown', async (importOriginal) => {
  if (network.offline) throw offlineImport();
  return importOriginal();
});
vi.mock('../../../../design-system/components/corp-switcher', async (importOriginal) => {
  if (network.offline) throw offlineImport();
  return importOriginal();
});

setupSandbox();

describe('the header’s menus when their code fails to arrive', () => {
  // React reports each caught error on the console; the boundary adds its own line.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  afterEach(() => {
    network.offline = false;
    consoleError.mockClear();
  });

  it('should draw the language button again, and open the menu on the next press', async () => {
    network.offline = true;
    const user = userEvent.setup();
    renderWithProviders(<HeaderLanguageDropdown locale="en_US" />);
    fireEvent.click(screen.getByRole('button', { name: /^Language:/ }));
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    network.offline = false;
    await user.click(screen.getByRole('button', { name: /^Language:/ }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('should draw the corp switcher’s button again, keep the account menu, and list the corps on the next press', async () => {
    await signInAs('u0001');
    const user = userEvent.setup();
    renderWithProviders(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter useTransitions={false}>
          <ShellHeader />
        </MemoryRouter>
      </SWRConfig>,
    );
    const corpTrigger = () => screen.findByRole('button', { name: /^Switch company, current:/ });
    // The session controls are a chunk of their own: the first import takes a while here.
    await screen.findByRole('button', { name: /^Account:/ }, { timeout: 10_000 });

    network.offline = true;
    fireEvent.click(await corpTrigger());
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Account:/ })).toBeEnabled();

    network.offline = false;
    await user.click(await corpTrigger());
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });
});
