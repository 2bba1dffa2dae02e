/**
 * docs/product.md §8 (../shared/spec/error-codes.tsv) as data: what each business code means. The
 * client's classify() reads this table to decide an effect; the sandbox answers with these codes.
 */

/** The sign-in outcomes the flows switch on (docs/product.md §8, login errors). */
export type LoginErrorKind =
  | 'resetPassword'
  | 'registerCloudAccount'
  | 'twoFactor'
  | 'changePassword'
  | 'passwordExpired'
  | 'downgrade'
  | 'captchaNeeded'
  | 'loginProtectTimeout';

export type CatalogueEntry =
  | { kind: 'readOnly' }
  | { kind: 'signOut' }
  | { kind: 'secondCheck' }
  | { kind: 'accountTransfer' }
  | { kind: 'verifiedFlow'; flow: 'setAdmin' | 'transferCorp' }
  | { kind: 'silent'; reason: 'cloudCorp' | 'noCreator' | 'inviteFailed' }
  | { kind: 'login'; login: LoginErrorKind };

export const READ_ONLY_CODE = '5000000000';
export const SIGN_OUT_CODE = '5001012000';
export const SECOND_CHECK_CODE = '5001022900';
export const AUTHORIZATION_CODE_LOGIN_CODE = '5002012062';
export const SET_ADMIN_VERIFY_CODE = '5001012077';
export const TRANSFER_CORP_VERIFY_CODE = '5001012078';
export const INVITE_SEND_FAILED_CODE = '50010350015';
export const INVITE_ACCEPT_FAILED_CODE = '50010350026';
/** The sandbox's and the catalogue's code for a failure without a code of its own. */
export const FAIL_CODE = '-1';

export const CATALOGUE: Readonly<Record<string, CatalogueEntry>> = {
  [READ_ONLY_CODE]: { kind: 'readOnly' },
  [SIGN_OUT_CODE]: { kind: 'signOut' },
  [SECOND_CHECK_CODE]: { kind: 'secondCheck' },
  '5001032017': { kind: 'silent', reason: 'cloudCorp' },
  '5001037009': { kind: 'silent', reason: 'noCreator' },
  [INVITE_SEND_FAILED_CODE]: { kind: 'silent', reason: 'inviteFailed' },
  [INVITE_ACCEPT_FAILED_CODE]: { kind: 'silent', reason: 'inviteFailed' },
  [AUTHORIZATION_CODE_LOGIN_CODE]: { kind: 'accountTransfer' },
  [SET_ADMIN_VERIFY_CODE]: { kind: 'verifiedFlow', flow: 'setAdmin' },
  [TRANSFER_CORP_VERIFY_CODE]: { kind: 'verifiedFlow', flow: 'transferCorp' },
  '5002012201': { kind: 'login', login: 'resetPassword' },
  '5002012202': { kind: 'login', login: 'registerCloudAccount' },
  '5002012901': { kind: 'login', login: 'twoFactor' },
  '5002012904': { kind: 'login', login: 'twoFactor' },
  '5002012905': { kind: 'login', login: 'twoFactor' },
  '5002012902': { kind: 'login', login: 'changePassword' },
  '5002012047': { kind: 'login', login: 'passwordExpired' },
  '5002012903': { kind: 'login', login: 'downgrade' },
  '5002012019': { kind: 'login', login: 'captchaNeeded' },
  '5002012051': { kind: 'login', login: 'loginProtectTimeout' },
};
