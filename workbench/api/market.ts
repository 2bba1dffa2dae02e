import type {
  AccessToken,
  AppAuthCode,
  AppIdInput,
  AppList,
  AppListQuery,
  AppMarketJump,
  AppOperationInfo,
  AppOperationInput,
  MarketApp,
  SsoUrl,
} from '../../shared/payloads/market';
import { ACCESS_TOKEN_SPEC, endpoint } from './endpoint';

/*
 * The market calls (docs/product.md §7); their payloads are in shared/payloads/market.ts. Every one
 * but get_access_token carries the access token (`market: true`); the client fetches the token
 * once, and once more when a call is refused with 401.
 */

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
