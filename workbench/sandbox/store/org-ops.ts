import {
  CERT_STATUS,
  CORP_TYPE,
  SYSTEM_DEPT_IDS,
  UNSELECTABLE_SYSTEM_DEPT_IDS,
  type CorpType,
} from '../../../shared/contract';
import { FAIL, SandboxFail } from '../reply';
import { describeCode } from '../scenario';
import type { AccountRecord } from './accounts';
import {
  addMember,
  removeMember,
  ROOT_PARENT_ID,
  rootDepts,
  type MemberRecord,
  type OrgState,
} from './org';
import type { SandboxState } from './state';
import { VERIFIED_FLOW_PROOF } from '../../../shared/destinations';
import type { Corp, CurrentCorp } from '../../../shared/domain/corp';
import type { Dept } from '../../../shared/domain/org';
import type { CertCorpInfo } from '../../../shared/payloads/cert';
import type { DeptInfo } from '../../../shared/payloads/dept';
import {
  INVITE_ACCEPT_FAILED_CODE,
  INVITE_SEND_FAILED_CODE,
  SECOND_CHECK_CODE,
  SET_ADMIN_VERIFY_CODE,
  TRANSFER_CORP_VERIFY_CODE,
} from '../../../shared/error-codes';

export { DEPT_NAME_MAX_LENGTH } from '../../../shared/contract';

/**
 * Changes to corps, departments and members beyond store/org.ts, keeping its indexes
 * (membersByDept, dept.memberCount) consistent, and the corp-side records the org has no place
 * for (second-check passes, hidden corps, certification, the WeCom link, department admins).
 */

/** A corp name has 1 to this many characters (the project's own rule). */
export const CORP_NAME_MAX_LENGTH = 100;

/**
 * The proof of the verified flow (spec section 6) that setAdmin and goToChangeCreator accept in
 * their `verified` field. The real server knows the person went through the flow in the new tab;
 * the sandbox has no such flow, so a body carrying this token stands for having been through it.
 */
export const SANDBOX_VERIFIED_TOKEN = VERIFIED_FLOW_PROOF;

/** Codes of spec section 8 these calls answer (their meaning is the catalogue's). */
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

/** Where members who join by invitation land: the unassigned system department. */
export const UNASSIGNED_DEPT_ID = '-999';

export interface CertRecord {
  enterName: string;
  creditCode: string;
  legalPerson: string;
  failReason: string;
}

export interface QywxLink {
  qywxCorpName: string;
  bound: Set<string>;
}

/** Corp-side records; state.ts has no corp slice, so they hang off the state (see corpSide). */
export interface CorpSide {
  /** session id → corps whose second check the session has passed. */
  secondCheckPassed: Map<string, Set<string>>;
  /** userId → corps hidden from that user's switcher. */
  hiddenCorps: Map<string, Set<string>>;
  /** corpId → members who turned their secondary login check off. */
  secondCheckOff: Map<string, Set<string>>;
  /** corpId → the certification's details (the status is corp.corpInfo.certStatus). */
  certs: Map<string, CertRecord>;
  /** corpId → its WeCom link; only corporate corps are linked. */
  qywx: Map<string, QywxLink>;
  /** corpId → deptId → the department's admins. */
  deptAdmins: Map<string, Map<string, Set<string>>>;
}

const sides = new WeakMap<SandboxState, CorpSide>();

/** The corp-side records of this store; a reset draws a new state, and so new records. */
export function corpSide(state: SandboxState): CorpSide {
  let side = sides.get(state);
  if (!side) {
    side = {
      secondCheckPassed: new Map(),
      hiddenCorps: new Map(),
      secondCheckOff: new Map(),
      certs: new Map(),
      qywx: new Map(),
      deptAdmins: new Map(),
    };
    sides.set(state, side);
  }
  return side;
}

