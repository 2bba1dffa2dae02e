import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { renderWithProviders } from '../../helpers/render';

/**
 * A login-pop page at its route, with a fresh SWR cache and the two places its flows lead: the
 * main page and the sign-in page, each a line of text naming it.
 */
export function renderRoute(path: string, entry: string, page: ReactElement) {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[entry]} useTransitions={false}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="/" element={<p>Main page</p>} />
          <Route path="/login" element={<p>Sign-in page</p>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}
