import { found, id, paging, v, type Schema } from '../input';
import { failBody, json } from '../reply';
import { publicRoute, route, type RouteDef } from '../route';
import {
  AUTH_CODE_TTL_SECONDS,
  countOperation,
  issueToken,
  liveToken,
  newAuthCode,
  type TokenGrant,
} from '../store/market';
import type { SandboxState } from '../store/state';
import { ACCESS_TOKEN_HEADER, API_BASE } from '../../../shared/contract';
import type { Method } from '../../../shared/contract';
import type {
  AccessToken,
  AppAuthCode,
  AppList,
  AppMarketJump,
  AppOperationInfo,
  MarketApp,
  SsoUrl,
} from '../../../shared/payloads/market';

interface MarketContext<I> {
  input: I;
  state: SandboxState;
  /** Who the access token was issued to. */
  grant: TokenGrant;
}

interface MarketRouteOptions<I> {
  method: Method;
  path: string;
  input?: Schema<I>;
  handle: (context: MarketContext<I>) => unknown;
  sample?: (state: SandboxState) => Record<string, unknown>;
}

/** Hands the request's input over unread, so the token is checked before the input. */
const unread: Schema<unknown> = { parse: (value) => value };

/**
 * A market call: answered on a live access token (not the session), HTTP 401 without one, so the
 * client fetches a new token and tries once more (docs/product.md §7).
 */
function marketRoute<I = Record<string, never>>(options: MarketRouteOptions<I>): RouteDef {
  return publicRoute<unknown>({
    method: options.method,
    path: options.path,
    input: unread,
    handle: ({ state, request, input }) => {
      const grant = liveToken(state.market, state.clock, request.headers.get(ACCESS_TOKEN_HEADER));
      if (!grant)
        return json(failBody('401', 'The access token is missing or has expired.'), {
          status: 401,
        });
      const parsed = options.input ? options.input.parse(input, '') : ({} as I);
      return options.handle({ input: parsed, state, grant });
    },
    sample: options.sample,
  });
}

function findApp(state: SandboxState, appId: string): MarketApp {
  return found(
    state.market.apps.find((app) => app.appId === appId),
    `Application ${appId}`,
  );
}

function categories(state: SandboxState): string[] {
  return [...new Set(state.market.apps.map((app) => app.category))];
}

const sampleApp = (state: SandboxState) => ({ appId: state.market.apps[0]?.appId });

export const marketRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: 'work_bench/get_access_token',
    handle: ({ state, session }): AccessToken => ({
      accessToken: issueToken(state.market, state.clock, session.userId, session.corpId),
    }),
  }),
  marketRoute({
    method: 'GET',
    path: 'work_bench/recommend_app',
    handle: ({ state }): MarketApp[] => state.market.apps.filter((app) => app.recommended),
  }),
  marketRoute({
    method: 'POST',
    path: 'work_bench/get_app_list',
    input: v.object({
      ...paging,
      category: v.optional(v.string({ max: 64 })),
      key: v.optional(v.string()),
    }),
    handle: ({ state, input }): AppList => {
      const key = input.key?.trim().toLowerCase() ?? '';
      const matches = state.market.apps.filter(
        (app) =>
          (!input.category || app.category === input.category) &&
          (!key || app.name.toLowerCase().includes(key) || app.vendor.toLowerCase().includes(key)),
      );
      const start = (input.currentPage - 1) * input.pageSize;
      return {
        list: matches.slice(start, start + input.pageSize),
        total: matches.length,
        currentPage: input.currentPage,
        pageSize: input.pageSize,
        categories: categories(state),
      };
    },
    sample: (state) => ({ currentPage: 1, pageSize: 6, category: categories(state)[0] }),
  }),
  marketRoute({
    method: 'GET',
    path: 'jdy_service/get_auth_code',
    input: v.object({ appId: id() }),
    handle: ({ state, input }): AppAuthCode => {
      findApp(state, input.appId);
      return { authCode: newAuthCode(), expiresIn: AUTH_CODE_TTL_SECONDS };
    },
    sample: sampleApp,
  }),
  marketRoute({
    method: 'GET',
    path: 'jdy_service/getSsoUrl',
    input: v.object({ appId: id() }),
    handle: ({ state, input }): SsoUrl => {
      const app = findApp(state, input.appId);
      const query = new URLSearchParams({ appId: app.appId, authCode: newAuthCode() });
      return { url: `${API_BASE}__sandbox/pages/market-app?${query.toString()}` };
    },
    sample: sampleApp,
  }),
  marketRoute({
    method: 'GET',
    path: 'jdy_service/recommended_jump_app_market',
    handle: (): AppMarketJump => ({ show: true, url: `${API_BASE}__sandbox/pages/app-market` }),
  }),
  marketRoute({
    method: 'POST',
    path: 'jdy_service/app_operation_info',
    input: v.object({ appId: id(), type: v.oneOf(['view', 'open'] as const) }),
    handle: ({ state, grant, input }): AppOperationInfo => {
      const app = findApp(state, input.appId);
      const count = countOperation(state.market, grant.userId, app.appId, input.type);
      return { appId: app.appId, type: input.type, count };
    },
    sample: (state) => ({ ...sampleApp(state), type: 'open' }),
  }),
  // Control: ends every access token, so a test sees the client fetch a new one.
  publicRoute({
    method: 'POST',
    path: '__sandbox/market/revoke-tokens',
    handle: ({ state }) => {
      const revoked = state.market.tokens.size;
      state.market.tokens.clear();
      return { revoked };
    },
  }),
];