function setOf<K, V>(map: Map<K, Set<V>>, key: K): Set<V> {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  return set;
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

/** The mobile the second check's SMS goes to: the member's check mobile, else the account's. */
export function checkMobileOf(org: OrgState, account: AccountRecord): string {
  return org.members.get(account.userId)?.checkMobile || account.mobile;
}

/** The corp asks for a second check and this session has not passed it. */
export function needsSecondCheck(state: SandboxState, sessionId: string, org: OrgState): boolean {
  if (!org.corp.corpInfo.secondCheck) return false;
  return !corpSide(state).secondCheckPassed.get(sessionId)?.has(org.corp.corpId);
}

export function passSecondCheck(state: SandboxState, sessionId: string, corpId: string): void {
  setOf(corpSide(state).secondCheckPassed, sessionId).add(corpId);
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

function nextNumericId(ids: Iterable<string>): number {
  let max = 0;
  for (const id of ids) {
    const number = Number(id);
    if (Number.isSafeInteger(number) && number > max) max = number;
  }
  return max + 1;
}

/** Dept ids are unique across corps (as the seed draws them), so one counter serves all. */
function nextDeptId(orgs: Map<string, OrgState>): string {
  function* all() {
    for (const org of orgs.values()) yield* org.depts.keys();
  }
  return String(nextNumericId(all()));
}

/**
 * A new corp with its root department (level 0, parent 0) and the system departments, its
 * creator an admin member in the root, added to orgs (the seed's map or state.orgs).
 */
export function buildCorp(
  orgs: Map<string, OrgState>,
  corpName: string,
  corpType: CorpType,
  creator: MemberRecord,
): OrgState {
  const corpId = String(nextNumericId(orgs.keys()));
  const rootId = nextDeptId(orgs);
  const corp: Corp = {
    corpId,
    corpName,
    corpType,
    corpInfo: {
      secondCheck: false,
      certStatus:
        corpType === CORP_TYPE.corporate ? CERT_STATUS.uncertified : CERT_STATUS.notNeeded,
      creatorUserId: creator.userId,
    },
    hidden: false,
  };
  const depts = rootDepts(rootId, corpName);
  const org: OrgState = {
    corp,
    depts: new Map(depts.map((dept) => [dept.deptId, dept])),
    members: new Map(),
    membersByDept: new Map(depts.map((dept) => [dept.deptId, []])),
  };
  orgs.set(corpId, org);
  addMember(org, { ...creator, deptIds: [rootId], admin: true });
  return org;
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

/* ---------------------------------------------------------- second check */

export function secondCheckOpen(state: SandboxState, org: OrgState, member: MemberRecord): boolean {
  if (!member.checkMobile) return false;
  return !corpSide(state).secondCheckOff.get(org.corp.corpId)?.has(member.userId);
}

export function setSecondCheckOpen(
  state: SandboxState,
  org: OrgState,
  member: MemberRecord,
  open: boolean,
): void {
  if (open && !member.checkMobile)
    throw new SandboxFail(FAIL, 'Set a check mobile before turning the second check on.');
  const off = setOf(corpSide(state).secondCheckOff, org.corp.corpId);
  if (open) off.delete(member.userId);
  else off.add(member.userId);
}

/* -------------------------------------------------------- certification */

/** Characters of a unified social credit code, and the weights of its check digit (GB 32100). */
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

function creditCheckChar(body: string): string | undefined {
  let sum = 0;
  for (let index = 0; index < 17; index++) {
    const value = CREDIT_CODE_CHARS.indexOf(body[index] ?? '');
    if (value < 0) return undefined;
    sum += value * CREDIT_CODE_WEIGHTS[index]!;
  }
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31];
}

/** A code passes the registry when its last character is the check character of the others. */
export function isValidCreditCode(code: string): boolean {
  return CREDIT_CODE_PATTERN.test(code) && creditCheckChar(code) === code[17];
}

/** A valid code drawn from a text (the same text, the same code). */
export function creditCodeFor(text: string): string {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619) >>> 0;
  let body = '91';
  while (body.length < 17) {
    body += CREDIT_CODE_CHARS[hash % CREDIT_CODE_CHARS.length];
    hash = Math.imul(hash ^ body.length, 2654435761) >>> 0;
  }
  return body + creditCheckChar(body);
}

export function certOf(state: SandboxState, org: OrgState): CertRecord {
  const side = corpSide(state);
  const { corp } = org;
  let cert = side.certs.get(corp.corpId);
  if (!cert) {
    const certified = corp.corpInfo.certStatus === CERT_STATUS.certified;
    cert = {
      enterName: certified ? corp.corpName : '',
      creditCode: certified ? creditCodeFor(corp.corpName) : '',
      legalPerson: certified ? (org.members.get(corp.corpInfo.creatorUserId)?.realName ?? '') : '',
      failReason: '',
    };
    side.certs.set(corp.corpId, cert);
  }
  return cert;
}

export function certInfo(state: SandboxState, org: OrgState): CertCorpInfo {
  return {
    corpId: org.corp.corpId,
    certStatus: org.corp.corpInfo.certStatus,
    ...certOf(state, org),
  };
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

/* ----------------------------------------------------------- departments */

export function isSystemDept(deptId: string): boolean {
  return (SYSTEM_DEPT_IDS as readonly string[]).includes(deptId);
}

function deptAdminsOf(state: SandboxState, org: OrgState): Map<string, Set<string>> {
  const side = corpSide(state);
  let admins = side.deptAdmins.get(org.corp.corpId);
  if (!admins) {
    admins = new Map();
    side.deptAdmins.set(org.corp.corpId, admins);
  }
  return admins;
}

/** The list's view of a department: O(1) beyond the copy. */
export function deptInfo(state: SandboxState, org: OrgState, dept: Dept): DeptInfo {
  const admins = corpSide(state).deptAdmins.get(org.corp.corpId)?.get(dept.deptId);
  return { ...dept, adminUserIds: admins ? [...admins] : [] };
}

export function deptOf(org: OrgState, deptId: string): Dept {
  const dept = org.depts.get(deptId);
  if (!dept) throw new SandboxFail(FAIL, `Department ${deptId} not found`);
  return dept;
}

function siblingNamed(org: OrgState, parentId: string, name: string, except?: string) {
  for (const dept of org.depts.values())
    if (dept.parentId === parentId && dept.name === name && dept.deptId !== except) return true;
  return false;
}

function hasChildren(org: OrgState, deptId: string): boolean {
  for (const dept of org.depts.values()) if (dept.parentId === deptId) return true;
  return false;
}

/** A department name as stored: trimmed, and not blank once trimmed. */
export function deptName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new SandboxFail(FAIL, 'name: is required');
  return trimmed;
}

export function addDept(state: SandboxState, org: OrgState, parentId: string, name: string): Dept {
  const parent = deptOf(org, parentId);
  if (UNSELECTABLE_SYSTEM_DEPT_IDS.includes(parentId))
    throw new SandboxFail(FAIL, 'Departments cannot be added under a system department.');
  const trimmed = deptName(name);
  if (siblingNamed(org, parentId, trimmed))
    throw new SandboxFail(FAIL, `A department named ${trimmed} is already there.`);
  const dept: Dept = {
    deptId: nextDeptId(state.orgs),
    deptLevel: parent.deptLevel + 1,
    parentId,
    name: trimmed,
    memberCount: 0,
  };
  org.depts.set(dept.deptId, dept);
  org.membersByDept.set(dept.deptId, []);
  return dept;
}

export function renameDept(org: OrgState, deptId: string, name: string): Dept {
  const dept = deptOf(org, deptId);
  if (dept.parentId === ROOT_PARENT_ID)
    throw new SandboxFail(FAIL, 'The root department carries the corp name: change it there.');
  if (isSystemDept(deptId)) throw new SandboxFail(FAIL, 'A system department cannot be renamed.');
  const trimmed = deptName(name);
  if (siblingNamed(org, dept.parentId, trimmed, deptId))
    throw new SandboxFail(FAIL, `A department named ${trimmed} is already there.`);
  dept.name = trimmed;
  return dept;
}

/**
 * Moves a department, with everything under it, to a new parent: not the root or a system one,
 * not under a system department that takes none, nor under itself; its name must be free there.
 * The levels of the subtree follow. O(departments).
 */
export function moveDept(org: OrgState, deptId: string, parentId: string): Dept {
  const dept = deptOf(org, deptId);
  const parent = deptOf(org, parentId);
  if (dept.parentId === ROOT_PARENT_ID)
    throw new SandboxFail(FAIL, 'The root department cannot be moved.');
  if (isSystemDept(deptId)) throw new SandboxFail(FAIL, 'A system department cannot be moved.');
  if (UNSELECTABLE_SYSTEM_DEPT_IDS.includes(parentId))
    throw new SandboxFail(FAIL, 'Departments cannot be moved under a system department.');
  for (let at: Dept | undefined = parent; at; at = org.depts.get(at.parentId))
    if (at.deptId === deptId)
      throw new SandboxFail(FAIL, 'A department cannot be moved under itself.');
  if (dept.parentId === parentId) return dept;
  if (siblingNamed(org, parentId, dept.name, deptId))
    throw new SandboxFail(FAIL, `A department named ${dept.name} is already there.`);
  const children = new Map<string, Dept[]>();
  for (const other of org.depts.values())
    children.set(other.parentId, [...(children.get(other.parentId) ?? []), other]);
  dept.parentId = parentId;
  dept.deptLevel = parent.deptLevel + 1;
  const stack = [dept];
  for (let next = stack.pop(); next; next = stack.pop())
    for (const child of children.get(next.deptId) ?? []) {
      child.deptLevel = next.deptLevel + 1;
      stack.push(child);
    }
  return dept;
}

export function deleteDept(state: SandboxState, org: OrgState, deptId: string): void {
  const dept = deptOf(org, deptId);
  if (dept.parentId === ROOT_PARENT_ID)
    throw new SandboxFail(FAIL, 'The root department cannot be deleted.');
  if (isSystemDept(deptId)) throw new SandboxFail(FAIL, 'A system department cannot be deleted.');
  if (hasChildren(org, deptId))
    throw new SandboxFail(FAIL, 'Delete or move its sub-departments first.');
  if ((org.membersByDept.get(deptId)?.length ?? 0) > 0)
    throw new SandboxFail(FAIL, 'Move its members to another department first.');
  org.depts.delete(deptId);
  org.membersByDept.delete(deptId);
  corpSide(state).deptAdmins.get(org.corp.corpId)?.delete(deptId);
}

/**
 * Puts a member in exactly these departments, keeping membersByDept and memberCount in step, and
 * dropping their admin role in the departments they leave. O(size of the lists touched).
 */
export function setMemberDepts(
  state: SandboxState,
  org: OrgState,
  member: MemberRecord,
  deptIds: readonly string[],
): void {
  const next = [...new Set(deptIds)];
  for (const deptId of next) deptOf(org, deptId);
  const admins = corpSide(state).deptAdmins.get(org.corp.corpId);
  for (const deptId of member.deptIds) {
    if (next.includes(deptId)) continue;
    const list = org.membersByDept.get(deptId);
    const at = list ? list.indexOf(member.userId) : -1;
    if (list && at >= 0) list.splice(at, 1);
    const dept = org.depts.get(deptId);
    if (dept) dept.memberCount--;
    admins?.get(deptId)?.delete(member.userId);
  }
  for (const deptId of next) {
    if (member.deptIds.includes(deptId)) continue;
    org.membersByDept.get(deptId)?.push(member.userId);
    org.depts.get(deptId)!.memberCount++;
  }
  member.deptIds = next;
}

export function setDeptAdmin(
  state: SandboxState,
  org: OrgState,
  deptId: string,
  member: MemberRecord,
  admin: boolean,
): void {
  deptOf(org, deptId);
  if (admin && !member.deptIds.includes(deptId))
    throw new SandboxFail(FAIL, 'Only a member of the department can be its admin.');
  const admins = deptAdminsOf(state, org);
  const set = admins.get(deptId) ?? new Set<string>();
  if (admin) set.add(member.userId);
  else set.delete(member.userId);
  admins.set(deptId, set);
}

/** The root department of a corp (level 0). */
export function rootDept(org: OrgState): Dept {
  for (const dept of org.depts.values()) if (dept.parentId === ROOT_PARENT_ID) return dept;
  throw new SandboxFail(FAIL, 'The corp has no root department.');
}

/* ------------------------------------------------------------- samples */

/** The account the contract's samples are called as (the contract test signs in as u0001). */
export const SAMPLE_USER_ID = 'u0001';

export function sampleAccount(state: SandboxState): AccountRecord {
  return state.accounts.get(SAMPLE_USER_ID)!;
}

/** The sample account's current corp: samples never switch away from its default corp. */
export function sampleOrg(state: SandboxState): OrgState {
  return state.orgs.get(sampleAccount(state).defaultCorpId)!;
}
