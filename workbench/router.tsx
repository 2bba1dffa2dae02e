import { lazy } from 'react';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { RootLayout } from './routes/layout/root-layout';
import { paths } from './routes/paths';

// Every page is its own chunk. The declarative HashRouter costs about half of the data router's
// bytes in the initial bundle (measured by bench/bundle-size.ts); pages fetch through SWR instead
// of route loaders.
const HomePage = lazy(() => import('./routes/home/home-page'));

/** Hash routes (spec section 2). */
export function AppRoutes() {
  return (
    <HashRouter>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path={paths.home.path} element={<HomePage />} />
        </Route>
      </Routes>
    </HashRouter>
  );
}
