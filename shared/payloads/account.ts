import type { LoginProtectMethod } from '../domain/account';
import type { PROTECT_CODE } from '../contract';

/*
 * Requests and answers of the account calls of docs/product.md §7 (service/user). The spec shows no
 * payload shapes besides the field names of section 3; every shape below is the project's own
 * where it goes further. The rows the account settings show are in shared/domain/account.ts.
 */

/** The account's own fields that service/user/account (POST) changes; each is optional. */
export interface AccountUpdate {
  realName?: string;
  userName?: string;
}

/** isBind's answer as the server sends it: authCode is missing when there is none. */
export interface IsBindAnswer {
  authCode?: string;
}

/** isBind's answer once checked: the cloud account's authorization code (docs/product.md §7). */
export interface BindAuth {
  authCode: string;
}

/**
 * A password as it travels (docs/product.md §5, DESIGN.md): RSA-OAEP ciphertext under the public key
 * of sso/system/parameter, never clear text; security 1 says it is encoded, as on the reset form.
 */
export interface EncryptedPassword {
  password: string;
  security: 1;
}

/** A code-confirmed change: vCode is the SMS code the matching service/sms call sent. */
export interface VCode {
  vCode: string;
}

/** updateMobile: the new mobile and the code sms/changeLocalMobile sent to it. */
export interface MobileUpdate extends VCode {
  mobile: string;
}

/** updateLocalPwd: the new password and the code sms/changeLocalPwd sent to the account's mobile. */
export type PasswordUpdate = EncryptedPassword & VCode;

/** bindLocalEmail: the address and the code sms/bindLocalEmailSendCode sent to it. */
export interface EmailBind extends VCode {
  email: string;
}

/**
 * loginProtectSet: the method to verify sign-ins with, or unOpened to turn protection off, which
 * needs the code sms/accountUpdateSendSms sent to the account's mobile.
 */
export interface LoginProtectSetting {
  protect: LoginProtectMethod | typeof PROTECT_CODE.unOpened;
  vCode?: string;
}

/** The list query of authorizeCodeListPage (docs/product.md §3: pageSize 3 and page 1 by default). */
export interface AuthorizeCodeQuery {
  currentPage?: number;
  pageSize?: number;
}

export interface ServiceRef {
  serviceId: string;
}

/** isHasValidCode's answer. */
export interface ValidCodeCheck {
  hasValidCode: boolean;
}

/** checkUserName: may userId take this user name? */
export interface UserNameCheck {
  name: string;
  userId: string;
}

export interface UserNameAvailability {
  available: boolean;
}

/** wxTwoFactorLink: the link a WeChat scan opens to confirm two-factor sign-in. */
export interface WxTwoFactorLink {
  link: string;
  /** ISO 8601. */
  expireTime: string;
}

/** bind: the cloud account's mobile and the code sms/bindKdCloud sent to it. */
export interface KdCloudBind extends VCode {
  mobile: string;
}
