import { HashRouter, Route, Routes } from 'react-router-dom';
import { lazyPage } from './routes/lazy-page';
import { pageChunk } from './routes/page-chunk';
import { RequireSession } from './routes/layout/require-session';
import { PlainLayout, RootLayout } from './routes/layout/root-layout';
import { pageRoutes, workbenchLayoutChunk, type PageAccess } from './routes/route-table';

// Every page is its own chunk (route-table.ts). React Router's declarative HashRouter rather than
// its data router: pages fetch through SWR, not route loaders, and the data router adds about
// 16 kB gzip to the first screen (docs/decisions/0014-react-router.md).
const pages = pageRoutes.map((route) => ({ ...route, Page: lazyPage(route.chunk) }));

const WorkbenchLayout = lazyPage(workbenchLayoutChunk);
const NotFoundPage = lazyPage(pageChunk(() => import('./routes/not-found/not-found-page')));

function routesOf(access: PageAccess) {
  return pages
    .filter((page) => page.access === access)
    .map(({ path, Page }) => <Route key={path} path={path} element={<Page />} />);
}

/**
 * Hash routes (docs/product.md §2). Navigations render at once, not as transitions: the page being
 * left must not stay on screen, still clickable, while the next page's chunk downloads.
 */
export function AppRoutes() {
  return (
    <HashRouter useTransitions={false}>
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
