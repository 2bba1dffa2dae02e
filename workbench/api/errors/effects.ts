import { DEFAULT_EXEMPT_URLS } from '../config';
import { decideEffect, type ApiFailure, type FailureEffect } from './classify';
import { clearNotices, type ApiNotice, type NoticeChoice } from './notices';
import { DESTINATIONS } from '../../../shared/destinations';
import { readStored, removeStored, writeStored } from '../../../shared/storage';

/** The app's own pages a failure leads to (docs/product.md §8); only the app knows their addresses. */
export type AppPage = 'readOnlyService' | 'findPassword';

/**
 * What the catalogue asks of the app when it carries out a failure's effect. The app registers
 * how each is done as it starts (registerApiEffects, workbench/error-effects.ts); tests and
 * stories replace some of them (setApiEffectHandlers).
 */
export interface ApiEffectHandlers {
  toast: (message: string) => void;
  /** Leave for a URL: one of the app's pages (hrefOf), or a destination outside the app. */
  navigate: (url: string) => void;
  openTab: (url: string) => void;
  notice: (notice: ApiNotice) => Promise<NoticeChoice>;
  /** The address of one of the app's pages. */
  hrefOf: (page: AppPage) => string;
  /** True while the app shows one of its login pop pages (/logpop/). */
  onLoginPopPage: () => boolean;
  /** The words a person sees for a failure, in the app's active language. */
  describe: (failure: ApiFailure) => string;
}

function unregistered(): never {
  throw new Error(
    'No API effect handlers: the app registers them as it starts (registerApiEffects).',
  );
}

const UNREGISTERED: ApiEffectHandlers = {
  toast: unregistered,
  navigate: unregistered,
  openTab: unregistered,
  notice: unregistered,
  hrefOf: unregistered,
  onLoginPopPage: unregistered,
  describe: unregistered,
};

/** The app's own handlers; `handlers` is what is in force (a test's or a story's, in theirs). */
let appHandlers = UNREGISTERED;
let handlers = UNREGISTERED;
let exemptUrls = new Set(DEFAULT_EXEMPT_URLS);
let readOnlyRedirectOff = false;

/** The app's handlers, registered once as it starts (before its first call). */
export function registerApiEffects(app: ApiEffectHandlers): void {
  appHandlers = app;
  handlers = app;
}

/** Replaces the effect handlers; returns a function that puts the previous ones back. */
export function setApiEffectHandlers(next: Partial<ApiEffectHandlers>): () => void {
  const previous = handlers;
  handlers = { ...handlers, ...next };
  return () => {
    handlers = previous;
  };
}

/**
 * Leaves the app for a URL (a destination outside it, or a redirect after sign-in) through the
 * same handler the catalogue uses, so stories and tests see where the page would have gone.
 */
export function leaveFor(url: string): void {
  handlers.navigate(url);
}

/**
 * Opens a URL in a new tab (an application of the market) through the catalogue's own handler,
 * so stories and tests see what the page opened.
 */
export function openInNewTab(url: string): void {
  handlers.openTab(url);
}

/**
 * Signs out (docs/product.md §8: the header's sign-out, 5001012000 and 401): pending dialogs are
 * dropped and the browser goes to the logout path with the session cookie, whose server ends the
 * session and then clears the cookie (HttpOnly: the page could not, and must not before).
 */
export function signOut(message?: string): void {
  clearNotices();
  // The page leaves at once, before a message could be read: the sign-in page that follows the
  // logout path shows it (takeSignOutMessage). Only the app's own navigation leaves the page;
  // stories' and tests' stay.
  if (message && handlers.navigate === appHandlers.navigate)
    writeStored('session', SIGN_OUT_MESSAGE_KEY, message);
  handlers.navigate(DESTINATIONS.logout);
}

const SIGN_OUT_MESSAGE_KEY = 'workbench:signOutMessage';

/** Why the last page signed out (5001012000's message), once; undefined when it did not say. */
export function takeSignOutMessage(): string | undefined {
  const message = readStored('session', SIGN_OUT_MESSAGE_KEY);
  removeStored('session', SIGN_OUT_MESSAGE_KEY);
  return message;
}

/** The configurable exempt-URL list (docs/product.md §8): paths as in endpoints.tsv. */
export function setExemptUrls(urls: Iterable<string>): void {
  exemptUrls = new Set(urls);
}

export function isExemptUrl(path: string): boolean {
  return exemptUrls.has(path);
}

/** closeOpenReadonlyFlag (docs/product.md §8): when set, 5000000000 does not redirect. */
export function setCloseOpenReadonlyFlag(on: boolean): void {
  readOnlyRedirectOff = on;
}

/** The words a person sees for a failure (an ApiError's message, a toast), as the app words it. */
export function failureMessage(failure: ApiFailure): string {
  return handlers.describe(failure);
}

/**
 * Does what the failure asks. Resolves with the person's choice when a dialog was raised, so a
 * sign-in flow can go on after it (set later), and undefined otherwise.
 */
export function applyFailure(
  failure: ApiFailure,
  /** exempt overrides the exempt-URL list for this call either way; signedOut: CallOptions'. */
  options: { exempt?: boolean; signedOut?: boolean } = {},
): Promise<NoticeChoice> | undefined {
  const effect = decideEffect(failure, {
    exempt: options.exempt ?? isExemptUrl(failure.path),
    signedOut: options.signedOut ?? false,
    onLoginPopPage: handlers.onLoginPopPage(),
    readOnlyRedirectOff,
  });
  return carryOut(effect);
}

function carryOut(effect: FailureEffect): Promise<NoticeChoice> | undefined {
  switch (effect.kind) {
    case 'none':
      return undefined;
    case 'toast':
      handlers.toast(failureMessage(effect.failure));
      return undefined;
    case 'readOnly':
      handlers.navigate(handlers.hrefOf('readOnlyService'));
      return undefined;
    case 'signOut': {
      const message = effect.toast ? failureMessage(effect.failure) : undefined;
      if (message) handlers.toast(message);
      signOut(message);
      return undefined;
    }
    case 'accountTransfer':
      handlers.navigate(DESTINATIONS.accountTransfer);
      return undefined;
    case 'verifiedFlow': {
      const url =
        effect.flow === 'setAdmin'
          ? DESTINATIONS.verifiedSetAdmin
          : DESTINATIONS.verifiedTransferCorp;
      return handlers.notice({ kind: 'verifiedFlow', flow: effect.flow }).then((choice) => {
        if (choice === 'confirm') handlers.openTab(url);
        return choice;
      });
    }
    case 'loginNotice':
      return handlers
        .notice({ kind: 'loginNotice', login: effect.login, serverText: effect.serverText })
        .then((choice) => {
          // Login protection's "set now" is the sign-in flow's to follow: the account settings need
          // the session it is still loading.
          if (choice === 'confirm' && effect.login === 'resetPassword')
            handlers.navigate(handlers.hrefOf('findPassword'));
          return choice;
        });
  }
}
