import { HTTP_FAILURES, type TransportFailure } from './catalogue';
import { CATALOGUE, type CatalogueEntry, type LoginErrorKind } from '../../../shared/error-codes';

/** What went wrong with one call, decided once from the answer (docs/product.md §8). */
export type ApiFailure =
  | {
      /** A business answer: errcode (or code) other than success. */
      kind: 'business';
      path: string;
      code: string;
      /** The server's description or msg ('' when it gave none). */
      serverText: string;
      /** The catalogue's meaning, when the code is in it. */
      entry: CatalogueEntry | undefined;
      data: unknown;
    }
  | {
      /** No business answer: an HTTP status, no response, a timeout, or an unreadable body. */
      kind: 'transport';
      path: string;
      transport: TransportFailure;
      /** The HTTP status, when there was a response. */
      status: number | undefined;
      serverText: string;
    };

export function businessFailure(
  path: string,
  code: string,
  serverText: string,
  data?: unknown,
): ApiFailure {
  return { kind: 'business', path, code, serverText, entry: CATALOGUE[code], data };
}

export function httpFailure(path: string, status: number, serverText: string): ApiFailure {
  return {
    kind: 'transport',
    path,
    transport: HTTP_FAILURES[status] ?? 'connectionError',
    status,
    serverText,
  };
}

/** An answer whose body is not the contract's JSON envelope, whatever its status. */
export function unreadableAnswerFailure(path: string, status: number): ApiFailure {
  return { kind: 'transport', path, transport: 'unreadableAnswer', status, serverText: '' };
}

/** A fetch that threw: the timeout (treated as no response, docs/product.md §8) or no connection. */
export function noResponseFailure(path: string, cause: unknown): ApiFailure {
  const timedOut =
    cause instanceof Error &&
    (cause.name === 'TimeoutError' ||
      (cause.cause instanceof Error && cause.cause.name === 'TimeoutError'));
  return {
    kind: 'transport',
    path,
    transport: timedOut ? 'timeout' : 'noResponse',
    status: undefined,
    serverText: '',
  };
}

/** The sign-in outcome a failure stands for, when it is one of the login codes. */
export function loginErrorOf(failure: ApiFailure): LoginErrorKind | undefined {
  return failure.kind === 'business' && failure.entry?.kind === 'login'
    ? failure.entry.login
    : undefined;
}

/** Where the app is when a failure arrives; the read-only redirect depends on it. */
export interface FailureContext {
  /** The call's own failures are shown by its caller (the exempt URLs, or a call made exempt). */
  exempt: boolean;
  /** The call was made with no session (a sign-in): there is no session to end or service to leave. */
  signedOut: boolean;
  /** The page is one of the /logpop/ routes. */
  onLoginPopPage: boolean;
  /** closeOpenReadonlyFlag is set. */
  readOnlyRedirectOff: boolean;
}

/** What the app does about a failure: the one decision of docs/product.md §8. */
export type FailureEffect =
  | { kind: 'none' }
  | { kind: 'toast'; failure: ApiFailure }
  | { kind: 'readOnly' }
  | { kind: 'signOut'; failure: ApiFailure; toast: boolean }
  | { kind: 'accountTransfer' }
  | { kind: 'verifiedFlow'; flow: 'setAdmin' | 'transferCorp' }
  | { kind: 'loginNotice'; login: LoginErrorKind; serverText: string };

/** Login codes that raise a dialog of their own; the others are routes the sign-in flows take. */
const LOGIN_NOTICES: ReadonlySet<LoginErrorKind> = new Set([
  'resetPassword',
  'changePassword',
  'passwordExpired',
  'loginProtectTimeout',
]);

export function decideEffect(failure: ApiFailure, context: FailureContext): FailureEffect {
  const shown: FailureEffect = context.exempt ? { kind: 'none' } : { kind: 'toast', failure };
  if (failure.kind === 'transport') {
    if (failure.transport === 'unauthorised' && !context.signedOut)
      return { kind: 'signOut', failure, toast: false };
    return shown;
  }
  const { entry } = failure;
  if (!entry) return shown;
  switch (entry.kind) {
    case 'readOnly':
      return context.onLoginPopPage || context.readOnlyRedirectOff || context.signedOut
        ? shown
        : { kind: 'readOnly' };
    case 'signOut':
      return context.signedOut ? shown : { kind: 'signOut', failure, toast: !context.exempt };
    case 'accountTransfer':
      // Only current-corp leads to the account transfer page (docs/product.md §4); elsewhere silent.
      return failure.path === 'service/corp/current'
        ? { kind: 'accountTransfer' }
        : { kind: 'none' };
    case 'verifiedFlow':
      return { kind: 'verifiedFlow', flow: entry.flow };
    case 'login':
      return LOGIN_NOTICES.has(entry.login)
        ? { kind: 'loginNotice', login: entry.login, serverText: failure.serverText }
        : { kind: 'none' };
    case 'secondCheck':
    case 'silent':
      return { kind: 'none' };
  }
}
