import { LOGIN_VERSION, ACCESS_TOKEN_HEADER, API_BASE } from '../../shared/contract';
import { apiTimeout, client, SSO_BASE } from './client';
import { isEnvelope, isSuccess, failureCode, failureText, type Envelope } from './envelope';
import { ApiError } from './errors/api-error';
import {
  businessFailure,
  httpFailure,
  unreadableAnswerFailure,
  loginErrorOf,
  noResponseFailure,
  type ApiFailure,
} from './errors/classify';
import { applyFailure, failureMessage } from './errors/effects';
import type { NoticeChoice } from './errors/notices';
import type { LoginErrorKind } from '../../shared/error-codes';
import type { Method } from '../../shared/contract';
import type { AccessToken } from '../../shared/payloads/market';

/** One line of endpoints.tsv. */
export interface EndpointSpec {
  method: Method;
  /** The path under /workbench/api/, as in endpoints.tsv. */
  path: string;
  /** Input keys sent in the query string on a POST or PUT (the `?a&b` of endpoints.tsv). */
  query?: readonly string[];
  /** A market call: carries the access token (docs/product.md §7). */
  market?: boolean;
  /** Success only when errcode is the string '0' (sso/login/accountLogin). */
  strict?: boolean;
  /** A JSONP call to the single-sign-on host rather than the API (the session sync). */
  ssoHost?: boolean;
}

export interface CallOptions {
  /** This call's failures are shown by its caller: no toast (docs/product.md §8, exempt). */
  exempt?: boolean;
  /**
   * Made with no session (a sign-in): an answer that would sign out (401, 5001012000) or lead to
   * the read-only service page (5000000000) has nothing to end or leave, and is the page's to show.
   */
  signedOut?: boolean;
  signal?: AbortSignal;
  /** Milliseconds before the call counts as no response. @default apiTimeout */
  timeout?: number;
}

type Input = Record<string, unknown>;

type Caller<In, R> = [In] extends [void]
  ? (input?: undefined, options?: CallOptions) => Promise<R>
  : (input: In, options?: CallOptions) => Promise<R>;

/** A typed function for one call; `spec` says which line of endpoints.tsv it is. */
export type Endpoint<In, R> = Caller<In, R> & { readonly spec: EndpointSpec };

/** The result of current-corp and switch-corp (docs/product.md §4, second check). */
export type SecondCheckResult<Out> =
  { needsSecondCheck: false; data: Out } | { needsSecondCheck: true; data: unknown };

/** A sign-in call's answer: the data, or the login error the flows switch on (docs/product.md §8). */
export type LoginOutcome<Out> =
  | { kind: 'success'; data: Out }
  | {
      kind: LoginErrorKind;
      code: string;
      /** The server's description (the password-expired alert shows it). */
      serverText: string;
      /** What the failure carried: the encrypted account or mfa code the next route needs. */
      data: unknown;
      /** The person's choice in the dialog the catalogue raised, when it raised one. */
      choice: Promise<NoticeChoice> | undefined;
    };

/** The market access token: fetched once, cached, fetched again once when a call is refused. */
export const ACCESS_TOKEN_SPEC: EndpointSpec = {
  method: 'GET',
  path: 'work_bench/get_access_token',
};
let accessToken: Promise<string> | undefined;

function fetchAccessToken(): Promise<string> {
  accessToken ??= send(ACCESS_TOKEN_SPEC, undefined, {}).then(
    (data) => (data as AccessToken).accessToken,
    (error: unknown) => {
      accessToken = undefined;
      throw error;
    },
  );
  return accessToken;
}

/** Forgets the cached market token (sign-out, tests). */
export function clearAccessToken(): void {
  accessToken = undefined;
}

/** Carries a failure from send() to the wrapper that decides what it becomes. */
class FailureSignal extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.path);
  }
}

function split(spec: EndpointSpec, input: Input | undefined) {
  if (!input) return { query: undefined, body: undefined };
  if (spec.method === 'GET' || spec.method === 'JSONP') return { query: input, body: undefined };
  const queryKeys = new Set(spec.query ?? []);
  const query: Input = {};
  const body: Input = {};
  for (const [key, value] of Object.entries(input))
    (queryKeys.has(key) ? query : body)[key] = value;
  return { query: queryKeys.size ? query : undefined, body };
}

