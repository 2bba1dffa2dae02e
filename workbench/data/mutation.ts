import { useSWRConfig } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { CallOptions, EndpointSpec } from '../api/endpoint';
import type { ApiError } from '../api/errors/api-error';
import { EVERY_READ, keyOf, type ApiCall } from './swr';

// Apart from the reads (./swr) so that swr/mutation loads with the first page that writes, not at
// start: the shell's frame only reads.
/**
 * A change through SWR: `trigger(input)` calls it, and on success every read of the `revalidates`
 * calls (any input), or EVERY_READ, is fetched again.
 */
export function useApiMutation<In, Out>(
  call: ApiCall<In, Out>,
  revalidates: readonly { readonly spec: EndpointSpec }[] | typeof EVERY_READ,
  /** Options of the call: `{ exempt: true }` when the page shows the failure. */
  callOptions?: CallOptions,
): SWRMutationResponse<Out, ApiError, string, In> {
  const { mutate } = useSWRConfig();
  const matches =
    revalidates === EVERY_READ
      ? () => true
      : keyOf(new Set(revalidates.map(({ spec }) => spec.path)));
  return useSWRMutation<Out, ApiError, string, In>(
    call.spec.path,
    (_key: string, { arg }: { arg: In }) => call(arg, callOptions),
    {
      onSuccess: () => {
        void mutate(matches);
      },
    },
  );
}
