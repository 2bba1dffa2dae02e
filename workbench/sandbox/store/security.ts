import { maskMobile } from '../../../shared/validation/mobile';
import { LOGIN_PROTECT_TYPE, PROTECT_CODE, type LoginProtectType } from '../../../shared/contract';
import { FAIL, SandboxFail } from '../reply';
import type { AccountRecord } from './accounts';
import { SEED_DAY } from './clock';
import type { SeedContext } from './context';
import { encryptField } from './crypto';
import { removeMember, seedMobile, type OrgState } from './org';
import type { Rng } from './rng';
import type { SandboxState } from './state';
import type {
  Account,
  AuthorizationCode,
  AuthorizeCodeStatus,
  LoginProtectInfo,
  LoginProtectMethod,
  PasswordStatus,
  ThirdPlatformType,
} from '../../../shared/domain/account';
import type {
  Order,
  RelationInfo,
  RelationProtect,
  RelationStatus,
} from '../../../shared/payloads/self-service';

/**
 * The account's security settings (login protection, notices, password expiry, bindings, the AI
 * protocol), its authorization codes, and its self-service relation infos and orders. The
 * numbers below are the sandbox's own; the spec names none of them.
 */
export const DAY_MS = 86_400_000;
/** A generated authorization code lasts a year. */
export const AUTHORIZE_CODE_TTL_DAYS = 365;
/** Seeded valid codes run to this day, so they stay valid for years of runs. */
const SEEDED_CODE_EXPIRY = Date.UTC(2031, 10, 1);
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

const SERVICE_NAMES = ['财务云 标准版', '进销存 专业版', '零售门店 旗舰版', '人事薪酬 标准版'];
const CORP_NAMES = ['杭州云帆贸易有限公司', '深圳启明电子有限公司', '成都锦程餐饮管理有限公司'];

const daysBefore = (days: number) => SEED_DAY - days * DAY_MS;

export function drawCode(rng: Rng): string {
  let code = '';
  for (let index = 0; index < CODE_LENGTH; index++) code += rng.pick([...CODE_ALPHABET]);
  return code;
}

