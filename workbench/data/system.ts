import {
  desensitizeDecrypt,
  getAdvertisementVisibility,
  getEvnInfo,
  getRecommendations,
  getSystemParameter,
  getV5WhiteList,
  isGrayAccount,
  systemDecrypt,
} from '../api/system';
import { useApiMutation } from './mutation';
import { preloadApi, SHOWN_IN_PLACE, useApi } from './swr';
import type { Locale } from '../../shared/locales';
import type { RecommendSlot } from '../../shared/payloads/system';

/** sso/system/parameter: the public key, the login version, the environment and the app flags. */
export function useSystemParameters() {
  return useApi(getSystemParameter, undefined);
}

/** Starts the system parameters' request as the page starts (main.tsx). */
export function preloadSystemParameters(): Promise<void> {
  return preloadApi(getSystemParameter, undefined);
}

/** The checks of one signed-in session, read once: a page load does not change their answer. */
const ONCE = { revalidateOnFocus: false, revalidateOnReconnect: false } as const;

/**
 * evnInfo of the application state, read once as the app starts: a failure leaves the page as in
 * production, with nothing to toast.
 */
export function useEvnInfo() {
  return useApi(getEvnInfo, undefined, ONCE, SHOWN_IN_PLACE);
}

/**
 * Whether this person is shown advertisements (docs/decisions/0035), asked once a page: the check
 * is the server's. `exempt`: a failed check shows no advertisement and says nothing, since a
 * banner is never what a page is for. `ask: false` for a reader with no advertisement to gate.
 */
export function useAdvertisementVisibility({ ask = true } = {}) {
  return useApi(getAdvertisementVisibility, ask ? undefined : null, {}, SHOWN_IN_PLACE);
}

/**
 * extension/common/v5WhiteList: whether the account may still open the previous version (V5) of
 * the workbench (docs/decisions/0037). A failure offers no way there, and says nothing.
 */
export function useV5WhiteList() {
  return useApi(getV5WhiteList, undefined, ONCE, SHOWN_IN_PLACE);
}

/**
 * extension/gray/isGrayAccount: whether the account (its loginAccountEncry, so no plain mobile
 * travels) is in the grey release, which gets new features first (docs/decisions/0037). Null: not
 * yet known. A failure says nothing.
 */
export function useGrayAccount(account: string | null) {
  return useApi(isGrayAccount, account === null ? null : { account }, ONCE, SHOWN_IN_PLACE);
}

/**
 * The advertisements of one slot, in the page's language; none asked for while `ask` is false.
 * `exempt`: the page says a failure itself, so the catalogue does not toast it.
 */
export function useRecommendations(
  slot: RecommendSlot,
  lang: Locale,
  { exempt = false, ask = true } = {},
) {
  return useApi(getRecommendations, ask ? { slot, lang } : null, {}, { exempt });
}

/**
 * The signed-in session's login info, which sso/system/parameter carries (the spec shows no path
 * for "get login info"): undefined while loading, null without a session. It shares the system
 * parameters' request and cache entry.
 */
export function useLoginInfo() {
  const { data, error, isLoading, mutate } = useSystemParameters();
  return { data: data?.loginInfo, error, isLoading, mutate };
}

/**
 * The whole value behind a masked one (service/desensitize/decrypt), asked when the person presses
 * a value's eye button: a mutation, not a cached read, so the whole value is kept nowhere once
 * hidden. The control says a failure itself.
 */
export function useRevealValue() {
  return useApiMutation(desensitizeDecrypt, [], { exempt: true });
}

/**
 * A corp member's whole value behind its mask (extension/system/decrypt, decision 0037): the
 * admin's counterpart of useRevealValue, for the members the corp holds rather than the person's
 * own. A mutation for the same reason; the control says a failure itself.
 */
export function useRevealMemberValue() {
  return useApiMutation(systemDecrypt, [], { exempt: true });
}
