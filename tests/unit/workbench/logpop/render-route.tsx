import type { ReactElement } from 'react';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { renderWithProviders } from '../../helpers/render';

/**
 * A login-pop page at its route, with a fresh SWR cache and the two places its flows lead: the
 * main page and the sign-in page, each a line of text naming it. Under the app's hash router, so
 * a link's href is the one a person would follow ('#/login').
 */
export function renderRoute(path: string, entry: string, page: ReactElement) {
  window.history.replaceState(null, '', `/#${entry}`);
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <HashRouter useTransitions={false}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="/" element={<p>Main page</p>} />
          <Route path="/login" element={<p>Sign-in page</p>} />
        </Routes>
      </HashRouter>
    </SWRConfig>,
  );
}
