import { safeRedirectUrl, type RedirectPolicy } from '../../utils/safe-redirect';

/** Where the reset-password flow goes once the success message has shown (docs/product.md §2). */
export type ResetPasswordNextStep =
  /** The account site's success route, with the tip 'modification complete'. */
  | { kind: 'accountSiteSuccess' }
  /** The decoded relayState URL, already checked by the redirect guard. */
  | { kind: 'relay'; url: string }
  | { kind: 'logout' };

/** relayState often arrives encoded twice (the account site encodes it into its own URL). */
function decodeRelayState(value: string): string {
  try {
    return /%[0-9a-f]{2}/i.test(value) ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
}

/**
 * scene=scene2 or from=app: the account site's success route. Otherwise a relayState goes to its
 * decoded URL when the guard allows it. Anything else, a refused relayState included, logs out:
 * never an open redirect.
 */
export function resetPasswordNextStep(
  search: URLSearchParams,
  policy: RedirectPolicy,
): ResetPasswordNextStep {
  if (search.get('scene') === 'scene2' || search.get('from') === 'app')
    return { kind: 'accountSiteSuccess' };
  const relayState = search.get('relayState');
  if (relayState) {
    const url = safeRedirectUrl(decodeRelayState(relayState), policy);
    if (url) return { kind: 'relay', url };
  }
  return { kind: 'logout' };
}
