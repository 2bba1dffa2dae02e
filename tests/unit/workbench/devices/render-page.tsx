import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { AppToaster, toaster } from '../../../../design-system/components/toaster';
import { MemoryRouter } from 'react-router-dom';
import { renderWithProviders } from '../../helpers/render';

/**
 * A workbench page with a fresh SWR cache, in a router, with the toaster its success messages go
 * to. Shared by the devices, invitations and authorization-codes tests.
 */
export function renderPage(page: ReactElement) {
  toaster.remove();
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={['/']} useTransitions={false}>
        {page}
      </MemoryRouter>
      <AppToaster />
    </SWRConfig>,
  );
}