async function exchange(
  spec: EndpointSpec,
  input: Input | undefined,
  options: CallOptions,
  token: string | undefined,
): Promise<{ status: number; body: unknown }> {
  const { query, body } = split(spec, input);
  if (spec.method === 'JSONP') {
    // Only the QR sign-in and the session sync use JSONP: its helper loads with the first call.
    const { jsonp } = await import('./jsonp');
    const answer = await jsonp(`${spec.ssoHost ? SSO_BASE : API_BASE}${spec.path}`, {
      params: query as Record<string, string>,
      timeout: options.timeout ?? apiTimeout,
    });
    return { status: 200, body: answer };
  }
  return client(`/${spec.path}`, {
    method: spec.method,
    query,
    body,
    signal: options.signal,
    timeout: options.timeout ?? apiTimeout,
    headers: token ? { [ACCESS_TOKEN_HEADER]: token } : undefined,
  });
}

/** One call: the envelope's data on success; a FailureSignal thrown otherwise. */
async function send(spec: EndpointSpec, input: Input | undefined, options: CallOptions) {
  let answer: { status: number; body: unknown };
  try {
    const token = spec.market ? await fetchAccessToken() : undefined;
    answer = await exchange(spec, input, options, token);
    if (spec.market && answer.status === 401) {
      clearAccessToken();
      answer = await exchange(spec, input, options, await fetchAccessToken());
    }
  } catch (error) {
    if (error instanceof FailureSignal || error instanceof ApiError) throw error;
    throw new FailureSignal(noResponseFailure(spec.path, error));
  }
  const { status, body } = answer;
  if (status >= 400) {
    const text = isEnvelope(body) ? failureText(body) : typeof body === 'string' ? body : '';
    throw new FailureSignal(httpFailure(spec.path, status, text));
  }
  // A body that is not JSON (the client leaves it a string) is the server's failure, not a success
  // and not the connection's: the answer came, and could not be read.
  if (!isEnvelope(body)) throw new FailureSignal(unreadableAnswerFailure(spec.path, status));
  const envelope: Envelope = body;
  if (isSuccess(envelope, spec.strict)) return envelope.data;
  throw new FailureSignal(
    businessFailure(spec.path, failureCode(envelope), failureText(envelope), envelope.data),
  );
}

function reject(failure: ApiFailure, options: CallOptions): never {
  void applyFailure(failure, options);
  throw new ApiError(failure, failureMessage(failure));
}

function attach<In, R>(spec: EndpointSpec, call: (input: In, options?: CallOptions) => Promise<R>) {
  return Object.assign(call, { spec }) as unknown as Endpoint<In, R>;
}

/** A call that resolves with its data and rejects with an ApiError after the catalogue acts. */
export function endpoint<In = void, Out = void>(spec: EndpointSpec): Endpoint<In, Out> {
  return attach(spec, async (input: In, options: CallOptions = {}) => {
    try {
      return (await send(spec, input as Input | undefined, options)) as Out;
    } catch (error) {
      if (error instanceof FailureSignal) reject(error.failure, options);
      throw error;
    }
  });
}

/** current-corp and switch-corp: the second-check code resolves, marked (docs/product.md §4). */
export function secondCheckEndpoint<In = void, Out = void>(
  spec: EndpointSpec,
): Endpoint<In, SecondCheckResult<Out>> {
  return attach(spec, async (input: In, options: CallOptions = {}) => {
    try {
      const data = (await send(spec, input as Input | undefined, options)) as Out;
      return { needsSecondCheck: false, data };
    } catch (error) {
      if (!(error instanceof FailureSignal)) throw error;
      const { failure } = error;
      if (failure.kind === 'business' && failure.entry?.kind === 'secondCheck')
        return { needsSecondCheck: true, data: failure.data };
      reject(failure, options);
    }
  });
}

/**
 * Sign-in calls: the login codes resolve as typed outcomes; other failures reject. Each carries
 * the login version record (docs/product.md §9) beside its own fields, so the server knows which
 * sign-in contract the page speaks: version, apiVer and gray as the record names them.
 */
export function loginEndpoint<In = void, Out = void>(
  spec: EndpointSpec,
): Endpoint<In, LoginOutcome<Out>> {
  return attach(spec, async (input: In, options: CallOptions = {}) => {
    try {
      const withVersion = { ...(input as Input | undefined), ...LOGIN_VERSION };
      const data = (await send(spec, withVersion, options)) as Out;
      return { kind: 'success', data };
    } catch (error) {
      if (!(error instanceof FailureSignal)) throw error;
      const { failure } = error;
      const login = loginErrorOf(failure);
      if (!login || failure.kind !== 'business') reject(failure, options);
      return {
        kind: login,
        code: failure.code,
        serverText: failure.serverText,
        data: failure.data,
        choice: applyFailure(failure, options),
      };
    }
  });
}
