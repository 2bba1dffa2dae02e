import { pageChunk, signedInChunk, type PageChunk } from './page-chunk';
import { paths } from './paths';

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
  {
    path: paths.login.path,
    chunk: pageChunk(() => import('./sign-in/sign-in-page')),
    access: 'public',
  },
  {
    path: paths.twoFactor.path,
    chunk: pageChunk(() => import('./logpop/two-factor-page')),
    access: 'public',
  },
  {
    path: paths.registerCloudAccount.path,
    chunk: pageChunk(() => import('./logpop/register-cloud-account-page')),
    access: 'public',
  },
  {
    path: paths.downgrade.path,
    chunk: pageChunk(() => import('./logpop/downgrade-page')),
    access: 'public',
  },
  {
    path: paths.findPassword.path,
    chunk: pageChunk(() => import('./logpop/find-password-page')),
    access: 'public',
  },
  {
    path: paths.forgetPassword.path,
    chunk: pageChunk(() => import('./logpop/forget-password-page')),
    access: 'public',
  },
  {
    path: paths.assistant.path,
    chunk: pageChunk(() => import('./logpop/assistant-page')),
    access: 'public',
  },
  {
    path: paths.thirdPartyRegister.path,
    chunk: pageChunk(() => import('./logpop/third-party-register-page')),
    access: 'public',
  },
  {
    path: paths.upgrade.path,
    chunk: signedInChunk(() => import('./logpop/upgrade-page')),
    access: 'session',
  },
  {
    path: paths.connectApp.path,
    chunk: signedInChunk(() => import('./logpop/connect-app-page')),
    access: 'session',
  },
  {
    path: paths.home.path,
    chunk: signedInChunk(() => import('./home/home-page')),
    access: 'workbench',
  },
  {
    path: paths.accountSetting.path,
    chunk: signedInChunk(() => import('./account-setting/account-setting-page')),
    access: 'workbench',
  },
  {
    path: paths.corps.path,
    chunk: signedInChunk(() => import('./corps/corps-page')),
    access: 'workbench',
  },
  {
    path: paths.departments.path,
    chunk: signedInChunk(() => import('./departments/departments-page')),
    access: 'workbench',
  },
  {
    path: paths.devices.path,
    chunk: signedInChunk(() => import('./devices/devices-page')),
    access: 'workbench',
  },
  {
    path: paths.invitations.path,
    chunk: signedInChunk(() => import('./invitations/invitations-page')),
    access: 'workbench',
  },
  {
    path: paths.services.path,
    chunk: signedInChunk(() => import('./services/services-page')),
    access: 'workbench',
  },
  {
    path: paths.readOnlyService.path,
    chunk: signedInChunk(() => import('./services/read-only-service-page')),
    access: 'workbench',
  },
  {
    path: paths.authorizationCodes.path,
    chunk: signedInChunk(() => import('./authorization-codes/authorization-codes-page')),
    access: 'workbench',
  },
  {
    path: paths.selfService.path,
    chunk: signedInChunk(() => import('./self-service/self-service-page')),
    access: 'workbench',
  },
  {
    path: paths.market.path,
    chunk: signedInChunk(() => import('./market/market-page')),
    access: 'workbench',
  },
  {
    path: paths.operationLogs.path,
    chunk: signedInChunk(() => import('./operation-logs/operation-logs-page')),
    access: 'workbench',
  },
  {
    path: paths.legacy.path,
    chunk: signedInChunk(() => import('./legacy/legacy-page')),
    access: 'workbench',
  },
];

/** The navigation beside every workbench page: a chunk of its own, the sign-in page never loads it. */
export const workbenchLayoutChunk = signedInChunk(() => import('./layout/workbench-layout'));

/** The header's account menu and corp switcher: only a session has them. */
export const sessionControlsChunk = signedInChunk(() => import('./layout/header-session-controls'));

/**
 * Starts fetching the chunks a location hash (`#/login?x=1`) opens: the page's own and, behind a
 * session, the frame around it. Left to the router, the frame's chunks would start only once the
 * app has rendered and the session is known, and the page's data only after them.
 */
export function preloadRouteChunk(hash: string): void {
  const path = (hash.replace(/^#/, '').split('?')[0] || paths.home.path).toLowerCase();
  const route = pageRoutes.find((item) => item.path.toLowerCase() === path);
  if (!route) return;
  const chunks = [route.chunk];
  if (route.access !== 'public') chunks.push(sessionControlsChunk);
  if (route.access === 'workbench') chunks.push(workbenchLayoutChunk);
  // A failure here is the router's to report, when it asks for the same chunk.
  for (const chunk of chunks) chunk().catch(() => undefined);
}
