import type {
  Account,
  AIProtocol,
  AuthorizationCode,
  AuthorizeCodeUpdate,
  AuthorizeService,
  LoginProtectInfo,
  LogOffEligibility,
  PasswordStatus,
  RemoteLoginNotice,
  ThirdPlatformBinding,
  ThirdPlatformType,
} from '../../shared/domain/account';
import type {
  AccountUpdate,
  AuthorizeCodeQuery,
  BindAuth,
  EmailBind,
  EncryptedPassword,
  IsBindAnswer,
  KdCloudBind,
  LoginProtectSetting,
  MobileUpdate,
  PasswordUpdate,
  ServiceRef,
  UserNameAvailability,
  UserNameCheck,
  ValidCodeCheck,
  VCode,
  WxTwoFactorLink,
} from '../../shared/payloads/account';
import type { Page } from '../../shared/payloads/page';
import { FAIL_CODE } from '../../shared/error-codes';
import { endpoint, type CallOptions, type Endpoint } from './endpoint';
import { ApiError } from './errors/api-error';
import { businessFailure } from './errors/classify';
import { applyFailure, failureMessage } from './errors/effects';

/** The account calls of docs/product.md §7 (service/user); payloads in shared/payloads/account.ts. */

export const getAccount = endpoint<void, Account>({ method: 'GET', path: 'service/user/account' });
export const updateAccount = endpoint<AccountUpdate, Account>({
  method: 'POST',
  path: 'service/user/account',
});

const isBindCall = endpoint<void, IsBindAnswer | null>({
  method: 'POST',
  path: 'service/user/isBind',
});

/**
 * isBind: the authCode, or a rejection with the catalogue's 'operation failed' message (shown as a
 * toast unless the call is exempt) when the answer carries none.
 */
export const isBind: Endpoint<void, BindAuth> = Object.assign(
  async (_input?: undefined, options: CallOptions = {}): Promise<BindAuth> => {
    const { authCode } = (await isBindCall(undefined, options)) ?? {};
    if (authCode) return { authCode };
    const failure = businessFailure(isBindCall.spec.path, FAIL_CODE, '');
    // isBind is on the exempt list (its server failures are its caller's to show), but a missing
    // authCode has the spec's own message: shown unless this call is made exempt.
    void applyFailure(failure, { exempt: options.exempt ?? false });
    throw new ApiError(failure, failureMessage(failure));
  },
  { spec: isBindCall.spec },
);

export const signProtocol = endpoint<void, null>({
  method: 'POST',
  path: 'service/user/protocol',
});
export const updateMobile = endpoint<MobileUpdate, Account>({
  method: 'POST',
  path: 'service/user/updateMobile',
});
/** Step one of a mobile change: the code sms/accountUpdateSendSms sent to the current mobile. */
export const updateMobileCheck = endpoint<VCode, null>({
  method: 'POST',
  path: 'service/user/updateMobileCheck',
});
export const updateLocalPwd = endpoint<PasswordUpdate, null>({
  method: 'POST',
  path: 'service/user/updateLocalPwd',
});
export const bindLocalEmail = endpoint<EmailBind, Account>({
  method: 'POST',
  path: 'service/user/bindLocalEmail',
});
/** Checks the current password; a wrong one fails. */
export const checkPwd = endpoint<EncryptedPassword, null>({
  method: 'POST',
  path: 'service/user/checkPwd',
});
export const isOpenLoginProtect = endpoint<void, LoginProtectInfo>({
  method: 'GET',
  path: 'service/user/isOpenLoginProtect',
});
export const getBindThirdPlatformInfo = endpoint<void, ThirdPlatformBinding[]>({
  method: 'GET',
  path: 'service/user/bindThirdPlatformInfo',
});
export const unbindThirdPlatformInfo = endpoint<{ type: ThirdPlatformType }, null>({
  method: 'POST',
  path: 'service/user/unbindThirdPlatformInfo',
  query: ['type'],
});
export const isCanLogOff = endpoint<void, LogOffEligibility>({
  method: 'GET',
  path: 'service/user/isCanLogOff',
});
/** Closes the account (vcode: the code sms/userDelete sent to its mobile) and ends the session. */
export const logOffLocalUser = endpoint<{ vcode: string }, null>({
  method: 'POST',
  path: 'service/user/logOffLocalUser',
  query: ['vcode'],
});
export const syncKdInfo = endpoint<void, Account>({
  method: 'POST',
  path: 'service/user/syncKdInfo',
});
/** Puts the change-your-password tip off until the password is changed. */
export const updatePwdTip = endpoint<void, null>({
  method: 'POST',
  path: 'service/user/updatePwdTip',
});
export const isCheckedPwd = endpoint<void, PasswordStatus>({
  method: 'POST',
  path: 'service/user/isCheckedPwd',
});
/** Sets how many days the password lives (0: never expires). */
export const updatePwdTime = endpoint<{ day: number }, PasswordStatus>({
  method: 'POST',
  path: 'service/user/updatePwdTime',
});
export const loginProtectSet = endpoint<LoginProtectSetting, LoginProtectInfo>({
  method: 'POST',
  path: 'service/user/loginProtectSet',
});
export const cancelAIProtocol = endpoint<void, AIProtocol>({
  method: 'POST',
  path: 'service/user/cancelAIProtocol',
});
export const getAIProtocol = endpoint<void, AIProtocol>({
  method: 'POST',
  path: 'service/user/getAIProtocol',
});
export const authorizeCodeListPage = endpoint<AuthorizeCodeQuery, Page<AuthorizationCode>>({
  method: 'POST',
  path: 'service/user/authorizeCodeListPage',
  query: ['currentPage', 'pageSize'],
});
/** A new code for a service that has no valid one. */
export const generateAuthorizeCode = endpoint<ServiceRef, AuthorizationCode>({
  method: 'POST',
  path: 'service/user/generateAuthorizeCode',
});
export const authorizeServiceList = endpoint<void, AuthorizeService[]>({
  method: 'POST',
  path: 'service/user/authorizeServiceList',
});
export const updateAuthorizeCode = endpoint<AuthorizeCodeUpdate, AuthorizationCode>({
  method: 'POST',
  path: 'service/user/updateAuthorizeCode',
});
export const isHasValidCode = endpoint<ServiceRef, ValidCodeCheck>({
  method: 'POST',
  path: 'service/user/isHasValidCode',
  query: ['serviceId'],
});
export const isOpenRemoteLoginNotice = endpoint<void, RemoteLoginNotice>({
  method: 'GET',
  path: 'service/user/isOpenRemoteLoginNotice',
});
export const updateRemoteLoginNotice = endpoint<RemoteLoginNotice, RemoteLoginNotice>({
  method: 'POST',
  path: 'service/user/updateRemoteLoginNotice',
  query: ['open'],
});
export const checkUserName = endpoint<UserNameCheck, UserNameAvailability>({
  method: 'POST',
  path: 'service/user/checkUserName',
  query: ['name', 'userId'],
});
export const wxTwoFactorLink = endpoint<void, WxTwoFactorLink>({
  method: 'POST',
  path: 'service/user/wxTwoFactorLink',
});
/** Binds the account to a cloud account (again: a new binding replaces the old one). */
export const bind = endpoint<KdCloudBind, BindAuth>({ method: 'POST', path: 'service/user/bind' });
