import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../helpers/render';

/** A workbench page at its route (entry), with a fresh SWR cache. */
export function renderPage(path: string, page: ReactElement, entry = path) {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[entry]} useTransitions={false}>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}
