/**
 * What the security slice holds (SecurityState): the account's security settings (login
 * protection, notices, password expiry, bindings, the AI protocol), its authorization codes, and
 * its self-service relation infos and orders. The numbers below are the sandbox's own; the spec
 * names none of them.
 */
import { PROTECT_CODE, type LoginProtectType } from '../../../../shared/contract';
import type { Rng } from '../rng';
import type {
  AuthorizeCodeStatus,
  LoginProtectMethod,
  ThirdPlatformType,
} from '../../../../shared/domain/account';
import type { RelationProtect, RelationStatus } from '../../../../shared/payloads/self-service';

/** A generated authorization code lasts a year. */
export const AUTHORIZE_CODE_TTL_DAYS = 365;
/** updateMobileCheck lets updateMobile follow within this window. */
export const MOBILE_CHECK_WINDOW_MS = 10 * 60_000;
/** A WeChat two-factor link works this long. */
export const WX_LINK_TTL_MS = 5 * 60_000;
/** A password may be set to live at most this many days (updatePwdTime day; 0: never expires). */
export const MAX_PWD_EXPIRY_DAYS = 365;
/** The change-your-password tip shows from this many days before expiry. */
export const PWD_EXPIRY_TIP_DAYS = 7;
export const THIRD_PLATFORM_TYPES = [
  'wx',
  'qywx',
  'dingtalk',
] as const satisfies readonly ThirdPlatformType[];
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

export interface LoginProtectEntry {
  id: string;
  type: LoginProtectType;
  protect: LoginProtectMethod | typeof PROTECT_CODE.unOpened;
  createdAt: number;
}

export interface ThirdPlatformEntry {
  nickName: string;
  boundAt: number;
}

/** The cloud account the account is bound to (isBind, bind, syncKdInfo). */
export interface KdCloudEntry {
  authCode: string;
  mobile: string;
  syncedAt: number | undefined;
}

export interface AccountSecurity {
  protect: LoginProtectMethod | typeof PROTECT_CODE.unOpened;
  /** Oldest first; the last one is in force. */
  protectRecords: LoginProtectEntry[];
  remoteLoginNotice: boolean;
  pwdExpireDays: number;
  pwdChangedAt: number;
  /** updatePwdTip put the tip off until the password changes. */
  pwdTipDismissed: boolean;
  thirdParty: Map<ThirdPlatformType, ThirdPlatformEntry>;
  aiProtocol: boolean;
  protocolAgreed: boolean;
  kdCloud: KdCloudEntry | undefined;
  /** When updateMobileCheck passed. */
  mobileCheckedAt: number | undefined;
  /** A mobile a confirmed relation proposed (isMobileChange). */
  pendingMobile: string | undefined;
}

export interface AuthorizeServiceEntry {
  serviceId: string;
  serviceName: string;
}

export interface AuthorizationCodeEntry {
  id: string;
  userId: string;
  serviceId: string;
  code: string;
  /** Expiry is not stored as a status: a valid code past expiresAt reads as expired. */
  status: Exclude<AuthorizeCodeStatus, 'expired'>;
  createdAt: number;
  expiresAt: number;
}

export interface RelationEntry {
  id: string;
  userId: string;
  orderNum: string;
  serviceId: string;
  serviceName: string;
  corpName: string;
  protect: RelationProtect;
  status: RelationStatus;
  mobile: string;
  /** The employees count on record (the employees proof). */
  employees: number;
}

export interface OrderEntry {
  orderNum: string;
  userId: string;
  serviceId: string;
  productName: string;
  amount: number;
  trialProduct: boolean;
  createdAt: number;
}

export interface SecurityState {
  /** userId → settings. */
  accounts: Map<string, AccountSecurity>;
  authorizeServices: AuthorizeServiceEntry[];
  /** id → code, in creation order. */
  codes: Map<string, AuthorizationCodeEntry>;
  /** id → relation info, in seed order. */
  relations: Map<string, RelationEntry>;
  /** orderNum → order. */
  orders: Map<string, OrderEntry>;
  nextId: number;
}

export function drawCode(rng: Rng): string {
  let code = '';
  for (let index = 0; index < CODE_LENGTH; index++) code += rng.pick([...CODE_ALPHABET]);
  return code;
}

export function defaultSecurity(now: number): AccountSecurity {
  return {
    protect: PROTECT_CODE.unOpened,
    protectRecords: [],
    remoteLoginNotice: false,
    pwdExpireDays: 0,
    pwdChangedAt: now,
    pwdTipDismissed: false,
    thirdParty: new Map(),
    aiProtocol: false,
    protocolAgreed: false,
    kdCloud: undefined,
    mobileCheckedAt: undefined,
    pendingMobile: undefined,
  };
}

export function nextId(security: SecurityState, prefix: string): string {
  return `${prefix}${security.nextId++}`;
}

export function addCode(
  security: SecurityState,
  entry: Omit<AuthorizationCodeEntry, 'id'>,
): AuthorizationCodeEntry {
  const code = { id: nextId(security, 'ac'), ...entry };
  security.codes.set(code.id, code);
  return code;
}
