/**
 * Values of the contract that the client, the UI and the sandbox share. This module imports
 * nothing, so the sandbox (which also runs in the dev server's Node process) can use it without
 * pulling the client, the toaster or the catalogues in.
 */

/** Corp type (spec sections 3 and 9). */
export const CORP_TYPE = { corporate: 1, person: 2 } as const;
export type CorpType = (typeof CORP_TYPE)[keyof typeof CORP_TYPE];

/** Certification status (spec section 4). */
export const CERT_STATUS = {
  uncertified: 0,
  certifying: 1,
  certified: 2,
  failed: 3,
  notNeeded: 4,
} as const;
export type CertStatus = (typeof CERT_STATUS)[keyof typeof CERT_STATUS];

/**
 * Level 1 departments with these ids are system departments (spec section 3); the first three are
 * left out of the selectable tree.
 */
export const SYSTEM_DEPT_IDS = ['-999', '-1000', '-1001', '-1002'] as const;
export const UNSELECTABLE_SYSTEM_DEPT_IDS: readonly string[] = ['-999', '-1000', '-1001'];

/** Login type (spec section 4): 0 mobile, 1 user name. */
export const LOGIN_TYPE = { mobile: 0, userName: 1 } as const;
export type LoginType = (typeof LOGIN_TYPE)[keyof typeof LOGIN_TYPE];

/** Member actions of service/invite/manage (spec section 4). */
export const MEMBER_ACTION = { agree: 1, reject: 2, delete: 3, reinvite: 4 } as const;
export type MemberAction = (typeof MEMBER_ACTION)[keyof typeof MEMBER_ACTION];

/** Login protection types (spec section 4). */
export const LOGIN_PROTECT_TYPE = {
  self: 0,
  deviceChange: 1,
  forced: 2,
  twoYearsIdle: 3,
} as const;
export type LoginProtectType = (typeof LOGIN_PROTECT_TYPE)[keyof typeof LOGIN_PROTECT_TYPE];

/** Protect codes (spec section 9). */
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

/** Verification code types (spec section 9): 2 for the reset, 3 for oauth2 vcode. */
export const VCODE_TYPE = { reset: 2, oauth: 3 } as const;

/** Environments (spec section 4). */
export const ENVIRONMENTS = ['dev', 'release', 'master', 'publish', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** QR scan states: the spec fixes 2 (confirmed); the others are the project's own. */
export const QR_STATE = { waiting: 0, scanned: 1, confirmed: 2, expired: 3 } as const;
export type QrState = (typeof QR_STATE)[keyof typeof QR_STATE];

/** The fixed login version record (spec section 9). */
export const LOGIN_VERSION = { version: 20250821, apiVer: 5, gray: true } as const;

/** The servicevap list's defaults (spec section 9). */
export const SERVICEVAP_DEFAULT_QUERY = { currentPage: 1, pageSize: 999 } as const;
