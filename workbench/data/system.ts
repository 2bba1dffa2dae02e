import {
  desensitizeDecrypt,
  getEvnInfo,
  getRecommendations,
  getSystemParameter,
} from '../api/system';
import { useApiMutation } from './mutation';
import { preloadApi, useApi } from './swr';
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

/** evnInfo of the application state. */
export function useEvnInfo() {
  return useApi(getEvnInfo, undefined);
}

/**
 * The advertisements of one slot, in the page's language. `exempt`: the page says a failure
 * itself, so the catalogue does not toast it.
 */
export function useRecommendations(slot: RecommendSlot, lang: Locale, { exempt = false } = {}) {
  return useApi(getRecommendations, { slot, lang }, {}, { exempt });
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
