/**
 * Changes to corps and their members beyond store/org.ts, keeping its indexes consistent: roles,
 * the corp views, creating and deleting a corp, members leaving, the WeCom link.
 */
import { CORP_TYPE, type CorpType } from '../../../shared/contract';
import { FAIL, SandboxFail } from '../reply';
import { describeCode } from '../scenario';
import type { AccountRecord } from './accounts';
import { removeMember, type MemberRecord, type OrgState, buildCorp } from './org';
import type { SandboxState } from './state';
import { VERIFIED_FLOW_PROOF } from '../../../shared/destinations';
import type { Corp, CurrentCorp } from '../../../shared/domain/corp';
import {
  INVITE_ACCEPT_FAILED_CODE,
  INVITE_SEND_FAILED_CODE,
  SECOND_CHECK_CODE,
  SET_ADMIN_VERIFY_CODE,
  TRANSFER_CORP_VERIFY_CODE,
} from '../../../shared/error-codes';
import { type QywxLink, corpSide, setOf } from './corp-side';

/** A corp name has 1 to this many characters (the project's own rule). */
export const CORP_NAME_MAX_LENGTH = 100;

/**
 * The proof of the verified flow (docs/product.md §6) that setAdmin and goToChangeCreator accept in
 * their `verified` field. The real server knows the person went through the flow in the new tab;
 * the sandbox has no such flow, so a body carrying this token stands for having been through it.
 */
export const SANDBOX_VERIFIED_TOKEN = VERIFIED_FLOW_PROOF;

/** Codes of docs/product.md §8 these calls answer (their meaning is the catalogue's). */
export const CODES = {
  secondCheck: SECOND_CHECK_CODE,
  setAdminVerify: SET_ADMIN_VERIFY_CODE,
  transferCorpVerify: TRANSFER_CORP_VERIFY_CODE,
  inviteSendFailed: INVITE_SEND_FAILED_CODE,
  inviteAcceptFailed: INVITE_ACCEPT_FAILED_CODE,
} as const;

/** A failure with one of CODES and the catalogue's description of it. */
export function failWith(code: string, data?: unknown): never {
  throw new SandboxFail(code, describeCode(code), data);
}

/* ---------------------------------------------------------------- roles */

export function memberOf(org: OrgState, userId: string): MemberRecord {
  const member = org.members.get(userId);
  if (!member) throw new SandboxFail(FAIL, `Member ${userId} not found`);
  return member;
}

export function requireAdmin(org: OrgState, userId: string): void {
  if (!org.members.get(userId)?.admin)
    throw new SandboxFail(FAIL, 'Only an admin of the corp can do this.');
}

export function requireCreator(org: OrgState, userId: string): void {
  if (org.corp.corpInfo.creatorUserId !== userId)
    throw new SandboxFail(FAIL, 'Only the creator of the corp can do this.');
}

/* ---------------------------------------------------------------- corps */

export function corpView(state: SandboxState, corp: Corp, userId: string): Corp {
  const hidden = corpSide(state).hiddenCorps.get(userId)?.has(corp.corpId) ?? false;
  return { ...corp, corpInfo: { ...corp.corpInfo }, hidden };
}

export function currentCorpView(state: SandboxState, org: OrgState, userId: string): CurrentCorp {
  return {
    ...corpView(state, org.corp, userId),
    userId,
    admin: org.members.get(userId)?.admin ?? false,
  };
}

/** The user's corp, or the fail shape. */
export function accountOrg(state: SandboxState, account: AccountRecord, corpId: string): OrgState {
  const org = account.corpIds.includes(corpId) ? state.orgs.get(corpId) : undefined;
  if (!org) throw new SandboxFail(FAIL, `Corp ${corpId} not found`);
  return org;
}

export function setCorpHidden(
  state: SandboxState,
  userId: string,
  corpId: string,
  hide: boolean,
): void {
  const hidden = setOf(corpSide(state).hiddenCorps, userId);
  if (hide) hidden.add(corpId);
  else hidden.delete(corpId);
}

/** A corp an account creates (registerCorp, addCorp): it joins the account's corps. */
export function createCorp(
  state: SandboxState,
  creator: AccountRecord,
  corpName: string,
  corpType: CorpType,
): OrgState {
  const member = accountMember(creator, [], true, creator.corpIds.length > 0);
  const org = buildCorp(state.orgs, corpName, corpType, member);
  creator.corpIds.push(org.corp.corpId);
  return org;
}

/** A member record for an account joining a corp. */
export function accountMember(
  account: AccountRecord,
  deptIds: string[],
  admin: boolean,
  multiCorpUser: boolean,
): MemberRecord {
  return {
    userId: account.userId,
    realName: account.realName,
    mobile: account.mobile,
    userName: account.userName,
    email: account.email,
    deptIds,
    multiCorpUser,
    checkMobile: '',
    admin,
  };
}

/** Signs an account's sessions out of a corp it left: into its default corp, or out. */
function leaveCorp(state: SandboxState, userId: string, corpId: string): void {
  const account = state.accounts.get(userId);
  if (account) {
    account.corpIds = account.corpIds.filter((id) => id !== corpId);
    if (account.defaultCorpId === corpId) account.defaultCorpId = account.corpIds[0] ?? '';
  }
  for (const [id, session] of state.sessions)
    if (session.userId === userId && session.corpId === corpId) {
      if (account?.defaultCorpId) session.corpId = account.defaultCorpId;
      else state.sessions.delete(id);
    }
}

/** Deletes a corp: gone from state.orgs and from every account's corps. */
export function deleteCorp(state: SandboxState, corpId: string): void {
  const org = state.orgs.get(corpId);
  if (!org) return;
  state.orgs.delete(corpId);
  for (const account of state.accounts.values())
    if (account.corpIds.includes(corpId)) leaveCorp(state, account.userId, corpId);
  const side = corpSide(state);
  side.certs.delete(corpId);
  side.qywx.delete(corpId);
  side.deptAdmins.delete(corpId);
  side.secondCheckOff.delete(corpId);
}

/** Removes members from a corp, with their department admin roles, bindings and sessions. */
export function removeMembers(state: SandboxState, org: OrgState, userIds: readonly string[]) {
  const side = corpSide(state);
  const corpId = org.corp.corpId;
  const admins = side.deptAdmins.get(corpId);
  for (const userId of userIds) {
    const member = org.members.get(userId);
    if (!member) continue;
    for (const deptId of member.deptIds) admins?.get(deptId)?.delete(userId);
    removeMember(org, userId);
    side.qywx.get(corpId)?.bound.delete(userId);
    side.secondCheckOff.get(corpId)?.delete(userId);
    if (state.accounts.has(userId)) leaveCorp(state, userId, corpId);
  }
}

/* ----------------------------------------------------------------- WeCom */

/** Corporate corps are linked to WeCom; the seed binds every other member. */
export function qywxOf(state: SandboxState, org: OrgState): QywxLink | undefined {
  const side = corpSide(state);
  const { corp } = org;
  if (corp.corpType !== CORP_TYPE.corporate) return undefined;
  let link = side.qywx.get(corp.corpId);
  if (!link) {
    const bound = new Set<string>();
    let index = 0;
    for (const userId of org.members.keys()) if (index++ % 2 === 0) bound.add(userId);
    link = { qywxCorpName: `${corp.corpName}（企业微信）`, bound };
    side.qywx.set(corp.corpId, link);
  }
  return link;
}
