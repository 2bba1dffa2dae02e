/**
 * The spec's fixed vocabulary (sections 3, 4 and 9) that components show in words and the API
 * sends as numbers. It lives in the shared layer, which imports nothing of the project, so the
 * client, the sandbox and the UI agree on one copy; the sandbox also runs it in the dev server's
 * Node process.
 */

/** Corp type (docs/product.md §3 and §9). */
export const CORP_TYPE = { corporate: 1, person: 2 } as const;
export type CorpType = (typeof CORP_TYPE)[keyof typeof CORP_TYPE];

/** Certification status (docs/product.md §4). */
export const CERT_STATUS = {
  uncertified: 0,
  certifying: 1,
  certified: 2,
  failed: 3,
  notNeeded: 4,
} as const;
export type CertStatus = (typeof CERT_STATUS)[keyof typeof CERT_STATUS];

/**
 * Level 1 departments with these ids are system departments (docs/product.md §3); the first three are
 * left out of the selectable tree.
 */
export const SYSTEM_DEPT_IDS = ['-999', '-1000', '-1001', '-1002'] as const;
export const UNSELECTABLE_SYSTEM_DEPT_IDS: readonly string[] = ['-999', '-1000', '-1001'];

/** Login type (docs/product.md §4): 0 mobile, 1 user name. */
export const LOGIN_TYPE = { mobile: 0, userName: 1 } as const;
export type LoginType = (typeof LOGIN_TYPE)[keyof typeof LOGIN_TYPE];

/** Member actions of service/invite/manage (docs/product.md §4). */
export const MEMBER_ACTION = { agree: 1, reject: 2, delete: 3, reinvite: 4 } as const;
export type MemberAction = (typeof MEMBER_ACTION)[keyof typeof MEMBER_ACTION];

/** Login protection types (docs/product.md §4). */
export const LOGIN_PROTECT_TYPE = {
  self: 0,
  deviceChange: 1,
  forced: 2,
  twoYearsIdle: 3,
} as const;
export type LoginProtectType = (typeof LOGIN_PROTECT_TYPE)[keyof typeof LOGIN_PROTECT_TYPE];

/** Protect codes (docs/product.md §9). */
export const PROTECT_CODE = {
  mobile: 1,
  email: 2,
  wx: 3,
  employees: 4,
  serviceId: 5,
  orderNum: 6,
  protect: 10000,
  showParity: 9999,
  unOpened: -1,
} as const;

/** QR scan states: the spec fixes 2 (confirmed); the others are the project's own. */
export const QR_STATE = { waiting: 0, scanned: 1, confirmed: 2, expired: 3 } as const;
export type QrState = (typeof QR_STATE)[keyof typeof QR_STATE];
