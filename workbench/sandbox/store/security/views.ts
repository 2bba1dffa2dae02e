/** The security slice as the calls answer it: settings, authorization codes, relation infos, orders. */
import { maskMobile } from '../../../../shared/validation/mobile';
import { PROTECT_CODE } from '../../../../shared/contract';
import { FAIL, SandboxFail } from '../../reply';
import type { AccountRecord } from '../accounts';
import { encryptField } from '../crypto';
import { type OrgState } from '../org';
import type { SandboxState } from '../state';
import type {
  Account,
  AuthorizationCode,
  AuthorizeCodeStatus,
  LoginProtectInfo,
  PasswordStatus,
} from '../../../../shared/domain/account';
import type { Order, RelationInfo } from '../../../../shared/payloads/self-service';
import {
  PWD_EXPIRY_TIP_DAYS,
  type AccountSecurity,
  type AuthorizationCodeEntry,
  type RelationEntry,
  type OrderEntry,
  defaultSecurity,
} from './records';
import { DAY_MS } from '../clock';
import { secondCheckOpen } from '../second-check';

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
  const member = org.members.get(account.userId);
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
    // The same answer as service/corp/secondCheck gives: one state however the page reads it.
    openSecondCheck: member ? secondCheckOpen(state, org, member) : false,
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

/**
 * A relation info as answered: a protected contact shows no mobile; a parity check also shows the
 * order's amount and time, for the person to compare with their purchase (decision 0038).
 */
export function relationView(state: SandboxState, entry: RelationEntry): RelationInfo {
  const view: RelationInfo = {
    id: entry.id,
    orderNum: entry.orderNum,
    serviceId: entry.serviceId,
    serviceName: entry.serviceName,
    corpName: entry.corpName,
    protect: entry.protect,
    status: entry.status,
    mobile: entry.protect === PROTECT_CODE.protect ? '' : maskMobile(entry.mobile),
  };
  const order = state.security.orders.get(entry.orderNum);
  if (entry.protect === PROTECT_CODE.showParity && order)
    return { ...view, amount: order.amount, createTime: iso(order.createdAt) };
  return view;
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

/** One of the account's relation infos, or the fail shape. */
export function ownRelation(state: SandboxState, userId: string, id: string): RelationEntry {
  const relation = state.security.relations.get(id);
  if (!relation || relation.userId !== userId)
    throw new SandboxFail(FAIL, `Relation info ${id} not found`);
  return relation;
}

/**
 * Where a relation's code goes: the order's contact for mobile, the signed-in account's own mobile
 * for a protected contact (decision 0038); undefined when it is not proved by a code.
 */
export function relationCodeMobile(
  account: AccountRecord,
  relation: RelationEntry,
): string | undefined {
  if (relation.protect === PROTECT_CODE.mobile) return relation.mobile;
  if (relation.protect === PROTECT_CODE.protect) return account.mobile;
  return undefined;
}
