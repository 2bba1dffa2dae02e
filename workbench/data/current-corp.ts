import { getCorpList, getCurrentCorp, secondCheck, switchCorp } from '../api/corp';
import { EVERY_READ, SHOWN_IN_PLACE, useApi } from './swr';
import { useApiMutation } from './mutation';

export type { SecondCheckResult } from '../api/endpoint';

/*
 * The session's corp: what the header and the main page need on every signed-in page, apart from
 * the corps page's hooks (data/corp.ts) so that the shell does not load those.
 */

/**
 * The current corp, as SecondCheckResult: `needsSecondCheck` true means the corp asks for the
 * second check first (docs/product.md §4), and `data` is then not a corp.
 */
export function useCurrentCorp() {
  return useApi(getCurrentCorp, undefined);
}

/** The signed-in user's corps, the hidden ones marked; not read until `enabled`. */
export function useCorpList(enabled = true) {
  return useApi(getCorpList, enabled ? undefined : null, {}, SHOWN_IN_PLACE);
}

/**
 * Nearly every read depends on the session's corp (departments, members, devices, services,
 * logs...): switching fetches again every read in the cache rather than keep a list of them, which
 * would also pull every area's calls into the header's chunk.
 */
export function useSwitchCorp() {
  return useApiMutation(switchCorp, EVERY_READ);
}

/**
 * The second check as its dialog asks for it: the dialog shows a failure itself, and the flow that
 * asked for the check (a sign-in, a switch, the main page) reads the corp again once passed.
 */
export function useSecondCheckInDialog() {
  return useApiMutation(secondCheck, [], { exempt: true });
}
