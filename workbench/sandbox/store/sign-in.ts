import { maskMobile } from '../../../shared/validation/mobile';
import type { Advertisement, RecommendSlot } from '../../../shared/payloads/system';
import type { OauthToken } from '../../../shared/payloads/oauth';
import type { AuthorizeCodeItem, LoginInfo, TwoFactorKind } from '../../../shared/payloads/sso';
/**
 * The sign-in slice of the sandbox store: login gates, wrong-password counts and the captchas,
 * QR codes, two-factor attempts, tickets and open-auth codes, authorization-code transfers,
 * assistant invitations, and the system answers (recommendations, gray and white lists).
 *
 * Sign-in accounts (password Sandbox@2026 for all; every SMS, e-mail and WeChat code is 246810).
 * Each signs in by mobile (loginType 0) or by user name (loginType 1) unless marked user name
 * only; with the right password each answers as follows:
 *
 * | Mobile      | User name | Answer                                                          |
 * | ----------- | --------- | --------------------------------------------------------------- |
 * | 13800138000 | zhangwei  | success (u0001, admin)                                          |
 * | 13900139000 | lina      | success (u0002)                                                 |
 * | 13700000014 | user0003  | 5002012201 reset password (until the password is reset)         |
 * | none        | user0004  | 5002012202 register a cloud account (until a mobile is bound)   |
 * | 13700000028 | user0005  | 5002012901 two-factor by SMS                                     |
 * | 13700000035 | user0006  | 5002012904 two-factor by e-mail (user6@example.com)              |
 * | 13700000042 | user0007  | 5002012905 two-factor by WeChat                                  |
 * | 13700000049 | user0008  | 5002012902 change password (until the password is reset)        |
 * | 13700000056 | user0009  | 5002012047 password expired (until the password is reset)       |
 * | 13700000063 | user0010  | 5002012903 downgrade (sign in through the downgrade SMS)         |
 * | 13700000070 | user0011  | 5002012051 login protection timeout (signed in all the same)    |
 * | none        | user0012  | success as a user-name account (login type 1)                   |
 *
 * Three wrong passwords for one account make every further attempt answer 5002012019 (captcha
 * needed) until an image captcha for that login name, or a geetest captcha, is verified.
 * Other seeds: the ticket SANDBOX-TICKET (u0001, client sandbox-client) for oauth2/codeLogin;
 * the assistant invitation code ASSIST-1001 for corp 1001. An authorization code (the account
 * slice's, service/user/generateAuthorizeCode) signs its owner in after an SMS to the owner.
 */
import { CAPTCHA_GRID_SIZE } from '../../../shared/constants';
import { LOGIN_TYPE, QR_STATE, type Environment, type QrState } from '../../../shared/contract';

import { FAIL, Reply, SandboxFail } from '../reply';
import { startSession } from '../session';
import { findAccount, type AccountRecord } from './accounts';
import type { SeedContext } from './context';
import { decryptField, encryptField } from './crypto';
import { seedMobile } from './org';
import type { Rng } from './rng';
import { codeStatus, securityOf, type AuthorizationCodeEntry } from './security';
import { verifyCode } from './sms';
import type { SandboxState } from './state';

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

/** Wrong passwords in a row before a captcha is needed (the sandbox's own number). */
export const WRONG_PASSWORDS_BEFORE_CAPTCHA = 3;
/** A QR code stops working this long after it was requested (the sandbox's own number). */
export const QR_TTL_MS = 2 * 60_000;
/** A ticket handed on by getTokenByService lasts this long (the sandbox's own number). */
export const TICKET_TTL_MS = 5 * 60_000;
/** An open-auth access token lasts this long, in seconds (the sandbox's own number). */
export const TOKEN_TTL_SECONDS = 7200;
/** A click counts when it lands this close to its character's centre, in px. */
export const CAPTCHA_CLICK_TOLERANCE_PX = 20;

/** The advertisement slots of spec section 7. */
export const RECOMMEND_SLOTS: readonly RecommendSlot[] = [
  'workbench_tuijian_header',
  'workbench_tuijian_banner',
  'workbench_questionnaire_banner',
];

/** The sandbox's own answers to "which environment" and the questionnaire link. */
export const SANDBOX_RUN_ENVI: Environment = 'dev';
export const QUESTIONNAIRE_URL = 'https://survey.example.com/workbench';
export const SANDBOX_TICKET = 'SANDBOX-TICKET';
export const SANDBOX_CLIENT_ID = 'sandbox-client';
export const SANDBOX_GEETEST_ID = 'sandbox-geetest';

