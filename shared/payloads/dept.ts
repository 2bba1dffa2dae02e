import type { Dept } from '../domain/org';

/*
 * Requests and answers of the department calls (docs/product.md §7, service/dept). The spec shows no
 * payloads: the shapes are the project's own, with the field names section 3 gives (deptId,
 * parentId, name, userId, realName). The tree's and the member list's rows are in
 * shared/domain/org.ts.
 */

/**
 * Department member search (docs/product.md §7, named operations: fetchChild, key): the members of a
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

/**
 * Renames a department; with parentId (the project's addition) it also moves there, with its
 * sub-departments, not under itself nor a system department that takes none.
 */
export interface UpdateDeptInput {
  deptId: string;
  name: string;
  parentId?: string;
}

/** Makes a member of the department its admin (admin true) or no longer (false). */
export interface SetDeptAdminInput {
  deptId: string;
  userId: string;
  admin: boolean;
}

/**
 * Moves members to toDeptId: out of fromDeptId only when it is given, otherwise out of every
 * department they are in.
 */
export interface MoveDeptUserInput {
  userIds: string[];
  fromDeptId?: string;
  toDeptId: string;
}

/** Edits a member: the fields given change, the others stay. */
export interface EditDeptUserInput {
  userId: string;
  realName?: string;
  userName?: string;
  email?: string;
  deptIds?: string[];
}
