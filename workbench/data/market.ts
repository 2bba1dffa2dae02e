import {
  getAppAuthCode,
  getAppList,
  getAppMarketJump,
  getRecommendedApps,
  getSsoUrl,
  reportAppOperation,
} from '../api/market';
import { SHOWN_IN_PLACE, useApi } from './swr';
import { useApiMutation } from './mutation';
import type { AppListQuery } from '../../shared/payloads/market';

/** A page of the market's applications, by category and key. */
export function useMarketApps(query: AppListQuery) {
  return useApi(getAppList, query, { keepPreviousData: true }, SHOWN_IN_PLACE);
}

export function useRecommendedApps() {
  return useApi(getRecommendedApps, undefined, {}, SHOWN_IN_PLACE);
}

export function useAppMarketJump() {
  return useApi(getAppMarketJump, undefined);
}

/** An auth code is used once: it is fetched when asked for, not cached as a read. */
export function useAppAuthCode() {
  return useApiMutation(getAppAuthCode, []);
}

/** The single sign-on address of an application: fresh each time it is opened. */
export function useSsoUrl() {
  return useApiMutation(getSsoUrl, []);
}

export function useReportAppOperation() {
  return useApiMutation(reportAppOperation, []);
}
