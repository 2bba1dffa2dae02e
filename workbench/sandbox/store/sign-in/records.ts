/**
 * What the sign-in slice of the store holds (SignInState): login gates, wrong-password counts and
 * the captchas, QR codes, two-factor attempts, tickets and open-auth codes, authorization-code
 * transfers, assistant invitations, and the system answers (recommendations, gray and white
 * lists). Only types and fixed values: the store's state.ts draws on it, so it imports no state.
 */
import type { RecommendSlot } from '../../../../shared/payloads/system';
import type { TwoFactorKind } from '../../../../shared/payloads/sso';
import { type QrState } from '../../../../shared/contract';
import type { SeededAdvertisement } from './banners';

/** What a correct password answers for an account instead of success. */
export type LoginGate =
  | 'resetPassword'
  | 'registerCloudAccount'
  | 'twoFactorSms'
  | 'twoFactorEmail'
  | 'twoFactorWechat'
  | 'changePassword'
  | 'passwordExpired'
  | 'downgrade'
  | 'loginProtectTimeout';

/** The login codes of error-codes.tsv each gate answers with. */
export const GATE_CODES: Readonly<Record<LoginGate, string>> = {
  resetPassword: '5002012201',
  registerCloudAccount: '5002012202',
  twoFactorSms: '5002012901',
  twoFactorEmail: '5002012904',
  twoFactorWechat: '5002012905',
  changePassword: '5002012902',
  passwordExpired: '5002012047',
  downgrade: '5002012903',
  loginProtectTimeout: '5002012051',
};
export const CAPTCHA_NEEDED_CODE = '5002012019';

/** Gates a new password lifts. */
export const PASSWORD_GATES: ReadonlySet<LoginGate> = new Set([
  'resetPassword',
  'changePassword',
  'passwordExpired',
]);

export const TWO_FACTOR_GATES: Readonly<Partial<Record<LoginGate, TwoFactorKind>>> = {
  twoFactorSms: 'sms',
  twoFactorEmail: 'email',
  twoFactorWechat: 'wechat',
};
/** A ticket handed on by getTokenByService lasts this long (the sandbox's own number). */
export const TICKET_TTL_MS = 5 * 60_000;

export interface TwoFactorRecord {
  userId: string;
  corpId: string;
  factor: TwoFactorKind;
  /** The mobile or e-mail the last code went to. */
  sentTo: string | undefined;
  used: boolean;
}

export interface QrRecord {
  loginCode: string;
  state: QrState;
  createdAt: number;
  /** Who scanned (and confirmed). */
  userId: string | undefined;
  scanToken: string | undefined;
  used: boolean;
}

export interface CaptchaTarget {
  char: string;
  x: number;
  y: number;
}

interface ImageCaptchaRecord {
  contact: string;
  sessionId: string;
  targets: CaptchaTarget[];
  used: boolean;
}

interface TicketRecord {
  userId: string;
  corpId: string;
  clientId: string | undefined;
  /** A seeded ticket works again and again; handed-on ones once, for TICKET_TTL_MS. */
  standing: boolean;
  expiresAt: number;
  used: boolean;
}

export interface OauthCodeRecord {
  clientId: string;
  userId: string;
  corpId: string;
  used: boolean;
}

export interface AssistantInvite {
  corpId: string;
  inviterUserId: string;
  /** A person joined the corp with it: an invitation is good for one assistant. */
  used: boolean;
  /** When it ends (the store clock's milliseconds). */
  expiresAt: number;
}

export interface GeetestRecord {
  /** The sessionId sso/captcha/register gave with the challenge. */
  sessionId: string;
  used: boolean;
  /**
   * Set when the click captcha was solved in this session: the version-4 pass_token a sign-in
   * must carry (docs/decisions/0032).
   */
  passToken?: string;
}

export interface SignInState {
  /** userId → what a correct password answers instead of success. */
  gates: Map<string, LoginGate>;
  /** userId → wrong passwords since the last success or verified captcha. */
  failures: Map<string, number>;
  /** userIds whose sign-in waits for a verified captcha. */
  captchaNeeded: Set<string>;
  /** userIds that were told to register a cloud account and may bind a mobile unsigned. */
  pendingRegistrations: Set<string>;
  /** mfa → a two-factor sign-in waiting for its second factor. */
  twoFactor: Map<string, TwoFactorRecord>;
  /** wbCode → the mfa of the WeChat two-factor attempt it belongs to. */
  wechatCodes: Map<string, string>;
  /** loginCode (or wbCode) → QR code. */
  qr: Map<string, QrRecord>;
  /** req_id → image captcha. */
  imageCaptchas: Map<string, ImageCaptchaRecord>;
  /** geetest challenge → its captcha session, and whether a sign-in used it. */
  geetest: Map<string, GeetestRecord>;
  /** jdyTicket → ticket. */
  tickets: Map<string, TicketRecord>;
  /** clientId → partner app name. */
  oauthClients: Map<string, string>;
  /** code from oauth2/authorize → what it grants. */
  oauthCodes: Map<string, OauthCodeRecord>;
  /**
   * Authorization code id (state.security.codes) → the mobile a pending transfer goes to: the
   * codes are the account slice's; only the transfer is the sign-in side's.
   */
  codeTransfers: Map<string, string>;
  /** Session sync ticket → the session it was issued for and when (good for one sync). */
  sessionTickets: Map<string, { sessionId: string; issuedAt: number }>;
  /** Sessions started by an authorization code (current-corp may answer 5002012062). */
  authorizeCodeSessions: Set<string>;
  /** code → assistant invitation. */
  assistantInvites: Map<string, AssistantInvite>;
  grayUserIds: Set<string>;
  /** Accounts the advertisement-visibility check answers show: false for (docs/decisions/0035). */
  advertisementsHidden: Set<string>;
  v5WhiteList: Set<string>;
  /** Each slot's banners, in every language (banners.ts). */
  recommendations: Map<RecommendSlot, SeededAdvertisement[]>;
}
