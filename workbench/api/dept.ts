import type { Dept, MemberRow } from '../../shared/domain/org';
import { endpoint } from './endpoint';

export { SYSTEM_DEPT_IDS, UNSELECTABLE_SYSTEM_DEPT_IDS } from '../../shared/contract';

export type { Dept, MemberRow } from '../../shared/domain/org';

/** A page of a list (the project's own shape): the rows and how many there are in all. */
export interface Page<T> {
  list: T[];
  total: number;
  currentPage: number;
  pageSize: number;
}

/**
 * Department member search (spec section 7, named operations: fetchChild, key): the members of a
 * department, with those of its sub-departments when fetchChild is set, matching key.
 */
export interface MemberQuery {
  deptId: string;
  fetchChild?: boolean;
  key?: string;
  currentPage?: number;
  pageSize?: number;
}

/** A department as the list answers it: with its department admins (the project's own field). */
export interface DeptInfo extends Dept {
  adminUserIds: string[];
}

export const getDeptList = endpoint<void, DeptInfo[]>({ method: 'GET', path: 'service/dept/list' });
export const getDeptMembers = endpoint<MemberQuery, Page<MemberRow>>({
  method: 'POST',
  path: 'service/dept/corpDeptUserList',
});

/*
 * Changes to the tree and its members. The spec shows no payloads: the shapes are the project's
 * own, with the field names section 3 gives (deptId, parentId, name, userId, realName).
 */

/**
 * Adds a department under parentId (not under the system departments -999, -1000, -1001); its
 * name has 1 to 50 characters and is unique among its siblings.
 */
export const addDept = endpoint<{ parentId: string; name: string }, Dept>({
  method: 'POST',
  path: 'service/dept/add',
});
/** Deletes an empty leaf department: not the root, a system one, one with sub-departments or members. */
export const deleteDept = endpoint<{ deptId: string }, void>({
  method: 'POST',
  path: 'service/dept/delete',
});
/**
 * Renames a department; with parentId (the project's addition) it also moves there, with its
 * sub-departments, not under itself nor a system department that takes none.
 */
export interface UpdateDeptInput {
  deptId: string;
  name: string;
  parentId?: string;
}

export const updateDept = endpoint<UpdateDeptInput, Dept>({
  method: 'POST',
  path: 'service/dept/update',
});

/** Makes a member of the department its admin (admin true) or no longer (false). */
export interface SetDeptAdminInput {
  deptId: string;
  userId: string;
  admin: boolean;
}

export const setDeptAdmin = endpoint<SetDeptAdminInput, DeptInfo>({
  method: 'POST',
  path: 'service/dept/setDeptAdmin',
});

/**
 * Moves members to toDeptId: out of fromDeptId only when it is given, otherwise out of every
 * department they are in.
 */
export interface MoveDeptUserInput {
  userIds: string[];
  fromDeptId?: string;
  toDeptId: string;
}

export const moveDeptUser = endpoint<MoveDeptUserInput, void>({
  method: 'POST',
  path: 'service/dept/moveDeptUser',
});

/** Edits a member: the fields given change, the others stay. */
export interface EditDeptUserInput {
  userId: string;
  realName?: string;
  userName?: string;
  email?: string;
  deptIds?: string[];
}

export const editDeptUser = endpoint<EditDeptUserInput, MemberRow>({
  method: 'POST',
  path: 'service/dept/editDeptUser',
});
