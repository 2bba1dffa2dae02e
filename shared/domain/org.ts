/** A department (docs/product.md §3). The root has level 0 and parent 0. */
export interface Dept {
  deptId: string;
  deptLevel: number;
  parentId: string;
  name: string;
  /** Members directly in it (the project's own field). */
  memberCount: number;
}

/** A member row of the department-member modal and the member lists (docs/product.md §3). */
export interface MemberRow {
  userId: string;
  realName: string;
  /** Masked for display; mobileEncry decrypts to the whole number. */
  mobile: string;
  mobileEncry: string;
  userName: string;
  userNameEncry: string;
  /** When set, the account column shows the mobile (docs/product.md §3). */
  multiCorpUser: boolean;
  deptNameList: string[];
  /** The phone that verifies this member's sign-in, masked; '' when none is set. */
  checkMobile: string;
  checkMobileEncry: string;
  /** Admin of the corp (the project's own field). */
  admin: boolean;
}
