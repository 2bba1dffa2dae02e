/**
 * Values of the contract that the client, the UI and the sandbox share. This module and what it
 * re-exports import nothing, so the sandbox (which also runs in the dev server's Node process) can
 * use it without pulling the client, the toaster or the catalogues in.
 */

export * from './domain/vocabulary';

/** Every call goes under this path, with credentials (docs/product.md §7). */
export const API_BASE = '/workbench/api/';

/** The methods of endpoints.tsv's lines; a JSONP call travels as a script (docs/product.md §7). */
export type Method = 'GET' | 'POST' | 'PUT' | 'JSONP';

/**
 * The session sync after a sign-in (docs/product.md §7), the two calls outside endpoints.tsv: a
 * JSONP request to the single-sign-on host for a one-use ticket of its session, then a POST that
 * hands the ticket to the workbench. Neither path is shown; chosen here (docs/decisions/0030).
 */
export const SESSION_SYNC_PATHS = {
  ticket: 'sso/session/ticket',
  sync: 'sso/session/sync',
} as const;

/**
 * The two checks of docs/product.md §7 whose paths are not shown, chosen here (docs/decisions/0035):
 * whether this person is shown advertisements, and how many trials they may still create.
 */
export const UNSHOWN_CHECK_PATHS = {
  advertisementVisibility: 'service/advertisement/visibility',
  trialCreationCount: 'service/trial/creationCount',
} as const;

/** How many trials a corp may start in all (the trial-creation-count check, decision 0035). */
export const TRIAL_CREATION_LIMIT = 4;

/** The header a market call carries its access token in: the spec does not show it, chosen here. */
export const ACCESS_TOKEN_HEADER = 'X-Access-Token';

/** Verification code types (docs/product.md §9): 2 for the reset, 3 for oauth2 vcode. */
export const VCODE_TYPE = { reset: 2, oauth: 3 } as const;

/** Environments (docs/product.md §4). */
export const ENVIRONMENTS = ['dev', 'release', 'master', 'publish', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** The fixed login version record (docs/product.md §9). */
export const LOGIN_VERSION = { version: 20250821, apiVer: 5, gray: true } as const;

/** The servicevap list's defaults (docs/product.md §9). */
export const SERVICEVAP_DEFAULT_QUERY = { currentPage: 1, pageSize: 999 } as const;

/** A department name has 1 to this many characters (the project's own rule). */
export const DEPT_NAME_MAX_LENGTH = 50;
/** A member's real name and account name have at most this many characters (the project's own rule). */
export const MEMBER_NAME_MAX_LENGTH = 50;
/**
 * An account's own user name, which it can sign in with (the project's own rule): a letter first,
 * so it is never taken for a mobile or an e-mail address, then letters, digits and _ . -, 4 to 30 in
 * all. A member's account name in a corp (USER_NAME_PATTERN) is a different field.
 */
export const ACCOUNT_USER_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]*$/;
export const ACCOUNT_USER_NAME_LENGTH = { min: 4, max: 30 } as const;
/** The characters a member's account name may hold (the project's own rule). */
export const USER_NAME_PATTERN = /^[A-Za-z0-9_.@-]+$/;
