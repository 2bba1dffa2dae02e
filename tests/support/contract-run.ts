import type { AnyEndpoint } from '../../workbench/api/all';
import { ApiError } from '../../workbench/api/errors/api-error';
import { startSession, type Sandbox } from '../../workbench/sandbox';
import { SESSION_COOKIE } from '../../shared/cookies';

/*
 * The contract run: every call of endpoints.tsv through the client against the sandbox. It uses
 * both the client and the sandbox, which never import each other, so it lives beside the tests;
 * tests/unit/api/contract.test.ts and the Storybook contract page read its answers.
 */

/**
 * Calls whose sample the sandbox refuses on purpose: u0001 created corps that still have other
 * members, so the account cannot be logged off.
 */
export const REFUSED_BY_DESIGN: readonly string[] = ['service/user/logOffLocalUser'];

/** One call of the contract as the sandbox answered it through the client. */
export interface ContractAnswer {
  method: string;
  path: string;
  name: string;
  /** '0' on success, else the business code, the HTTP status or the transport failure. */
  code: string;
  /** The shape of the data (keys and list lengths), stable from run to run. */
  shape: string;
  /** The failure's description, when the call failed. */
  description: string;
}

/** A value's shape in a line: `{ list[10], total }`, `[4]`, `text`, `true`. */
export function describeShape(value: unknown, depth = 0): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return `[${value.length}]`;
  if (typeof value === 'object') {
    if (depth > 0) return '{…}';
    const keys = Object.entries(value as Record<string, unknown>).map(([key, inner]) =>
      Array.isArray(inner) ? `${key}[${inner.length}]` : key,
    );
    return `{ ${keys.join(', ')} }`;
  }
  return typeof value;
}

/**
 * Calls each endpoint with its sandbox sample, signed in as u0001 in a freshly reset sandbox
 * (the contract page and the contract test both read the answers). The calls are exempt, so the
 * catalogue raises no toast. With resetEach, every call meets the seed (a sample may change the
 * account it signs in with); otherwise they run in order on one store.
 */
export async function runContract(
  sandbox: Sandbox,
  calls: { name: string; call: AnyEndpoint }[],
  options: { resetEach?: boolean } = {},
): Promise<ContractAnswer[]> {
  const answers: ContractAnswer[] = [];
  let state = await sandbox.reset();
  const signIn = () => {
    const { session } = startSession(state, 'u0001', '1001');
    document.cookie = `${SESSION_COOKIE}=${session.id}; Path=/`;
  };
  signIn();
  for (const { name, call } of calls) {
    if (options.resetEach && answers.length > 0) {
      state = await sandbox.reset();
      signIn();
    }
    const { method, path } = call.spec;
    const route = sandbox.routes.get(`${method} ${path}`) ?? sandbox.routes.get(`JSONP ${path}`);
    const input = await route?.sample?.(state);
    try {
      const data: unknown = await (call as (input: unknown, options: object) => Promise<unknown>)(
        input,
        { exempt: true },
      );
      // A sign-in outcome or a second-check result wraps the data; its code is the answer's.
      const outcome = data as { kind?: string; code?: string; data?: unknown };
      const wrapped =
        typeof outcome === 'object' &&
        outcome !== null &&
        ('kind' in outcome || 'needsSecondCheck' in outcome);
      const code =
        wrapped && outcome.kind && outcome.kind !== 'success' ? (outcome.code ?? '') : '0';
      answers.push({
        method,
        path,
        name,
        code,
        shape: describeShape(wrapped ? outcome.data : data),
        description: '',
      });
    } catch (error) {
      const failure = error instanceof ApiError ? error.failure : undefined;
      answers.push({
        method,
        path,
        name,
        code:
          failure?.kind === 'business'
            ? failure.code
            : failure?.kind === 'transport'
              ? String(failure.status ?? failure.transport)
              : 'error',
        shape: '',
        description: failure ? failure.serverText : String(error),
      });
    }
  }
  return answers;
}
