import { useCallback } from 'react';
import useSWR, {
  mutate,
  preload,
  useSWRConfig,
  type SWRConfiguration,
  type SWRResponse,
} from 'swr';
import type { CallOptions, EndpointSpec } from '../api/endpoint';
import { ApiError } from '../api/errors/api-error';

/** A call as the hooks see it: its spec, and a function of its input. */
export interface ApiCall<In, Out> {
  (input: In, options?: CallOptions): Promise<Out>;
  readonly spec: EndpointSpec;
}

/** What a read hook answers: its data, its failure, and `mutate` to read again. */
export type ApiRead<Out> = SWRResponse<Out, ApiError>;

/** The SWR key of a read: the call's path and its whole input (spec-silent; DESIGN.md). */
export type ApiKey = readonly [path: string, input: unknown];

export function apiKey(spec: EndpointSpec, input: unknown): ApiKey {
  return [spec.path, input ?? null];
}

/** True for the keys of any of these calls, whatever their input. */
export function keyOf(paths: ReadonlySet<string>) {
  return (key: unknown) => Array.isArray(key) && typeof key[0] === 'string' && paths.has(key[0]);
}

const MAX_RETRIES = 3;

/**
 * No retry on a business answer or a 4xx (they say the same again); no response, a timeout or a
 * 5xx are tried again up to 3 times, 1, 2 and 4 s apart.
 */
export const onErrorRetry: NonNullable<SWRConfiguration['onErrorRetry']> = (
  error,
  _key,
  _config,
  revalidate,
  { retryCount },
) => {
  if (!(error instanceof ApiError) || !error.retryable || retryCount > MAX_RETRIES) return;
  setTimeout(() => void revalidate({ retryCount }), 1000 * 2 ** (retryCount - 1));
};

/**
 * The call options of a read whose page shows its failure in place (a list's ListState error, with
 * the reason in its words): the catalogue adds no toast on top of it, however often SWR retries.
 * Its other acts (a sign-out, the read-only redirect) still happen (docs/product.md §8).
 */
export const SHOWN_IN_PLACE: CallOptions = { exempt: true };

/**
 * A read through SWR. `input` null means "not yet" (no request): a hook whose input depends on
 * something still loading passes null until it has it.
 */
export function useApi<In, Out>(
  call: ApiCall<In, Out>,
  input: In | null,
  config: SWRConfiguration<Out, ApiError> = {},
  /** Options of every call the read makes: `{ exempt: true }` when the page shows the failure. */
  callOptions?: CallOptions,
): SWRResponse<Out, ApiError> {
  return useSWR<Out, ApiError, ApiKey | null>(
    input === null ? null : apiKey(call.spec, input),
    ([, keyInput]) => call(keyInput as In, callOptions),
    { onErrorRetry, ...config },
  );
}

/**
 * Starts a read before any component asks for it; the first useApi of the same call and input
 * takes its answer instead of asking again. The answer goes into the cache as it arrives (then the
 * promise settles), so a hook first rendered after it shows the data in that render. Otherwise it
 * would render "loading" first and the page a render later: the sign-in page's form was a long
 * task after first paint, which Lighthouse counts as blocking time (docs/decisions/0012).
 */
export async function preloadApi<In, Out>(call: ApiCall<In, Out>, input: In): Promise<void> {
  const key = apiKey(call.spec, input);
  try {
    await mutate(key, await preload(key, ([, keyInput]: ApiKey) => call(keyInput as In)), {
      revalidate: false,
    });
  } catch {
    // A failure reaches the hook that takes the answer; nothing to report here.
  }
}

/**
 * A read a component starts itself when it needs it (a dialog's `loadInfo`): fetched on each ask,
 * and its answer kept under the key useApi reads.
 */
export function useApiLoad<In, Out>(call: ApiCall<In, Out>): (input: In) => Promise<Out> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (input: In) =>
      (await mutate(apiKey(call.spec, input), call(input), { revalidate: false })) as Out,
    [call, mutate],
  );
}

/** Every cached read, whatever its call: what a change of the session's corp touches. */
export const EVERY_READ = 'every read';
