import type { Clock } from './clock';
import type { SeedContext } from './context';
import type { AppOperationType, MarketApp } from '../../../shared/payloads/market';

/**
 * The market: a dozen applications in five categories, the access tokens work_bench/
 * get_access_token hands out (valid ACCESS_TOKEN_TTL_MS of sandbox clock), and how often each
 * user viewed or opened each application.
 */

/** A market access token lives this long (the sandbox's choice; the spec gives none). */
export const ACCESS_TOKEN_TTL_MS = 2 * 60 * 60_000;
/** An application's auth code lives this long, in seconds. */
export const AUTH_CODE_TTL_SECONDS = 300;
/** How many applications recommend_app offers. */
const RECOMMENDED_COUNT = 4;

export interface TokenGrant {
  userId: string;
  corpId: string;
  expiresAt: number;
}

export interface MarketState {
  apps: MarketApp[];
  /** token → who it was issued to. */
  tokens: Map<string, TokenGrant>;
  /** `${userId}/${appId}/${type}` → times. */
  operations: Map<string, number>;
}

const APPS: readonly Omit<MarketApp, 'appId' | 'recommended'>[] = [
  { name: '发票云', category: '财税', vendor: '云票通科技', summary: '开票、收票、验真一站完成' },
  { name: '智能报税助手', category: '财税', vendor: '税通达软件', summary: '自动取数，一键申报' },
  { name: '银企互联', category: '财税', vendor: '汇联金融科技', summary: '银行流水自动同步入账' },
  { name: '电子合同', category: '协同办公', vendor: '签宝信息', summary: '在线签署，具备法律效力' },
  {
    name: '企业微信连接器',
    category: '协同办公',
    vendor: '连客科技',
    summary: '组织架构与消息同步',
  },
  { name: '审批流', category: '协同办公', vendor: '易批软件', summary: '报销、采购审批随时处理' },
  { name: '网店订单同步', category: '电商', vendor: '店通科技', summary: '多平台订单自动下载' },
  { name: '跨境电商管家', category: '电商', vendor: '海贸通', summary: '多币种订单与物流跟踪' },
  { name: '考勤打卡', category: '人事', vendor: '勤快科技', summary: '定位打卡，自动出勤统计' },
  { name: '社保公积金', category: '人事', vendor: '保无忧', summary: '增减员与缴费代办' },
  { name: '门店收银', category: '零售', vendor: '收银宝', summary: '扫码收款，库存实时扣减' },
  { name: '会员营销', category: '零售', vendor: '客多多', summary: '积分、储值与优惠券' },
];

export function seedMarket(context: SeedContext): MarketState {
  const { rng } = context;
  const apps: MarketApp[] = APPS.map((app, index) => ({
    ...app,
    appId: `app${String(index + 1).padStart(3, '0')}`,
    recommended: false,
  }));
  const pool = [...apps];
  for (let count = 0; count < RECOMMENDED_COUNT; count++)
    pool.splice(rng.int(0, pool.length - 1), 1)[0]!.recommended = true;
  return { apps, tokens: new Map(), operations: new Map() };
}

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

export function issueToken(
  market: MarketState,
  clock: Clock,
  userId: string,
  corpId: string,
): string {
  const token = randomHex(24);
  market.tokens.set(token, { userId, corpId, expiresAt: clock.now() + ACCESS_TOKEN_TTL_MS });
  return token;
}

/** Who a token was issued to, while it lives; an expired token is forgotten. */
export function liveToken(
  market: MarketState,
  clock: Clock,
  token: string | null,
): TokenGrant | undefined {
  if (!token) return undefined;
  const grant = market.tokens.get(token);
  if (!grant) return undefined;
  if (grant.expiresAt <= clock.now()) {
    market.tokens.delete(token);
    return undefined;
  }
  return grant;
}

export function newAuthCode(): string {
  return randomHex(16);
}

export function countOperation(
  market: MarketState,
  userId: string,
  appId: string,
  type: AppOperationType,
): number {
  const key = `${userId}/${appId}/${type}`;
  const count = (market.operations.get(key) ?? 0) + 1;
  market.operations.set(key, count);
  return count;
}
