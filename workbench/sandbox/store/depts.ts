/**
 * Changes to departments beyond store/org.ts, keeping membersByDept and dept.memberCount
 * consistent: adding, renaming, moving and deleting, members' departments, department admins.
 */
import { SYSTEM_DEPT_IDS, UNSELECTABLE_SYSTEM_DEPT_IDS } from '../../../shared/contract';
import { FAIL, SandboxFail } from '../reply';
import { ROOT_PARENT_ID, type MemberRecord, type OrgState, nextDeptId } from './org';
import type { SandboxState } from './state';
import type { Dept } from '../../../shared/domain/org';
import type { DeptInfo } from '../../../shared/payloads/dept';
import { corpSide } from './corp-side';
export { DEPT_NAME_MAX_LENGTH } from '../../../shared/contract';

/** Where members who join by invitation land: the unassigned system department. */
export const UNASSIGNED_DEPT_ID = '-999';

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
