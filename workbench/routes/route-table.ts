import type { ComponentType } from 'react';
import { paths } from './paths';

type PageChunk = () => Promise<{ default: ComponentType }>;

/**
 * Who may open a page: anyone (the sign-in page and the login pops), a session, or a session
 * inside the workbench's frame (navigation beside the page).
 */
export type PageAccess = 'public' | 'session' | 'workbench';

export interface PageRoute {
  path: string;
  /** The page's own chunk: the router renders it lazily, the entry may start it early. */
  chunk: PageChunk;
  access: PageAccess;
}

/**
 * Every page, once: the router (router.tsx) renders this table, and the entry (main.tsx) starts
 * the chunk of the page it opens on while the app's own code is still downloading. Kept free of
 * React and the pages themselves, since the entry imports it.
 */
export const pageRoutes: readonly PageRoute[] = [
  { path: paths.login.path, chunk: () => import('./sign-in/sign-in-page'), access: 'public' },
  {
    path: paths.twoFactor.path,
    chunk: () => import('./logpop/two-factor-page'),
    access: 'public',
  },
  {
    path: paths.registerCloudAccount.path,
    chunk: () => import('./logpop/register-cloud-account-page'),
    access: 'public',
  },
  {
    path: paths.downgrade.path,
    chunk: () => import('./logpop/downgrade-page'),
    access: 'public',
  },
  {
    path: paths.findPassword.path,
    chunk: () => import('./logpop/find-password-page'),
    access: 'public',
  },
  {
    path: paths.forgetPassword.path,
    chunk: () => import('./logpop/forget-password-page'),
    access: 'public',
  },
  { path: paths.upgrade.path, chunk: () => import('./logpop/upgrade-page'), access: 'session' },
  { path: paths.home.path, chunk: () => import('./home/home-page'), access: 'workbench' },
  {
    path: paths.accountSetting.path,
    chunk: () => import('./account-setting/account-setting-page'),
    access: 'workbench',
  },
  { path: paths.corps.path, chunk: () => import('./corps/corps-page'), access: 'workbench' },
  {
    path: paths.departments.path,
    chunk: () => import('./departments/departments-page'),
    access: 'workbench',
  },
  { path: paths.devices.path, chunk: () => import('./devices/devices-page'), access: 'workbench' },
  {
    path: paths.invitations.path,
    chunk: () => import('./invitations/invitations-page'),
    access: 'workbench',
  },
  {
    path: paths.services.path,
    chunk: () => import('./services/services-page'),
    access: 'workbench',
  },
  {
    path: paths.readOnlyService.path,
    chunk: () => import('./services/read-only-service-page'),
    access: 'workbench',
  },
  {
    path: paths.authorizationCodes.path,
    chunk: () => import('./authorization-codes/authorization-codes-page'),
    access: 'workbench',
  },
  {
    path: paths.selfService.path,
    chunk: () => import('./self-service/self-service-page'),
    access: 'workbench',
  },
  { path: paths.market.path, chunk: () => import('./market/market-page'), access: 'workbench' },
  {
    path: paths.operationLogs.path,
    chunk: () => import('./operation-logs/operation-logs-page'),
    access: 'workbench',
  },
  { path: paths.legacy.path, chunk: () => import('./legacy/legacy-page'), access: 'workbench' },
];

/** Starts fetching the chunk of the page a location hash opens (`#/login?x=1`), if it has one. */
export function preloadRouteChunk(hash: string): void {
  const path = (hash.replace(/^#/, '').split('?')[0] || paths.home.path).toLowerCase();
  // A failure here is the router's to report, when it asks for the same chunk.
  pageRoutes
    .find((route) => route.path.toLowerCase() === path)
    ?.chunk()
    .catch(() => undefined);
}
