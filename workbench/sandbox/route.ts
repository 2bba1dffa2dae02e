import type { Schema } from './input';
import type { AccountRecord } from './store/accounts';
import type { OrgState } from './store/org';
import type { SandboxState, Session } from './store/state';
import type { Method } from '../../shared/contract';

export interface PublicContext<I> {
  input: I;
  state: SandboxState;
  /** The caller's session, when the jdySessionId cookie names a live one. */
  session: Session | undefined;
  request: Request;
}

export interface SessionContext<I> extends PublicContext<I> {
  session: Session;
  account: AccountRecord;
  /** The session's current corp. */
  org: OrgState;
}

/** A valid input drawn from the seed; async where it must encrypt (a password, a captcha). */
export type Sample = (
  state: SandboxState,
) => Record<string, unknown> | Promise<Record<string, unknown>>;

/** One call of the contract as the sandbox answers it. */
export interface RouteDef {
  method: Method;
  path: string;
  /** Answers without a session (sign-in, system parameters, the captcha). */
  public: boolean;
  input: Schema<unknown> | undefined;
  handle: (context: PublicContext<unknown>) => unknown;
  /** A valid input drawn from the seed: the contract page and the contract test call with it. */
  sample: Sample | undefined;
  /** The largest body the call reads, when a file rides in it. @default MAX_BODY_BYTES */
  maxBodyBytes: number | undefined;
}

interface RouteOptions<I, C> {
  method: Method;
  path: string;
  input?: Schema<I>;
  /** Returns the data (or a Reply); throws SandboxFail for a business failure. */
  handle: (context: C) => unknown;
  sample?: Sample;
  maxBodyBytes?: number;
}

/** A call that needs a signed-in session; without one it answers HTTP 401. */
export function route<I = Record<string, never>>(
  options: RouteOptions<I, SessionContext<I>>,
): RouteDef {
  return {
    method: options.method,
    path: options.path,
    public: false,
    input: options.input,
    handle: options.handle as RouteDef['handle'],
    sample: options.sample,
    maxBodyBytes: options.maxBodyBytes,
  };
}

/** A call that answers without a session. */
export function publicRoute<I = Record<string, never>>(
  options: RouteOptions<I, PublicContext<I>>,
): RouteDef {
  return {
    method: options.method,
    path: options.path,
    public: true,
    input: options.input,
    handle: options.handle as RouteDef['handle'],
    sample: options.sample,
    maxBodyBytes: options.maxBodyBytes,
  };
}
