import type {
  CaptchaClick,
  GeetestV3Result,
  GeetestV4Result,
  ImageCaptchaChallenge,
  ImageCaptchaVerifyDetails,
} from '../../shared/domain/captcha';
import type { LoginType, QrState } from '../../shared/contract';
import { encryptForServer } from './encrypt';
import { endpoint, loginEndpoint, type CallOptions } from './endpoint';
import type { Corp } from '../../shared/domain/corp';

export { LOGIN_TYPE, QR_STATE, type LoginType, type QrState } from '../../shared/contract';
export type { ImageCaptchaChallenge };

/**
 * The sso domain: sign-in by password, SMS, QR scan, ticket and authorization code; two-factor
 * verification; the forget-password flow; improving a user-name account's login info; the
 * assistant corp user flow; the click-the-characters image captcha. Every call that can start a
 * session is a loginEndpoint, so the login codes of spec section 8 come back as typed outcomes.
 *
 * Shapes the spec does not show are the project's own; the spec's own names (account, password,
 * loginType, mobile, vCode, security, type, code, scanToken, loginCode, jdyTicket, clientId,
 * wbCode, wxCode, imgtest_*) are used as given. Passwords travel encrypted (encodePassword).
 */

/** The login-info response (spec section 3). */
export interface LoginInfo {
  type: LoginType;
  /** The login name for display: a masked mobile, or the user name. */
  loginAccount: string;
  loginAccountEncry: string;
  /** The corp the session is in. */
  corpInfo: Corp;
}

/** An SMS or e-mail code was sent (the project's own shape). */
export interface CodeSent {
  /** Where it went, masked. */
  to: string;
  /** Seconds before another code can be sent there. */
  waitSeconds: number;
}

/** The geetest result fields accountLogin takes once a captcha is needed (spec section 3). */
export type CaptchaFields = Partial<GeetestV3Result> & Partial<GeetestV4Result>;

export interface AccountLoginInput extends CaptchaFields {
  /** A mobile (loginType 0) or a user name (loginType 1). */
  account: string;
  /** Encrypted with encodePassword. */
  password: string;
  loginType: LoginType;
}

/** The second factor a two-factor login asks for (the project's own names). */
export type TwoFactorKind = 'sms' | 'email' | 'wechat';

/** What 5002012901, 5002012904 and 5002012905 carry: the /logpop/twoFactor parameters. */
export interface TwoFactorData {
  /** The encrypted code that names this login attempt. */
  mfa: string;
  tipType: LoginType;
  factor: TwoFactorKind;
}

/** What 5002012202 and 5002012903 carry: the encrypted account for /logpop/... */
export interface EncryptedAccountData {
  account: string;
}

/** The forget-password flow's first step: whose account, and where its code goes. */
export interface ForgetPwdAccount {
  /** Masked. */
  mobile: string;
  mobileEncry: string;
  type: LoginType;
}

export interface ResetPwdInput {
  mobile: string;
  vCode: string;
  /** Encrypted with encodePassword. */
  password: string;
  /** 1: the password is encoded (spec section 7, reset form). */
  security: 1;
}

/** The answer of scan-login request and scan-get (JSONP, spec section 7). */
export interface QrScan {
  loginCode: string;
  state: QrState;
  /** Present once state is 2 (confirmed): exchanged through scanLogin. */
  scanToken?: string;
  /** What the QR code encodes (scan-login request only). */
  qrContent?: string;
}

export interface WechatTwoFactorLink {
  wbCode: string;
  /** The link the QR code on the two-factor page encodes. */
  link: string;
}

/** oauth2/authorize's answer: where to send the browser, with code and state. */
export interface OauthRedirect {
  redirectUrl: string;
}

export interface Oauth2RegisterInput {
  mobile: string;
  vCode: string;
  /** Encrypted with encodePassword. */
  password: string;
  clientId: string;
}

export interface RegisteredAccount {
  userId: string;
  loginAccount: string;
}

/** The mobile of an authorization code's owner, masked, and its Encry form. */
export interface CodeMobile {
  mobile: string;
  mobileEncry: string;
}

/**
 * A valid authorization code of the signed-in account on the transfer page (the project's own
 * shape; the codes are those of service/user/authorizeCodeListPage).
 */
export interface AuthorizeCodeItem {
  id: string;
  code: string;
  serviceId: string;
  serviceName: string;
  status: 'valid' | 'transferring';
  /** The mobile a pending transfer goes to, masked ('' when none). */
  transferMobile: string;
}

/** An assistant invitation (the project's own shape). */
export interface AssistantInfo {
  corpName: string;
  inviterName: string;
}

export interface AssistantMobileCheck {
  /** The mobile has an account. */
  registered: boolean;
  /** It is already in the corp. */
  member: boolean;
}

/** The clicks of an image captcha, as verify carries them once decrypted. */
export interface ImageCaptchaAnswer {
  req_id: string;
  points: CaptchaClick[];
}

/** The contact and session an image captcha is for (spec section 7). */
export interface ImageCaptchaTarget {
  imgtest_contact: string;
  imgtest_sessionId: string;
}

export interface ImageCaptchaVerifyInput extends ImageCaptchaTarget {
  /** The encrypted JSON of an ImageCaptchaAnswer. */
  imgtest_captcha: string;
}

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
export const forgetPwdNewCheck = endpoint<{ mobile: string; vCode: string }, { valid: true }>({
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
export const verifyImageCaptcha = endpoint<ImageCaptchaVerifyInput, { is_valid: boolean }>({
  method: 'POST',
  path: 'sso/img-captcha/verify',
});

/**
 * Verifies the overlay's clicks: encrypts { req_id, points } with the server's key and sends it
 * with the contact and session. Resolves is_valid, so it fits the overlay's onVerify.
 */
export async function verifyImageCaptchaClicks(
  details: ImageCaptchaVerifyDetails,
  target: ImageCaptchaTarget,
  options?: CallOptions,
): Promise<boolean> {
  const answer: ImageCaptchaAnswer = { req_id: details.req_id, points: details.clicks };
  const imgtest_captcha = await encryptForServer(JSON.stringify(answer));
  const result = await verifyImageCaptcha({ ...target, imgtest_captcha }, options);
  return result.is_valid;
}
