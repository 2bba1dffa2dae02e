import { endpoint } from './endpoint';

export { SYSTEM_DEPT_IDS, UNSELECTABLE_SYSTEM_DEPT_IDS } from './contract';

/** A department (spec section 3). The root has level 0 and parent 0. */
export interface Dept {
  deptId: string;
  deptLevel: number;
  parentId: string;
  name: string;
  /** Members directly in it (the project's own field). */
  memberCount: number;
}

/** A member row of the department-member modal and the member lists (spec section 3). */
export interface MemberRow {
  userId: string;
  realName: string;
  /** Masked for display; mobileEncry decrypts to the whole number. */
  mobile: string;
  mobileEncry: string;
  userName: string;
  userNameEncry: string;
  /** When set, the account column shows the mobile (spec section 3). */
  multiCorpUser: boolean;
  deptNameList: string[];
  /** The phone that verifies this member's sign-in, masked; '' when none is set. */
  checkMobile: string;
  checkMobileEncry: string;
  /** Admin of the corp (the project's own field). */
  admin: boolean;
}

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
export const updateDept = endpoint<{ deptId: string; name: string }, Dept>({
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
