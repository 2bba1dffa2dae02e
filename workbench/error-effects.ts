import { i18n } from '@lingui/core';
import { raiseErrorToast } from '../design-system/components/toaster/toaster-loader';
import type { ApiFailure } from './api/errors/classify';
import { registerApiEffects, type ApiEffectHandlers } from './api/errors/effects';
import { OPERATION_FAILED, TRANSPORT_MESSAGES } from './error-messages';
import { raiseNotice } from './api/errors/notices';
import { LOGIN_POP_PREFIX, paths } from './routes/paths';

/**
 * Set once the page is on its way to another document: the calls the browser cancels as it goes
 * would otherwise flash "failed to connect" over the page being left (a sign-out, a redirect).
 */
let leavingPage = false;

/**
 * A business failure in the server's own words (its description or msg); a transport failure in
 * the catalogue's, with the server's message and the status where they fit.
 */
function describe(failure: ApiFailure): string {
  if (failure.kind === 'business') return failure.serverText || i18n._(OPERATION_FAILED);
  const descriptor = TRANSPORT_MESSAGES[failure.transport];
  return i18n._(
    descriptor.id,
    { message: failure.serverText, status: failure.status ?? '' },
    { message: descriptor.message },
  );
}

/**
 * How the app carries out what the error catalogue asks (docs/product.md §8): the message in the
 * active language, shown by the toaster; the browser goes to the address (a hash route of
 * paths.ts, or a destination outside the app); a new tab opens; ApiNoticeHost shows the dialog.
 */
export const appErrorEffects: ApiEffectHandlers = {
  toast: (description) => {
    if (!leavingPage) raiseErrorToast({ description });
  },
  navigate: (url) => {
    if (!url.startsWith('#')) leavingPage = true;
    window.location.assign(url);
  },
  openTab: (url) => {
    window.open(url, '_blank', 'noopener');
  },
  notice: raiseNotice,
  hrefOf: (page) => paths[page].getHref(),
  onLoginPopPage: () => window.location.hash.startsWith(LOGIN_POP_PREFIX),
  describe,
};

/** Registers the app's handlers with the catalogue; the entry calls it before the first call. */
export function registerErrorEffects(): void {
  window.addEventListener('beforeunload', () => {
    leavingPage = true;
  });
  // Back from the back-forward cache (or a leave that did not happen): the page is in use again.
  window.addEventListener('pageshow', () => {
    leavingPage = false;
  });
  registerApiEffects(appErrorEffects);
}
