import {
  Children,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';

/**
 * The app's router: hash routes (spec section 2), declared with <Routes> and <Route> the way
 * react-router declares them. It replaced react-router because the workbench used only this much of
 * it, and react-router was 14.7 kB gzip of the 203 kB the sign-in page loaded before it was
 * interactive (bench/sign-in.ts); this is 1.9 kB. A route matches its whole path, ignoring
 * case and a trailing slash as react-router does; '*' matches any path and 'base/*' any path
 * under base. The first route that matches, in the order declared, is shown: declare '*' last.
 */

/** Where the app is: the route's path and its query (`?mfa=…`), from the hash. */
export interface Location {
  pathname: string;
  search: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. @default false */
  replace?: boolean;
}

interface Navigator {
  navigate: (to: string, options?: NavigateOptions) => void;
  /** The href of a link to a route: '#/login' under the hash router. */
  href: (to: string) => string;
}

const LocationContext = createContext<Location | null>(null);
const NavigatorContext = createContext<Navigator | null>(null);
const OutletContext = createContext<ReactNode>(null);

function locationOf(to: string): Location {
  const queryAt = to.indexOf('?');
  const pathname = queryAt < 0 ? to : to.slice(0, queryAt);
  return { pathname: pathname || '/', search: queryAt < 0 ? '' : to.slice(queryAt) };
}

const hrefOf = (to: string) => `#${to}`;

function RouterProvider({
  location,
  navigator,
  children,
}: {
  location: Location;
  navigator: Navigator;
  children: ReactNode;
}) {
  return (
    <NavigatorContext.Provider value={navigator}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </NavigatorContext.Provider>
  );
}

const currentHashLocation = () => locationOf(window.location.hash.slice(1));

/**
 * The page's router: the location is the URL's hash. It follows the back and forward buttons and a
 * hash set from outside (a link's href, `location.assign('#/…')`).
 */
export function HashRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentHashLocation);
  useEffect(() => {
    const follow = () => setLocation(currentHashLocation());
    window.addEventListener('popstate', follow);
    window.addEventListener('hashchange', follow);
    return () => {
      window.removeEventListener('popstate', follow);
      window.removeEventListener('hashchange', follow);
    };
  }, []);
  const navigator = useMemo<Navigator>(
    () => ({
      navigate: (to, { replace = false } = {}) => {
        const url = `${window.location.pathname}${window.location.search}${hrefOf(to)}`;
        if (replace) window.history.replaceState(null, '', url);
        else window.history.pushState(null, '', url);
        setLocation(locationOf(to));
      },
      href: hrefOf,
    }),
    [],
  );
  return (
    <RouterProvider location={location} navigator={navigator}>
      {children}
    </RouterProvider>
  );
}

export interface MemoryRouterProps {
  /** The routes visited before; the app starts at the last. @default ['/'] */
  initialEntries?: readonly string[];
  children: ReactNode;
}

/** A router whose location lives in memory, not in the URL: for stories and tests. */
export function MemoryRouter({ initialEntries = ['/'], children }: MemoryRouterProps) {
  const [location, setLocation] = useState(() => locationOf(initialEntries.at(-1) ?? '/'));
  const navigator = useMemo<Navigator>(
    () => ({ navigate: (to) => setLocation(locationOf(to)), href: hrefOf }),
    [],
  );
  return (
    <RouterProvider location={location} navigator={navigator}>
      {children}
    </RouterProvider>
  );
}

function useRouterContext<T>(context: React.Context<T | null>): T {
  const value = useContext(context);
  if (value === null)
    throw new Error('Routing hooks and components need a HashRouter or MemoryRouter');
  return value;
}

export function useLocation(): Location {
  return useRouterContext(LocationContext);
}

export function useNavigate(): Navigator['navigate'] {
  return useRouterContext(NavigatorContext).navigate;
}

/** The query of the route (`#/logpop/twoFactor?mfa=…`), not of the page's URL. */
export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

export interface RouteProps {
  /** The path it matches; a route without one lays out the routes inside it. */
  path?: string;
  /** What it shows; a layout shows its matched child where it renders <Outlet />. */
  element?: ReactNode;
  children?: ReactNode;
}

/** One route of a <Routes>; it renders nothing itself. */
export function Route(_props: RouteProps): null {
  return null;
}

const trimmed = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/';

function pathMatches(pattern: string, pathname: string): boolean {
  if (pattern === '*') return true;
  const path = trimmed(pathname);
  if (pattern.endsWith('/*')) {
    const base = trimmed(pattern.slice(0, -2));
    return path === base || path.startsWith(`${base}/`);
  }
  return trimmed(pattern) === path;
}

/** The chain of routes, outermost layout first, that shows `pathname`. */
function matchRoutes(children: ReactNode, pathname: string): RouteProps[] | null {
  for (const child of Children.toArray(children)) {
    if (!isValidElement<RouteProps>(child) || child.type !== Route) continue;
    const route = child.props;
    if (route.path === undefined) {
      const inner = matchRoutes(route.children, pathname);
      if (inner) return [route, ...inner];
    } else if (pathMatches(route.path, pathname)) return [route];
  }
  return null;
}

/** Shows the route that matches the location, inside its layouts; nothing when none does. */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const chain = matchRoutes(children, pathname);
  if (!chain) return null;
  return chain.reduceRight<ReactNode>(
    (outlet, route) => (
      <OutletContext.Provider value={outlet}>{route.element ?? <Outlet />}</OutletContext.Provider>
    ),
    null,
  );
}

/** Where a layout route shows the route matched inside it. */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

/** Goes to `to` as it renders (a redirect). */
export function Navigate({ to, replace = false }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The route it goes to: '/login'. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a route: a real href (it opens in a new tab like any link), followed in place on a
 * plain click.
 */
export function Link({ to, onClick, ...rest }: LinkProps) {
  const navigator = useRouterContext(NavigatorContext);
  return (
    <a
      {...rest}
      href={navigator.href(to)}
      onClick={(event) => {
        onClick?.(event);
        const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
        if (event.defaultPrevented || event.button !== 0 || modified || rest.target) return;
        event.preventDefault();
        navigator.navigate(to);
      }}
    />
  );
}
