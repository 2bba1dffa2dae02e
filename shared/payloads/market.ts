import type { Page } from './page';

/*
 * The market calls' payloads (docs/product.md §7). The request and answer shapes are not shown in the
 * spec: the project's own.
 */

/** The token answer of work_bench/get_access_token: `{ accessToken }`. */
export interface AccessToken {
  accessToken: string;
}

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
