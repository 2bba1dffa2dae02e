import type { CaptchaClick, GeetestV3Result, GeetestV4Result } from '../domain/captcha';
import type { Corp } from '../domain/corp';
import type { LoginType, QrState } from '../contract';

/*
 * Requests and answers of the sso domain (docs/product.md §7): sign-in by password, SMS, QR scan,
 * ticket and authorization code; two-factor verification; the forget-password flow; the assistant
 * corp user flow; the click-the-characters image captcha (its challenge is in
 * shared/domain/captcha.ts). Shapes the spec does not show are the project's own; the spec's own
 * names (account, password, loginType, mobile, vCode, security, type, code, scanToken, loginCode,
 * jdyTicket, clientId, wbCode, wxCode, imgtest_*) are used as given.
 */

/** The login-info response (docs/product.md §3). */
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

/** The geetest result fields accountLogin takes once a captcha is needed (docs/product.md §3). */
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
  /** 1: the password is encoded (docs/product.md §7, reset form). */
  security: 1;
}

/** The single-sign-on host's answer to the session sync's JSONP: a ticket good for one sync. */
export interface SessionTicket {
  ticket: string;
}

/** The answer of scan-login request and scan-get (JSONP, docs/product.md §7). */
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
  /**
   * The cloud's ticket of the identity that registers (the project's addition): the identity is
   * the new account's from then on, so the same ticket signs it in (docs/decisions/0032).
   */
  jdyTicket?: string;
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

/** The contact and session an image captcha is for (docs/product.md §7). */
export interface ImageCaptchaTarget {
  imgtest_contact: string;
  imgtest_sessionId: string;
}

export interface ImageCaptchaVerifyInput extends ImageCaptchaTarget {
  /** The encrypted JSON of an ImageCaptchaAnswer. */
  imgtest_captcha: string;
}
