import { HashRouter, Route, Routes } from './routing';
import { lazyPage } from './routes/lazy-page';
import { pageChunk } from './routes/page-chunk';
import { RequireSession } from './routes/layout/require-session';
import { PlainLayout, RootLayout } from './routes/layout/root-layout';
import { pageRoutes, workbenchLayoutChunk, type PageAccess } from './routes/route-table';

// Every page is its own chunk (route-table.ts). The declarative HashRouter costs about half of
// the data router's bytes in the initial bundle (measured by bench/bundle-size.ts); pages fetch
// through SWR instead of route loaders.
const pages = pageRoutes.map((route) => ({ ...route, Page: lazyPage(route.chunk) }));

const WorkbenchLayout = lazyPage(workbenchLayoutChunk);
const NotFoundPage = lazyPage(pageChunk(() => import('./routes/not-found/not-found-page')));

function routesOf(access: PageAccess) {
  return pages
    .filter((page) => page.access === access)
    .map(({ path, Page }) => <Route key={path} path={path} element={<Page />} />);
}

/** Hash routes (spec section 2). */
export function AppRoutes() {
  return (
    <HashRouter>
      <Routes>
        <Route element={<RootLayout />}>
          <Route element={<PlainLayout />}>{routesOf('public')}</Route>
          <Route element={<RequireSession />}>
            <Route element={<PlainLayout />}>{routesOf('session')}</Route>
            <Route element={<WorkbenchLayout />}>
              {routesOf('workbench')}
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Route>
        </Route>
      </Routes>
    </HashRouter>
  );
}