function defaultSecurity(now: number): AccountSecurity {
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

/**
 * The demo accounts differ where the pages branch: u0001 has protection on by mobile, the notice
 * on, a 90-day password, WeChat and a cloud account bound; u0002 has forced protection, no
 * bindings (isBind answers without authCode), a password that never expires, and the user
 * agreement not yet agreed to.
 */
export function seedSecurity(context: SeedContext): SecurityState {
  const { rng } = context;
  const state: SecurityState = {
    accounts: new Map(),
    authorizeServices: SERVICE_NAMES.map((serviceName, index) => ({
      serviceId: String(88001 + index),
      serviceName,
    })),
    codes: new Map(),
    relations: new Map(),
    orders: new Map(),
    nextId: 1,
  };
  for (const account of context.accounts.values())
    state.accounts.set(account.userId, defaultSecurity(daysBefore(400)));

  const adminAccount = context.accounts.get('u0001');
  const admin = state.accounts.get('u0001');
  if (adminAccount && admin) {
    admin.protect = PROTECT_CODE.mobile;
    admin.protectRecords = [
      protectEntry(state, LOGIN_PROTECT_TYPE.deviceChange, PROTECT_CODE.mobile, daysBefore(120)),
      protectEntry(state, LOGIN_PROTECT_TYPE.self, PROTECT_CODE.mobile, daysBefore(60)),
    ];
    admin.remoteLoginNotice = true;
    admin.pwdExpireDays = 90;
    admin.pwdChangedAt = daysBefore(30);
    admin.thirdParty.set('wx', { nickName: '张伟', boundAt: daysBefore(200) });
    admin.aiProtocol = true;
    admin.protocolAgreed = true;
    admin.kdCloud = { authCode: drawCode(rng), mobile: adminAccount.mobile, syncedAt: undefined };
    const [first, second, third, fourth] = state.authorizeServices.map((s) => s.serviceId);
    const seeded: [string | undefined, AuthorizationCodeEntry['status'], number, number][] = [
      [first, 'disabled', daysBefore(90), SEEDED_CODE_EXPIRY],
      [fourth, 'valid', daysBefore(400), daysBefore(35)],
      [third, 'disabled', daysBefore(50), SEEDED_CODE_EXPIRY],
      [second, 'valid', daysBefore(20), SEEDED_CODE_EXPIRY],
      [first, 'valid', daysBefore(10), SEEDED_CODE_EXPIRY],
    ];
    for (const [serviceId, status, createdAt, expiresAt] of seeded)
      addCode(state, {
        userId: 'u0001',
        serviceId: serviceId!,
        code: drawCode(rng),
        status,
        createdAt,
        expiresAt,
      });
    seedOrders(state, rng, adminAccount, 3);
  }

  const userAccount = context.accounts.get('u0002');
  const user = state.accounts.get('u0002');
  if (userAccount && user) {
    user.protect = PROTECT_CODE.mobile;
    user.protectRecords = [
      protectEntry(state, LOGIN_PROTECT_TYPE.forced, PROTECT_CODE.mobile, daysBefore(100)),
    ];
    addCode(state, {
      userId: 'u0002',
      serviceId: state.authorizeServices[0]!.serviceId,
      code: drawCode(rng),
      status: 'valid',
      createdAt: daysBefore(5),
      expiresAt: SEEDED_CODE_EXPIRY,
    });
    seedOrders(state, rng, userAccount, 1);
  }
  return state;
}

function protectEntry(
  state: SecurityState,
  type: LoginProtectType,
  protect: LoginProtectEntry['protect'],
  createdAt: number,
): LoginProtectEntry {
  return { id: nextId(state, 'lp'), type, protect, createdAt };
}

/** Orders, each with relation infos: one per proof the protect codes allow, then round again. */
function seedOrders(state: SecurityState, rng: Rng, account: AccountRecord, count: number) {
  const { userId } = account;
  const protects: RelationProtect[] = [
    PROTECT_CODE.mobile,
    PROTECT_CODE.employees,
    PROTECT_CODE.serviceId,
    PROTECT_CODE.orderNum,
  ];
  for (let index = 0; index < count; index++) {
    const service = rng.pick(state.authorizeServices);
    const createdAt = daysBefore(15 + index * 40);
    const trialProduct = index === count - 1 && count > 1;
    const orderNum = `DD${new Date(createdAt).toISOString().slice(0, 10).replaceAll('-', '')}${rng.int(1000, 9999)}`;
    state.orders.set(orderNum, {
      orderNum,
      userId,
      serviceId: service.serviceId,
      productName: service.serviceName,
      amount: trialProduct ? 0 : rng.pick([3980, 12800, 26800, 58000]),
      trialProduct,
      createdAt,
    });
    const relations = count === 1 ? 1 : index === 0 ? 2 : 1;
    for (let offset = 0; offset < relations; offset++) {
      const order = state.relations.size;
      const protect = count === 1 ? PROTECT_CODE.mobile : protects[order % protects.length]!;
      const id = nextId(state, 'ri');
      state.relations.set(id, {
        id,
        userId,
        orderNum,
        serviceId: service.serviceId,
        serviceName: service.serviceName,
        corpName: rng.pick(CORP_NAMES),
        protect,
        status: index === 2 ? 'confirmed' : 'pending',
        // The first order's contact is another number: confirming it proposes a mobile change.
        mobile: count > 1 && order === 0 ? seedMobile(100_000) : account.mobile,
        employees: rng.int(5, 300),
      });
    }
  }
}

/**
 * A test account's orders (createTestAccount's orders option), the same on every run: a paid
 * order whose relation infos are proved by a code to contactMobile (not the account's: confirming
 * it proposes that mobile) and by the order number, and a trial order proved by the employees
 * count. The order numbers carry the userId, so no two accounts share one.
 */
export function seedTestOrders(
  state: SandboxState,
  account: AccountRecord,
  contactMobile: string,
): void {
  const { security } = state;
  const [paidService, trialService] = security.authorizeServices;
  const orders = [
    { service: paidService!, days: 20, amount: 12800, trialProduct: false },
    { service: trialService!, days: 50, amount: 0, trialProduct: true },
  ];
  const proofs: [number, RelationProtect][] = [
    [0, PROTECT_CODE.mobile],
    [0, PROTECT_CODE.orderNum],
    [1, PROTECT_CODE.employees],
  ];
  const orderNums = orders.map(({ service, days, amount, trialProduct }, index) => {
    const createdAt = daysBefore(days);
    const orderNum = `DD${new Date(createdAt).toISOString().slice(0, 10).replaceAll('-', '')}${account.userId.toUpperCase()}${index + 1}`;
    security.orders.set(orderNum, {
      orderNum,
      userId: account.userId,
      serviceId: service.serviceId,
      productName: service.serviceName,
      amount,
      trialProduct,
      createdAt,
    });
    return orderNum;
  });
  for (const [order, protect] of proofs) {
    const id = nextId(security, 'ri');
    const { service } = orders[order]!;
    security.relations.set(id, {
      id,
      userId: account.userId,
      orderNum: orderNums[order]!,
      serviceId: service.serviceId,
      serviceName: service.serviceName,
      corpName: CORP_NAMES[order]!,
      protect,
      status: 'pending',
      mobile: protect === PROTECT_CODE.mobile ? contactMobile : account.mobile,
      employees: 36,
    });
  }
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

/** The settings of an account (one registered after the seed gets the defaults). */
export function securityOf(state: SandboxState, userId: string): AccountSecurity {
  let security = state.security.accounts.get(userId);
  if (!security) {
    security = defaultSecurity(state.clock.now());
    state.security.accounts.set(userId, security);
  }
  return security;
}

const iso = (time: number) => new Date(time).toISOString();

export function accountView(state: SandboxState, account: AccountRecord, org: OrgState): Account {
  const security = securityOf(state, account.userId);
  return {
    userId: account.userId,
    realName: account.realName,
    userName: account.userName,
    mobile: maskMobile(account.mobile),
    mobileEncry: encryptField(account.mobile),
    email: account.email,
    loginType: account.loginType,
    openLoginProtect: security.protect !== PROTECT_CODE.unOpened,
    openRemoteLoginNotice: security.remoteLoginNotice,
    openSecondCheck: Boolean(org.members.get(account.userId)?.checkMobile),
    pwdExpireDays: security.pwdExpireDays,
    pwdUpdateTime: iso(security.pwdChangedAt),
    aiProtocol: security.aiProtocol,
    protocolAgreed: security.protocolAgreed,
    kdCloudBound: security.kdCloud !== undefined,
  };
}

export function loginProtectView(security: AccountSecurity): LoginProtectInfo {
  const current = security.protectRecords.at(-1);
  return {
    open: security.protect !== PROTECT_CODE.unOpened,
    protect: security.protect,
    type: current && security.protect !== PROTECT_CODE.unOpened ? current.type : null,
    records: security.protectRecords
      .map((entry) => ({
        id: entry.id,
        type: entry.type,
        protect: entry.protect,
        createTime: iso(entry.createdAt),
      }))
      .reverse(),
  };
}

export function passwordStatus(security: AccountSecurity, now: number): PasswordStatus {
  const age = Math.floor((now - security.pwdChangedAt) / DAY_MS);
  const daysLeft = security.pwdExpireDays ? security.pwdExpireDays - age : null;
  return {
    pwdExpireDays: security.pwdExpireDays,
    pwdUpdateTime: iso(security.pwdChangedAt),
    daysLeft,
    showTip: daysLeft !== null && daysLeft <= PWD_EXPIRY_TIP_DAYS && !security.pwdTipDismissed,
  };
}

export function codeStatus(entry: AuthorizationCodeEntry, now: number): AuthorizeCodeStatus {
  return entry.status === 'valid' && entry.expiresAt <= now ? 'expired' : entry.status;
}

export function codeView(state: SandboxState, entry: AuthorizationCodeEntry): AuthorizationCode {
  const service = state.security.authorizeServices.find((s) => s.serviceId === entry.serviceId);
  return {
    id: entry.id,
    serviceId: entry.serviceId,
    serviceName: service?.serviceName ?? '',
    code: entry.code,
    status: codeStatus(entry, state.clock.now()),
    createTime: iso(entry.createdAt),
    expireTime: iso(entry.expiresAt),
  };
}

/** The account's codes, newest first. */
export function codesOf(state: SandboxState, userId: string): AuthorizationCodeEntry[] {
  return [...state.security.codes.values()].filter((code) => code.userId === userId).reverse();
}

export function hasValidCode(state: SandboxState, userId: string, serviceId: string): boolean {
  const now = state.clock.now();
  return codesOf(state, userId).some(
    (code) => code.serviceId === serviceId && codeStatus(code, now) === 'valid',
  );
}

export function relationView(entry: RelationEntry): RelationInfo {
  return {
    id: entry.id,
    orderNum: entry.orderNum,
    serviceId: entry.serviceId,
    serviceName: entry.serviceName,
    corpName: entry.corpName,
    protect: entry.protect,
    status: entry.status,
    mobile: maskMobile(entry.mobile),
  };
}

export function orderView(state: SandboxState, entry: OrderEntry): Order {
  let pendingRelations = 0;
  for (const relation of state.security.relations.values())
    if (relation.orderNum === entry.orderNum && relation.status === 'pending') pendingRelations++;
  return {
    orderNum: entry.orderNum,
    serviceId: entry.serviceId,
    productName: entry.productName,
    amount: entry.amount,
    trialProduct: entry.trialProduct,
    createTime: iso(entry.createdAt),
    pendingRelations,
  };
}

/** True when another account signs in with this mobile, user name or e-mail. */
export function loginTaken(state: SandboxState, login: string, userId: string): boolean {
  for (const account of state.accounts.values())
    if (
      account.userId !== userId &&
      (account.mobile === login || account.userName === login || account.email === login)
    )
      return true;
  return false;
}

/** Gives the account a new mobile, and its member records in every corp with it. */
export function changeMobile(state: SandboxState, account: AccountRecord, mobile: string): void {
  const previous = account.mobile;
  account.mobile = mobile;
  for (const org of state.orgs.values()) {
    const member = org.members.get(account.userId);
    if (!member) continue;
    member.mobile = mobile;
    if (member.checkMobile === previous) member.checkMobile = mobile;
  }
}

/** Corps the account created that others still belong to: they stand in the way of a log-off. */
export function creatorCorps(state: SandboxState, userId: string): OrgState[] {
  return [...state.orgs.values()].filter(
    (org) =>
      org.corp.corpInfo.creatorUserId === userId &&
      [...org.members.keys()].some((memberId) => memberId !== userId),
  );
}

/** Removes an account with everything it owns; its sessions end. */
export function removeAccount(state: SandboxState, userId: string): void {
  state.accounts.delete(userId);
  for (const org of state.orgs.values()) removeMember(org, userId);
  for (const [id, session] of state.sessions)
    if (session.userId === userId) state.sessions.delete(id);
  const { security } = state;
  security.accounts.delete(userId);
  for (const [id, code] of security.codes) if (code.userId === userId) security.codes.delete(id);
  for (const [id, relation] of security.relations)
    if (relation.userId === userId) security.relations.delete(id);
  for (const [orderNum, order] of security.orders)
    if (order.userId === userId) security.orders.delete(orderNum);
}

/** The account the contract's samples run as (the contract test signs in as it). */
export const SAMPLE_USER_ID = 'u0001';

/** One of the account's relation infos, or the fail shape. */
export function ownRelation(state: SandboxState, userId: string, id: string): RelationEntry {
  const relation = state.security.relations.get(id);
  if (!relation || relation.userId !== userId)
    throw new SandboxFail(FAIL, `Relation info ${id} not found`);
  return relation;
}
