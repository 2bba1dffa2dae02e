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

export const getDeptList = endpoint<void, Dept[]>({ method: 'GET', path: 'service/dept/list' });
export const getDeptMembers = endpoint<MemberQuery, Page<MemberRow>>({
  method: 'POST',
  path: 'service/dept/corpDeptUserList',
});
