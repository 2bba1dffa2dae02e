import { paths } from './paths';

/**
 * Every page's chunk, one import() each: the router renders them lazily, and the entry (main.tsx)
 * starts the one the page opens on while the app's own code is still downloading.
 */
export const routeChunks = {
  home: () => import('./home/home-page'),
  signIn: () => import('./sign-in/sign-in-page'),
  twoFactor: () => import('./logpop/two-factor-page'),
  registerCloudAccount: () => import('./logpop/register-cloud-account-page'),
  upgrade: () => import('./logpop/upgrade-page'),
  downgrade: () => import('./logpop/downgrade-page'),
  findPassword: () => import('./logpop/find-password-page'),
  forgetPassword: () => import('./logpop/forget-password-page'),
};

const chunkOfPath: Record<string, () => Promise<unknown>> = {
  [paths.home.path]: routeChunks.home,
  [paths.login.path]: routeChunks.signIn,
  [paths.twoFactor.path]: routeChunks.twoFactor,
  [paths.registerCloudAccount.path]: routeChunks.registerCloudAccount,
  [paths.upgrade.path]: routeChunks.upgrade,
  [paths.downgrade.path]: routeChunks.downgrade,
  [paths.findPassword.path]: routeChunks.findPassword,
  [paths.forgetPassword.path]: routeChunks.forgetPassword,
};

/** Starts fetching the chunk of the page a location hash opens (`#/login?x=1`), if it has one. */
export function preloadRouteChunk(hash: string): void {
  const path = hash.replace(/^#/, '').split('?')[0] || paths.home.path;
  // A failure here is the router's to report, when it asks for the same chunk.
  chunkOfPath[path]?.().catch(() => undefined);
}