interface TwoFactorRecord {
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

interface CaptchaTarget {
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

interface OauthCodeRecord {
  clientId: string;
  userId: string;
  corpId: string;
  used: boolean;
}

interface AssistantInvite {
  corpId: string;
  inviterUserId: string;
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
  /** geetest challenge → whether it was used. */
  geetest: Map<string, { used: boolean }>;
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
  /** Sessions started by an authorization code (current-corp may answer 5002012062). */
  authorizeCodeSessions: Set<string>;
  /** code → assistant invitation. */
  assistantInvites: Map<string, AssistantInvite>;
  grayUserIds: Set<string>;
  v5WhiteList: Set<string>;
  recommendations: Map<RecommendSlot, Advertisement[]>;
}

const GATED_ACCOUNTS: ReadonlyArray<{ index: number; gate?: LoginGate; userNameOnly?: true }> = [
  { index: 2, gate: 'resetPassword' },
  { index: 3, gate: 'registerCloudAccount', userNameOnly: true },
  { index: 4, gate: 'twoFactorSms' },
  { index: 5, gate: 'twoFactorEmail' },
  { index: 6, gate: 'twoFactorWechat' },
  { index: 7, gate: 'changePassword' },
  { index: 8, gate: 'passwordExpired' },
  { index: 9, gate: 'downgrade' },
  { index: 10, gate: 'loginProtectTimeout' },
  { index: 11, userNameOnly: true },
];

/**
 * The accounts of the table above are the seeded members u0003 to u0012 of corp 1001 (names from
 * the member when the seed has one), so their sessions land in a corp that knows them.
 */
function seedGatedAccounts(context: SeedContext): Map<string, LoginGate> {
  const gates = new Map<string, LoginGate>();
  const { password } = context.accounts.get('u0001')!;
  const corp = context.orgs.get('1001');
  for (const { index, gate, userNameOnly } of GATED_ACCOUNTS) {
    const number = String(index + 1).padStart(4, '0');
    const userId = `u${number}`;
    const member = corp?.members.get(userId);
    context.accounts.set(userId, {
      userId,
      mobile: userNameOnly ? '' : (member?.mobile ?? seedMobile(index)),
      userName: member?.userName ?? `user${number}`,
      email: member?.email ?? `user${index + 1}@example.com`,
      realName: member?.realName ?? `体验账号${number}`,
      loginType: userNameOnly ? LOGIN_TYPE.userName : LOGIN_TYPE.mobile,
      password,
      corpIds: ['1001'],
      defaultCorpId: '1001',
    });
    if (gate) gates.set(userId, gate);
  }
  return gates;
}

/**
 * The seed's banners are Chinese; the SVG says so, or Chromium picks the Han glyphs of an image by
 * the machine's locale, and screenshots would differ from one machine to the next.
 */
function banner(title: string, colour: string, width: number, height: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" lang="zh-CN" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/><text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(height / 3)}" text-anchor="middle" dominant-baseline="central">${title}</text></svg>`;
  return svgDataUrl(svg);
}

function seedRecommendations(): Map<RecommendSlot, Advertisement[]> {
  return new Map<RecommendSlot, Advertisement[]>([
    [
      'workbench_tuijian_header',
      [
        {
          id: 'ad-header-1',
          title: '智能财务新功能',
          imageUrl: banner('智能财务新功能', '#1e64c8', 320, 48),
          linkUrl: 'https://www.example.com/ai-finance',
        },
      ],
    ],
    [
      'workbench_tuijian_banner',
      [
        {
          id: 'ad-banner-1',
          title: '进销存 限时试用',
          imageUrl: banner('进销存 限时试用', '#0f9d58', 960, 120),
          linkUrl: 'https://www.example.com/trial',
        },
        {
          id: 'ad-banner-2',
          title: '电子发票 一键开具',
          imageUrl: banner('电子发票 一键开具', '#d9822b', 960, 120),
          linkUrl: 'https://www.example.com/invoice',
        },
      ],
    ],
    [
      'workbench_questionnaire_banner',
      [
        {
          id: 'ad-questionnaire-1',
          title: '用户满意度调查',
          imageUrl: banner('用户满意度调查', '#6a3fc8', 960, 80),
          linkUrl: QUESTIONNAIRE_URL,
        },
      ],
    ],
  ]);
}

export function seedSignIn(context: SeedContext): SignInState {
  return {
    gates: seedGatedAccounts(context),
    failures: new Map(),
    captchaNeeded: new Set(),
    pendingRegistrations: new Set(),
    twoFactor: new Map(),
    wechatCodes: new Map(),
    qr: new Map(),
    imageCaptchas: new Map(),
    geetest: new Map(),
    tickets: new Map([
      [
        SANDBOX_TICKET,
        {
          userId: 'u0001',
          corpId: '1001',
          clientId: SANDBOX_CLIENT_ID,
          standing: true,
          expiresAt: Number.POSITIVE_INFINITY,
          used: false,
        },
      ],
    ]),
    oauthClients: new Map([[SANDBOX_CLIENT_ID, 'Sandbox partner app']]),
    oauthCodes: new Map(),
    codeTransfers: new Map(),
    authorizeCodeSessions: new Set(),
    assistantInvites: new Map([['ASSIST-1001', { corpId: '1001', inviterUserId: 'u0001' }]]),
    grayUserIds: new Set(['u0001']),
    v5WhiteList: new Set(['u0001', 'u0002']),
    recommendations: seedRecommendations(),
  };
}

/** A token nobody can guess (ids of QR tokens, mfa, tickets, codes). */
export function randomToken(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `${prefix}-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

function svgDataUrl(svg: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(svg)) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

// Accounts and sessions

/** The name an account signs in with: its mobile, or its user name for a user-name account. */
export function loginName(account: AccountRecord): string {
  return account.loginType === LOGIN_TYPE.userName ? account.userName : account.mobile;
}

/** The account a login name belongs to, by the login type the person chose. */
export function findByLogin(
  state: SandboxState,
  login: string,
  loginType: number,
): AccountRecord | undefined {
  const account = findAccount(state.accounts, login);
  if (!account) return undefined;
  if (loginType === LOGIN_TYPE.mobile) return account.mobile === login ? account : undefined;
  return account.mobile === login ? undefined : account;
}

/** The account an encrypted login name (loginAccountEncry, an error's account) names. */
export function accountFromEncrypted(state: SandboxState, encrypted: string): AccountRecord {
  const login = decryptField(encrypted);
  const account = login ? findAccount(state.accounts, login) : undefined;
  if (!account) throw new SandboxFail(FAIL, 'The account is not valid.');
  return account;
}

export function accountByMobile(state: SandboxState, mobile: string): AccountRecord | undefined {
  for (const account of state.accounts.values()) if (account.mobile === mobile) return account;
  return undefined;
}

export function loginInfo(state: SandboxState, account: AccountRecord, corpId: string): LoginInfo {
  const org = state.orgs.get(corpId);
  if (!org) throw new SandboxFail(FAIL, `Corp ${corpId} not found`);
  const byName = account.loginType === LOGIN_TYPE.userName;
  return {
    type: account.loginType,
    loginAccount: byName ? account.userName : maskMobile(account.mobile),
    loginAccountEncry: encryptField(loginName(account)),
    corpInfo: { ...org.corp, corpInfo: { ...org.corp.corpInfo } },
  };
}

/** Starts a session for the account and answers its login info with the session cookie. */
export function signIn(
  state: SandboxState,
  account: AccountRecord,
  corpId = account.defaultCorpId,
): { reply: Reply; sessionId: string } {
  const { session, setCookie } = startSession(state, account.userId, corpId);
  state.signIn.failures.delete(account.userId);
  return {
    reply: new Reply(loginInfo(state, account, corpId), [['set-cookie', setCookie]]),
    sessionId: session.id,
  };
}

/** A new password: stored as a hash; the gates a new password lifts are lifted. */
export function setPassword(
  state: SandboxState,
  account: AccountRecord,
  hash: AccountRecord['password'],
) {
  account.password = hash;
  securityOf(state, account.userId).pwdChangedAt = state.clock.now();
  const gate = state.signIn.gates.get(account.userId);
  if (gate && PASSWORD_GATES.has(gate)) state.signIn.gates.delete(account.userId);
  state.signIn.failures.delete(account.userId);
  state.signIn.captchaNeeded.delete(account.userId);
}

// Wrong passwords and captchas

/** Counts a wrong password; the third in a row makes the next attempts need a captcha. */
export function countWrongPassword(state: SandboxState, userId: string): void {
  const failures = (state.signIn.failures.get(userId) ?? 0) + 1;
  state.signIn.failures.set(userId, failures);
  if (failures >= WRONG_PASSWORDS_BEFORE_CAPTCHA) state.signIn.captchaNeeded.add(userId);
}

export function clearCaptchaNeeded(state: SandboxState, userId: string): void {
  state.signIn.captchaNeeded.delete(userId);
  state.signIn.failures.delete(userId);
}

// SMS codes

/** Checks a code without using it up: the reset that follows the check uses it. */
export function checkCode(state: SandboxState, to: string, code: string): void {
  verifyCode(state.sms, state.clock, to, code);
  const sent = state.sms.sent.get(to);
  if (sent) sent.used = false;
}

/** For samples: lets a code be sent to `to` now. */
export function readyToSend(state: SandboxState, to: string): void {
  state.sms.sent.delete(to);
}

// Two-factor sign-in

export function startTwoFactor(
  state: SandboxState,
  account: AccountRecord,
  factor: TwoFactorKind,
): string {
  const mfa = encryptField(randomToken('mfa'));
  state.signIn.twoFactor.set(mfa, {
    userId: account.userId,
    corpId: account.defaultCorpId,
    factor,
    sentTo: undefined,
    used: false,
  });
  return mfa;
}

export function twoFactorOf(state: SandboxState, mfa: string): TwoFactorRecord {
  const record = state.signIn.twoFactor.get(mfa);
  if (!record || record.used)
    throw new SandboxFail(FAIL, 'This verification has ended. Sign in again.');
  return record;
}

// QR codes

export function createQr(state: SandboxState, loginCode: string): QrRecord {
  const record: QrRecord = {
    loginCode,
    state: QR_STATE.waiting,
    createdAt: state.clock.now(),
    userId: undefined,
    scanToken: undefined,
    used: false,
  };
  state.signIn.qr.set(loginCode, record);
  return record;
}

/** The QR record, expired once QR_TTL_MS has passed without a confirmation. */
export function qrOf(state: SandboxState, loginCode: string): QrRecord {
  const record = state.signIn.qr.get(loginCode);
  if (!record) throw new SandboxFail(FAIL, `QR code ${loginCode} not found`);
  const open = record.state === QR_STATE.waiting || record.state === QR_STATE.scanned;
  if (open && state.clock.now() - record.createdAt > QR_TTL_MS) record.state = QR_STATE.expired;
  return record;
}

/** Moves a QR code on, as a phone would: scanned, confirmed by someone, or expired. */
export function advanceQr(
  state: SandboxState,
  record: QrRecord,
  next: QrState,
  userId: string | undefined,
): void {
  record.state = next;
  if (next === QR_STATE.scanned || next === QR_STATE.confirmed) record.userId = userId;
  record.scanToken = next === QR_STATE.confirmed ? randomToken('scan') : undefined;
}

// The image captcha

const CJK_CHARACTERS =
  '天地玄黄宇宙洪荒日月盈昃辰宿列张寒来暑往秋收冬藏云腾致雨露结为霜金生丽水玉出昆冈';
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const GLYPH_SIZE = 34;
const EDGE = 30;
const MIN_GAP = 56;
const PALETTE = ['#1e3a8a', '#7c2d12', '#14532d', '#581c87', '#0f172a'];

function pickDistinct(rng: Rng, pool: string, count: number): string[] {
  const chars = [...pool];
  const out: string[] = [];
  while (out.length < count) {
    const char = rng.pick(chars);
    if (!out.includes(char)) out.push(char);
  }
  return out;
}

function placeApart(rng: Rng, count: number): { x: number; y: number }[] {
  const points: { x: number; y: number }[] = [];
  while (points.length < count) {
    const point = {
      x: rng.int(EDGE, CAPTCHA_GRID_SIZE - EDGE),
      y: rng.int(EDGE, CAPTCHA_GRID_SIZE - EDGE),
    };
    if (points.every((other) => Math.hypot(other.x - point.x, other.y - point.y) >= MIN_GAP))
      points.push(point);
  }
  return points;
}

function captchaSvg(rng: Rng, glyphs: CaptchaTarget[]): string {
  const size = CAPTCHA_GRID_SIZE;
  const noise = Array.from({ length: 6 }, () => {
    const [x1, y1, x2, y2] = [
      rng.int(0, size),
      rng.int(0, size),
      rng.int(0, size),
      rng.int(0, size),
    ];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#94a3b8" stroke-width="2" opacity="0.6"/>`;
  }).join('');
  const text = glyphs
    .map(({ char, x, y }) => {
      const angle = rng.int(-30, 30);
      return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" fill="${rng.pick(PALETTE)}" font-size="${GLYPH_SIZE}" font-family="sans-serif" font-weight="bold" text-anchor="middle" dominant-baseline="central">${char}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f1f5f9"/><stop offset="1" stop-color="#dbeafe"/></linearGradient></defs><rect width="${size}" height="${size}" fill="url(#bg)"/>${noise}${text}</svg>`;
}

/**
 * Draws a challenge: 3 or 4 characters to click (CJK or letters) plus one that is not asked for,
 * apart from each other at random places in the CAPTCHA_GRID_SIZE square.
 */
export function generateCaptcha(
  state: SandboxState,
  contact: string,
  sessionId: string,
): { req_id: string; tip: string; data: string; length: number } {
  const { rng } = state;
  const length = rng.int(3, 4);
  const chars = pickDistinct(rng, rng.chance(0.5) ? CJK_CHARACTERS : LETTERS, length + 1);
  const glyphs = placeApart(rng, length + 1).map((point, index) => ({
    char: chars[index]!,
    ...point,
  }));
  const targets = glyphs.slice(0, length);
  const req_id = randomToken('captcha');
  state.signIn.imageCaptchas.set(req_id, { contact, sessionId, targets, used: false });
  return {
    req_id,
    tip: targets.map((target) => target.char).join(' '),
    data: svgDataUrl(captchaSvg(rng, glyphs)),
    length,
  };
}

/** The characters' centres of a challenge, in tip order (samples and tests answer with them). */
export function captchaCentres(state: SandboxState, reqId: string): { x: number; y: number }[] {
  return (state.signIn.imageCaptchas.get(reqId)?.targets ?? []).map(({ x, y }) => ({ x, y }));
}

/** Checks the clicks of a challenge, once: each near its character's centre, in order. */
export function checkCaptcha(
  state: SandboxState,
  reqId: string,
  contact: string,
  sessionId: string,
  points: readonly { x: number; y: number }[],
): boolean {
  const record = state.signIn.imageCaptchas.get(reqId);
  if (!record || record.used || record.contact !== contact || record.sessionId !== sessionId)
    throw new SandboxFail(FAIL, 'This captcha has ended. Refresh it.');
  record.used = true;
  return (
    points.length === record.targets.length &&
    record.targets.every(
      (target, index) =>
        Math.hypot(points[index]!.x - target.x, points[index]!.y - target.y) <=
        CAPTCHA_CLICK_TOLERANCE_PX,
    )
  );
}

// Authorization codes (the account slice's records)

/** A valid authorization code by its value, or the fail shape. */
export function validCode(state: SandboxState, value: string): AuthorizationCodeEntry {
  for (const entry of state.security.codes.values())
    if (entry.code === value && codeStatus(entry, state.clock.now()) === 'valid') return entry;
  throw new SandboxFail(FAIL, `Authorization code ${value} is not valid.`);
}

export function authorizeCodeItem(
  state: SandboxState,
  entry: AuthorizationCodeEntry,
): AuthorizeCodeItem {
  const transferMobile = state.signIn.codeTransfers.get(entry.id);
  return {
    id: entry.id,
    code: entry.code,
    serviceId: entry.serviceId,
    serviceName:
      state.security.authorizeServices.find((service) => service.serviceId === entry.serviceId)
        ?.serviceName ?? '',
    status: transferMobile ? 'transferring' : 'valid',
    transferMobile: transferMobile ? maskMobile(transferMobile) : '',
  };
}

// Open auth

export function issueOauthCode(
  state: SandboxState,
  clientId: string,
  userId: string,
  corpId: string,
): string {
  const code = randomToken('oc');
  state.signIn.oauthCodes.set(code, { clientId, userId, corpId, used: false });
  return code;
}

/** Uses up a code oauth2/authorize handed this client for this user. */
export function redeemOauthCode(
  state: SandboxState,
  clientId: string,
  code: string,
  userId: string,
): OauthCodeRecord {
  const record = state.signIn.oauthCodes.get(code);
  if (!record || record.used || record.clientId !== clientId || record.userId !== userId)
    throw new SandboxFail(FAIL, 'The authorization code is not valid.');
  record.used = true;
  return record;
}

/** An access token for a corp (nothing in the sandbox checks it later). */
export function issueToken(corpId: string): OauthToken {
  return {
    accessToken: randomToken('at'),
    tokenType: 'Bearer',
    expiresIn: TOKEN_TTL_SECONDS,
    corpId,
  };
}

export function knownClient(state: SandboxState, clientId: string): void {
  if (!state.signIn.oauthClients.has(clientId))
    throw new SandboxFail(FAIL, `Client ${clientId} is not registered.`);
}

/** A redirect target: an absolute http(s) address, or the fail shape. */
export function redirectTarget(redirectUrl: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(redirectUrl);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new SandboxFail(FAIL, 'redirectUrl must be an http or https address.');
  return url;
}
