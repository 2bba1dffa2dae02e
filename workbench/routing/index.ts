export {
  HashRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
} from './routing';
export type {
  LinkProps,
  Location,
  MemoryRouterProps,
  NavigateOptions,
  RouteProps,
} from './routing';
