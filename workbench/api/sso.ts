import type {
  ImageCaptchaChallenge,
  ImageCaptchaVerifyDetails,
  ImageCaptchaVerifyResult,
} from '../../shared/domain/captcha';
import type {
  AccountLoginInput,
  AssistantInfo,
  AssistantMobileCheck,
  AuthorizeCodeItem,
  CodeMobile,
  CodeSent,
  ForgetPwdAccount,
  ImageCaptchaAnswer,
  ImageCaptchaTarget,
  ImageCaptchaVerifyInput,
  LoginInfo,
  Oauth2RegisterInput,
  OauthRedirect,
  QrScan,
  RegisteredAccount,
  ResetPwdInput,
  WechatTwoFactorLink,
} from '../../shared/payloads/sso';
import { encryptForServer } from './encrypt';
import { endpoint, loginEndpoint, type CallOptions } from './endpoint';

/**
 * The sso domain: sign-in by password, SMS, QR scan, ticket and authorization code; two-factor
 * verification; the forget-password flow; improving a user-name account's login info; the
 * assistant corp user flow; the click-the-characters image captcha. Every call that can start a
 * session is a loginEndpoint, so the login codes of docs/product.md §8 come back as typed outcomes.
 * The payloads are in shared/payloads/sso.ts; passwords travel encrypted (encodePassword).
 */

// Sign-in
export const accountLogin = loginEndpoint<AccountLoginInput, LoginInfo>({
  method: 'POST',
  path: 'sso/login/accountLogin',
  strict: true,
});
export const sendVCodeLoginSms = endpoint<{ mobile: string }, CodeSent>({
  method: 'POST',
  path: 'sso/sms/vCodelogin',
});
export const vCodeLogin = loginEndpoint<{ mobile: string; vCode: string }, LoginInfo>({
  method: 'POST',
  path: 'sso/login/vCodeLogin',
});
export const sendDemoteSms = endpoint<{ account: string }, CodeSent>({
  method: 'POST',
  path: 'sso/sms/demoteSms',
});
export const demoteLogin = loginEndpoint<{ account: string; vCode: string }, LoginInfo>({
  method: 'POST',
  path: 'sso/login/demoteLogin',
});

// QR scan sign-in
export const scanRequest = endpoint<{ loginCode: string }, QrScan>({
  method: 'JSONP',
  path: 'sso/login/scanRequest',
});
export const scanGet = endpoint<{ loginCode: string }, QrScan>({
  method: 'JSONP',
  path: 'sso/login/scanGet',
});
export const scanLogin = loginEndpoint<{ scanToken: string }, LoginInfo>({
  method: 'POST',
  path: 'sso/login/scanLogin',
});

// Two-factor verification (the /logpop/twoFactor page)
export const sendTwoFactorSms = endpoint<{ mfa: string }, CodeSent>({
  method: 'POST',
  path: 'sso/sms/twoFactorSms',
});
export const sendTwoFactorVerifyEmail = endpoint<{ mfa: string }, CodeSent>({
  method: 'POST',
  path: 'sso/sms/twoFactorVerifyEmail',
});
export const secondVerify = loginEndpoint<
  { mfa: string; vCode: string; trustDevice?: boolean },
  LoginInfo
>({ method: 'POST', path: 'sso/login/secondVerify' });
export const getWechatTwoFactorLink = endpoint<{ mfa: string }, WechatTwoFactorLink>({
  method: 'POST',
  path: 'sso/account/getWechatTowFactorLink',
});
export const checkTotpScan = endpoint<{ wbCode: string }, { scanned: boolean }>({
  method: 'POST',
  path: 'sso/account/checkTotpScan',
});
export const verifyTotp = loginEndpoint<{ wbCode: string; wxCode: string }, LoginInfo>({
  method: 'POST',
  path: 'sso/account/totp',
});
export const getTrustDeviceCount = endpoint<void, { count: number }>({
  method: 'POST',
  path: 'sso/account/getTrustDeviceCount',
});

// Forget password and reset (the /logpop/findpwd page and the reset form)
export const forgetPwd = endpoint<{ account: string }, ForgetPwdAccount>({
  method: 'POST',
  path: 'sso/account/forgetPwd',
});
export const sendResetKdCloudPwdSms = endpoint<{ mobile: string; type: 2 }, CodeSent>({
  method: 'POST',
  path: 'sso/sms/ResetKdCloudPwd',
});
/** The reset's code and, encrypted, the new password, checked before resetPwd (decision 0032). */
export const forgetPwdNewCheck = endpoint<
  { mobile: string; vCode: string; password?: string },
  { valid: true }
>({
  method: 'POST',
  path: 'sso/account/forgetPwdNewCheck',
});
export const resetPwd = endpoint<ResetPwdInput, void>({
  method: 'POST',
  path: 'sso/account/resetPwd',
});

