import { safeRedirectUrl } from '../../../design-system/utils/safe-redirect';
import type { StartupParams } from '../startup';
import { DESTINATIONS, REDIRECT_ALLOWED_HOSTS } from '../../../shared/destinations';

/** Where a person goes once signed in (docs/product.md §2 and the start-up parameters). */
export type AfterSignIn =
  /** A third party asked for this sign-in: oauth2/authorize, then its answer's address. */
  | { kind: 'authorize'; clientId: string; redirectUrl: string; state: string }
  /** The same, asking for a company (registerCorp=1): the person creates or picks it first. */
  | { kind: 'connectApp' }
  /** An address outside the app: the shop (fromeBuyUrl) or the client's service selection. */
  | { kind: 'leave'; url: string }
  | { kind: 'home' };

/** The guard every redirect from a parameter passes (DESIGN.md): own origin or the allow-list. */
export function allowedRedirect(target: string, origin: string): string | undefined {
  return safeRedirectUrl(target, { origin, allowedHosts: REDIRECT_ALLOWED_HOSTS });
}

/**
 * The destination the start-up parameters ask for, in this order: a third party's authorize
 * request (clientId with redirectUrl; with registerCorp, its company step first), the shop's fromeBuyUrl, the native client's (or the yjxc
 * product's) service selection, else the main page. A redirectUrl or fromeBuyUrl off the
 * allow-list is dropped, and the person lands on the main page instead.
 */
export function destinationAfterSignIn(
  params: StartupParams,
  { clientMode, origin }: { clientMode: boolean; origin: string },
): AfterSignIn {
  if (params.clientId && params.redirectUrl) {
    const redirectUrl = allowedRedirect(params.redirectUrl, origin);
    if (redirectUrl && params.registerCorp) return { kind: 'connectApp' };
    if (redirectUrl)
      return { kind: 'authorize', clientId: params.clientId, redirectUrl, state: params.state };
  }
  if (params.fromeBuyUrl) {
    const url = allowedRedirect(params.fromeBuyUrl, origin);
    if (url) return { kind: 'leave', url };
  }
  if (clientMode || params.yjxc) {
    const query = new URLSearchParams();
    if (params.platform) query.set('platform', params.platform);
    if (params.productType) query.set('productType', params.productType);
    const suffix = query.size ? `?${query.toString()}` : '';
    return { kind: 'leave', url: `${DESTINATIONS.clientServiceSelection}${suffix}` };
  }
  return { kind: 'home' };
}
