import { ACCESS_TOKEN_SPEC, endpoint } from './endpoint';
import type { Page } from '../../shared/payloads/page';
import type { AccessToken } from '../../shared/payloads/market';

export type { AccessToken } from './endpoint';

/*
 * The market calls (spec section 7). Every one but get_access_token carries the access token
 * (`market: true`); the client fetches the token once, and once more when a call is refused with
 * 401. The request and answer shapes are not shown in the spec: the project's own.
 */

/** An application of the market. */
export interface MarketApp {
  appId: string;
  name: string;
  category: string;
  vendor: string;
  summary: string;
  recommended: boolean;
}

export interface AppListQuery {
  currentPage?: number;
  pageSize?: number;
  /** Only this category. */
  category?: string;
  /** Matches the name or the vendor. */
  key?: string;
}

/** A page of applications, with every category there is (for the category tabs). */
export interface AppList extends Page<MarketApp> {
  categories: string[];
}

export interface AppIdInput {
  appId: string;
}

/** A code the application exchanges for the user's identity. */
export interface AppAuthCode {
  authCode: string;
  /** Seconds it stays valid. */
  expiresIn: number;
}

export interface SsoUrl {
  url: string;
}

/** recommended_jump_app_market: whether to show the way to the market, and where it leads. */
export interface AppMarketJump {
  show: boolean;
  url: string;
}

export type AppOperationType = 'view' | 'open';

export interface AppOperationInput {
  appId: string;
  type: AppOperationType;
}

/** How often the signed-in user did this to the application. */
export interface AppOperationInfo {
  appId: string;
  type: AppOperationType;
  count: number;
}

const market = <In, Out>(method: 'GET' | 'POST', path: string) =>
  endpoint<In, Out>({ method, path, market: true });

export const getAccessToken = endpoint<void, AccessToken>(ACCESS_TOKEN_SPEC);
export const getRecommendedApps = market<void, MarketApp[]>('GET', 'work_bench/recommend_app');
export const getAppList = market<AppListQuery, AppList>('POST', 'work_bench/get_app_list');
export const getAppAuthCode = market<AppIdInput, AppAuthCode>('GET', 'jdy_service/get_auth_code');
export const getSsoUrl = market<AppIdInput, SsoUrl>('GET', 'jdy_service/getSsoUrl');
export const getAppMarketJump = market<void, AppMarketJump>(
  'GET',
  'jdy_service/recommended_jump_app_market',
);
export const reportAppOperation = market<AppOperationInput, AppOperationInfo>(
  'POST',
  'jdy_service/app_operation_info',
);