// Improving a user-name account's login info (/logpop/upgrade, /logpop/regKdCloud)
export const sendImproveLoginInfoSms = endpoint<{ account: string; mobile: string }, CodeSent>({
  method: 'POST',
  path: 'sso/sms/improveLoginInfo',
});
export const improveLoginInfoCreate = loginEndpoint<
  { account: string; mobile: string; vCode: string },
  LoginInfo
>({ method: 'POST', path: 'sso/login/improveLoginInfo/create' });

// Open auth on the sign-in side
export const oauth2CodeLogin = loginEndpoint<{ jdyTicket: string; clientId: string }, LoginInfo>({
  method: 'GET',
  path: 'sso/oauth2/codeLogin',
});
export const sendOauth2VCode = endpoint<{ mobile: string; type: 3 }, CodeSent>({
  method: 'POST',
  path: 'sso/oauth2/vcode',
});
export const oauth2Register = endpoint<Oauth2RegisterInput, RegisteredAccount>({
  method: 'POST',
  path: 'sso/oauth2/register',
});
export const oauth2Authorize = endpoint<
  { clientId: string; redirectUrl: string; state: string },
  OauthRedirect
>({ method: 'GET', path: 'sso/oauth2/authorize' });

// Authorization codes
export const getMobileByCode = endpoint<{ code: string }, CodeMobile>({
  method: 'POST',
  path: 'sso/account/getMobileByCode',
});
export const sendAuthorizeLoginSms = endpoint<{ code: string }, CodeSent>({
  method: 'POST',
  path: 'sso/sms/authorizeLoginSendSms',
});
export const authorizeCodeLogin = loginEndpoint<{ code: string; vCode: string }, LoginInfo>({
  method: 'POST',
  path: 'sso/login/authorizeCodeLogin',
});
export const sendAuthorizeCodeListSms = endpoint<void, CodeSent>({
  method: 'POST',
  path: 'sso/sms/authorizeCodeListSendSms',
});
export const getAuthorizeCodeTransferList = endpoint<{ vCode: string }, AuthorizeCodeItem[]>({
  method: 'POST',
  path: 'sso/account/authorizeCodeTransferList',
});
export const sendAuthorizeCodeTransferSms = endpoint<void, CodeSent>({
  method: 'POST',
  path: 'sso/sms/authorizeCodeTransferSendSms',
});
export const authorizeCodeTransfer = endpoint<
  { code: string; mobile: string; vCode: string },
  AuthorizeCodeItem
>({ method: 'POST', path: 'sso/account/authorizeCodeTransfer' });
export const authorizeCodeCancelTransfer = endpoint<{ code: string }, AuthorizeCodeItem>({
  method: 'POST',
  path: 'sso/account/authorizeCodeCancelTransfer',
});
export const authorizeCodeCancelAuth = endpoint<{ code: string }, void>({
  method: 'POST',
  path: 'sso/account/authorizeCodeCancelAuth',
});

// The assistant corp user flow
export const assistantCheckInfo = endpoint<{ code: string }, AssistantInfo>({
  method: 'POST',
  path: 'sso/account/assistantCheckInfo',
});
export const assistantCorpUserCheckMobile = endpoint<
  { code: string; mobile: string },
  AssistantMobileCheck
>({ method: 'POST', path: 'sso/account/assistantCorpUserCheckMobile' });
export const sendAssistantCorpUserSms = endpoint<{ code: string; mobile: string }, CodeSent>({
  method: 'POST',
  path: 'sso/sms/assistantCorpUserSms',
});
export const assistantCorpUser = loginEndpoint<
  { code: string; mobile: string; vCode: string },
  LoginInfo
>({ method: 'POST', path: 'sso/account/assistantCorpUser' });

// The click-the-characters image captcha
export const generateImageCaptcha = endpoint<ImageCaptchaTarget, ImageCaptchaChallenge>({
  method: 'POST',
  path: 'sso/img-captcha/generate',
});
export const verifyImageCaptcha = endpoint<ImageCaptchaVerifyInput, ImageCaptchaVerifyResult>({
  method: 'POST',
  path: 'sso/img-captcha/verify',
});

/**
 * Verifies the overlay's clicks: encrypts { req_id, points } with the server's key and sends it
 * with the contact and session. Resolves the server's answer: is_valid, and the version-4 result
 * fields a registered captcha session yields.
 */
export async function verifyImageCaptchaClicks(
  details: ImageCaptchaVerifyDetails,
  target: ImageCaptchaTarget,
  options?: CallOptions,
): Promise<ImageCaptchaVerifyResult> {
  const answer: ImageCaptchaAnswer = { req_id: details.req_id, points: details.clicks };
  const imgtest_captcha = await encryptForServer(JSON.stringify(answer));
  return verifyImageCaptcha({ ...target, imgtest_captcha }, options);
}
