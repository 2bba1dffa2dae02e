import {
  maskMobile,
  isInternationalMobile,
  isMainlandMobile,
} from '../../../shared/validation/mobile';
import { passwordRule } from '../../../shared/validation/password';
import { CORP_TYPE, LOGIN_TYPE, QR_STATE, VCODE_TYPE } from '../../../shared/contract';
import { found, id, invalid, v, type Schema } from '../input';
import { failBody, FAIL, json, SandboxFail, type Reply } from '../reply';
import { publicRoute, route, type RouteDef } from '../route';
import { describeCode } from '../scenario';
import {
  DEMO_ACCOUNTS,
  SANDBOX_PASSWORD,
  findAccount,
  type AccountRecord,
} from '../store/accounts';
import {
  checkPassword,
  decryptText,
  encryptField,
  encryptText,
  hashPassword,
} from '../store/crypto';
import { addMember } from '../store/org';
import { newId, SANDBOX_CLIENT_IP } from '../store/devices';
import { SANDBOX_SMS_CODE, sendCode, verifyCode, primeCode } from '../store/sms';
import type { SandboxState } from '../store/state';
import type { ImageCaptchaChallenge } from '../../../shared/domain/captcha';
import type {
  AssistantInfo,
  AssistantMobileCheck,
  AuthorizeCodeItem,
  CodeMobile,
  CodeSent,
  EncryptedAccountData,
  ForgetPwdAccount,
  QrScan,
  RegisteredAccount,
  TwoFactorData,
  WechatTwoFactorLink,
} from '../../../shared/payloads/sso';
import { CAPTCHA_NEEDED_CODE, GATE_CODES, TWO_FACTOR_GATES } from '../store/sign-in/records';
import {
  accountByMobile,
  accountFromEncrypted,
  checkCode,
  clearCaptchaNeeded,
  countWrongPassword,
  findByLogin,
  loginInfo,
  loginName,
  readyToSend,
  signIn,
  setPassword,
} from '../store/sign-in/login';
import { advanceQr, createQr, qrOf } from '../store/sign-in/qr';
import { knownClient, redirectTarget, issueOauthCode } from '../store/sign-in/oauth';
import { captchaCentres, checkCaptcha, generateCaptcha } from '../store/sign-in/captcha';
import { SANDBOX_CLIENT_ID, SANDBOX_TICKET } from '../store/sign-in/seed';
import { randomToken } from '../store/crypto';
import { startTwoFactor, twoFactorOf } from '../store/sign-in/two-factor';
import { authorizeCodeItem, validCode } from '../store/sign-in/authorize-codes';
import { addCode, DAY_MS, drawCode, type AuthorizationCodeEntry } from '../store/security/records';
import { codesOf, codeStatus } from '../store/security/views';
import { createCorp } from '../store/corps';

/** Samples sign in as the admin, and name the other demo account where they need a second one. */
const ADMIN_MOBILE = DEMO_ACCOUNTS[0].mobile;
const USER_MOBILE = DEMO_ACCOUNTS[1].mobile;
const ADMIN_ENCRYPTED = encryptField(ADMIN_MOBILE);

const mobile = (): Schema<string> => ({
  parse(value, at) {
    const text = v.string({ max: 32 }).parse(value, at);
    if (!isMainlandMobile(text) && !isInternationalMobile(text))
      invalid(at, 'is not a mobile number');
    return text;
  },
});
/** A mobile as typed, or its Encry form from forgetPwd. */
const mobileOrEncrypted = (): Schema<string> => ({
  parse(value, at) {
    const text = v.string({ max: 200 }).parse(value, at);
    return text.startsWith('enc.') ? text : mobile().parse(text, at);
  },
});
const vCode = () => v.string({ max: 12 });
/** Base64 of RSA-2048 ciphertext is 344 characters. */
const cipher = () => v.string({ max: 1024 });
const loginCode = () => v.string({ max: 64, pattern: /^[\w-]+$/ });
const code = () => v.string({ max: 64 });
const loginField = () => v.string({ max: 100 });

function codeSent(to: string, sent: { waitSeconds: number }, shown = maskMobile(to)): CodeSent {
  return { to: shown, waitSeconds: sent.waitSeconds };
}

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

function wrongCredentials(): SandboxFail {
  return new SandboxFail(FAIL, 'The account or password is wrong.');
}

function unreadable(): SandboxFail {
  return new SandboxFail(FAIL, 'The password could not be read. Reload the page and try again.');
}

function mobileOf(account: AccountRecord): string {
  if (!account.mobile) throw new SandboxFail(FAIL, 'This account has no mobile to send a code to.');
  return account.mobile;
}

function accountWithMobile(state: SandboxState, value: string): AccountRecord {
  const plain = value.startsWith('enc.') ? accountFromEncrypted(state, value).mobile : value;
  const account = plain ? accountByMobile(state, plain) : undefined;
  if (!account) throw new SandboxFail(FAIL, 'No account uses this mobile.');
  return account;
}

/** A new password in the clear, or the fail shape when it cannot be read or breaks the rule. */
async function newPassword(state: SandboxState, encrypted: string): Promise<string> {
  const password = await decryptText(state.keys, encrypted);
  if (password === undefined) throw unreadable();
  if (passwordRule(password)) throw new SandboxFail(FAIL, 'The password does not meet the rule.');
  return password.trim();
}

interface CaptchaInput {
  geetest_challenge: string | undefined;
  geetest_seccode: string | undefined;
  geetest_validate: string | undefined;
  captcha_output: string | undefined;
  gen_time: string | undefined;
  lot_number: string | undefined;
  pass_token: string | undefined;
}

/** A solved geetest captcha (version 3 or 4) for a challenge sso/captcha/register issued. */
function geetestPassed(state: SandboxState, input: CaptchaInput): boolean {
  const challenge = input.geetest_challenge ?? input.lot_number;
  const complete = input.geetest_challenge
    ? Boolean(input.geetest_seccode && input.geetest_validate)
    : Boolean(input.captcha_output && input.pass_token && input.gen_time);
  const record = challenge ? state.signIn.geetest.get(challenge) : undefined;
  if (!record || record.used || !complete) return false;
  record.used = true;
  return true;
}

/** After a right password: success, or what the account's gate answers (store/sign-in.ts). */
function passGate(state: SandboxState, account: AccountRecord): Reply | Response {
  const gate = state.signIn.gates.get(account.userId);
  if (!gate) return signIn(state, account).reply;
  const errcode = GATE_CODES[gate];
  const description = describeCode(errcode);
  const factor = TWO_FACTOR_GATES[gate];
  if (factor) {
    const data: TwoFactorData = {
      mfa: startTwoFactor(state, account, factor),
      tipType: account.loginType,
      factor,
    };
    throw new SandboxFail(errcode, description, data);
  }
  const withAccount: EncryptedAccountData = { account: encryptField(loginName(account)) };
  switch (gate) {
    case 'registerCloudAccount':
      state.signIn.pendingRegistrations.add(account.userId);
      throw new SandboxFail(errcode, description, withAccount);
    case 'downgrade':
      throw new SandboxFail(errcode, description, withAccount);
    case 'loginProtectTimeout': {
      // Signed in all the same: "set later" goes on into the app, "set now" to account settings.
      const { reply } = signIn(state, account);
      const headers = new Headers();
      for (const [name, value] of reply.headers) headers.append(name, value);
      return json(failBody(errcode, description, reply.data), { headers });
    }
    default:
      throw new SandboxFail(errcode, description);
  }
}

/** The browser that passed two-factor verification joins the account's trusted devices. */
function trustBrowser(state: SandboxState, userId: string): void {
  const trusted = state.devices.trusted.get(userId) ?? [];
  trusted.push({
    id: newId(state.devices, 'trust'),
    type: 1,
    deviceName: 'Web browser',
    os: '',
    ip: SANDBOX_CLIENT_IP,
    lastLoginAt: state.clock.now(),
  });
  state.devices.trusted.set(userId, trusted);
}

/** Samples: a two-factor attempt of u0001's, its code sent when asked. */
function sampleMfa(state: SandboxState, sent: boolean): string {
  const admin = state.accounts.get('u0001')!;
  const mfa = startTwoFactor(state, admin, 'sms');
  if (sent) {
    state.signIn.twoFactor.get(mfa)!.sentTo = admin.mobile;
    primeCode(state, admin.mobile);
  }
  return mfa;
}

function sampleWbCode(state: SandboxState): string {
  const wbCode = randomToken('wb');
  createQr(state, wbCode);
  state.signIn.wechatCodes.set(wbCode, sampleMfa(state, false));
  return wbCode;
}

const captchaFields = {
  geetest_challenge: v.optional(v.string({ max: 200 })),
  geetest_seccode: v.optional(v.string({ max: 200 })),
  geetest_validate: v.optional(v.string({ max: 200 })),
  captcha_output: v.optional(v.string({ max: 2000 })),
  gen_time: v.optional(v.string({ max: 32 })),
  lot_number: v.optional(v.string({ max: 200 })),
  pass_token: v.optional(v.string({ max: 200 })),
};

const signInRoutes: RouteDef[] = [
  publicRoute({
    method: 'POST',
    path: 'sso/login/accountLogin',
    input: v.object({
      account: loginField(),
      password: cipher(),
      loginType: v.oneOf([LOGIN_TYPE.mobile, LOGIN_TYPE.userName]),
      ...captchaFields,
    }),
    handle: async ({ state, input }) => {
      const password = await decryptText(state.keys, input.password);
      if (password === undefined) throw unreadable();
      const account = findByLogin(state, input.account, input.loginType);
      if (!account) throw wrongCredentials();
      if (state.signIn.captchaNeeded.has(account.userId)) {
        if (!geetestPassed(state, input))
          throw new SandboxFail(CAPTCHA_NEEDED_CODE, describeCode(CAPTCHA_NEEDED_CODE));
        clearCaptchaNeeded(state, account.userId);
      }
      if (!(await checkPassword(password, account.password))) {
        countWrongPassword(state, account.userId);
        throw wrongCredentials();
      }
      return passGate(state, account);
    },
    sample: async (state) => ({
      account: ADMIN_MOBILE,
      password: await encryptText(state.keys.publicKey, SANDBOX_PASSWORD),
      loginType: LOGIN_TYPE.mobile,
    }),
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/sms/vCodelogin',
    input: v.object({ mobile: mobile() }),
    handle: ({ state, input }): CodeSent => {
      accountWithMobile(state, input.mobile);
      return codeSent(input.mobile, sendCode(state.sms, state.clock, input.mobile));
    },
    sample: (state) => {
      readyToSend(state, ADMIN_MOBILE);
      return { mobile: ADMIN_MOBILE };
    },
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/login/vCodeLogin',
    input: v.object({ mobile: mobile(), vCode: vCode() }),
    handle: ({ state, input }) => {
      const account = accountWithMobile(state, input.mobile);
      verifyCode(state.sms, state.clock, input.mobile, input.vCode);
      return signIn(state, account).reply;
    },
    sample: (state) => ({ mobile: ADMIN_MOBILE, vCode: primeCode(state, ADMIN_MOBILE) }),
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/sms/demoteSms',
    input: v.object({ account: loginField() }),
    handle: ({ state, input }): CodeSent => {
      const to = mobileOf(accountFromEncrypted(state, input.account));
      return codeSent(to, sendCode(state.sms, state.clock, to));
    },
    sample: (state) => {
      readyToSend(state, ADMIN_MOBILE);
      return { account: ADMIN_ENCRYPTED };
    },
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/login/demoteLogin',
    input: v.object({ account: loginField(), vCode: vCode() }),
    handle: ({ state, input }) => {
      const account = accountFromEncrypted(state, input.account);
      verifyCode(state.sms, state.clock, mobileOf(account), input.vCode);
      return signIn(state, account).reply;
    },
    sample: (state) => ({ account: ADMIN_ENCRYPTED, vCode: primeCode(state, ADMIN_MOBILE) }),
  }),
];

const qrRoutes: RouteDef[] = [
  publicRoute({
    method: 'JSONP',
    path: 'sso/login/scanRequest',
    input: v.object({ loginCode: loginCode() }),
    handle: ({ state, input }): QrScan => {
      const record = createQr(state, input.loginCode);
      return {
        loginCode: record.loginCode,
        state: record.state,
        qrContent: `https://m.example.com/scan-login?loginCode=${record.loginCode}`,
      };
    },
    sample: () => ({ loginCode: randomToken('qr') }),
  }),
  publicRoute({
    method: 'JSONP',
    path: 'sso/login/scanGet',
    input: v.object({ loginCode: loginCode() }),
    handle: ({ state, input }): QrScan => {
      const record = qrOf(state, input.loginCode);
      return record.state === QR_STATE.confirmed && record.scanToken
        ? { loginCode: record.loginCode, state: record.state, scanToken: record.scanToken }
        : { loginCode: record.loginCode, state: record.state };
    },
    sample: (state) => ({ loginCode: createQr(state, randomToken('qr')).loginCode }),
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/login/scanLogin',
    input: v.object({ scanToken: v.string({ max: 100 }) }),
    handle: ({ state, input }) => {
      const record = [...state.signIn.qr.values()].find(
        (candidate) => candidate.scanToken === input.scanToken,
      );
      if (!record || record.used || record.state !== QR_STATE.confirmed || !record.userId)
        throw new SandboxFail(FAIL, 'The scan is not valid. Scan the QR code again.');
      record.used = true;
      return signIn(state, found(state.accounts.get(record.userId), `Account ${record.userId}`))
        .reply;
    },
    sample: (state) => {
      const record = createQr(state, randomToken('qr'));
      advanceQr(state, record, QR_STATE.confirmed, 'u0001');
      return { scanToken: record.scanToken };
    },
  }),
  // Control: a phone's part in a QR sign-in (README, "Sandbox"); tests and stories call it.
  publicRoute({
    method: 'POST',
    path: '__sandbox/qr',
    input: v.object({
      loginCode: loginCode(),
      state: v.oneOf([QR_STATE.waiting, QR_STATE.scanned, QR_STATE.confirmed, QR_STATE.expired]),
      userId: v.withDefault(id(), 'u0001'),
    }),
    handle: ({ state, input }): QrScan => {
      const record = qrOf(state, input.loginCode);
      found(state.accounts.get(input.userId), `Account ${input.userId}`);
      advanceQr(state, record, input.state, input.userId);
      return { loginCode: record.loginCode, state: record.state, scanToken: record.scanToken };
    },
    sample: (state) => ({
      loginCode: createQr(state, randomToken('qr')).loginCode,
      state: QR_STATE.scanned,
    }),
  }),
];

const twoFactorRoutes: RouteDef[] = [
  publicRoute({
    method: 'POST',
    path: 'sso/sms/twoFactorSms',
    input: v.object({ mfa: v.string({ max: 200 }) }),
    handle: ({ state, input }): CodeSent => {
      const record = twoFactorOf(state, input.mfa);
      const to = mobileOf(found(state.accounts.get(record.userId), 'Account'));
      const sent = sendCode(state.sms, state.clock, to);
      record.sentTo = to;
      return codeSent(to, sent);
    },
    sample: (state) => {
      readyToSend(state, ADMIN_MOBILE);
      return { mfa: sampleMfa(state, false) };
    },
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/sms/twoFactorVerifyEmail',
    input: v.object({ mfa: v.string({ max: 200 }) }),
    handle: ({ state, input }): CodeSent => {
      const record = twoFactorOf(state, input.mfa);
      const { email } = found(state.accounts.get(record.userId), 'Account');
      if (!email) throw new SandboxFail(FAIL, 'This account has no e-mail to send a code to.');
      const sent = sendCode(state.sms, state.clock, email);
      record.sentTo = email;
      return codeSent(email, sent, maskEmail(email));
    },
    sample: (state) => {
      readyToSend(state, state.accounts.get('u0001')!.email);
      return { mfa: sampleMfa(state, false) };
    },
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/login/secondVerify',
    input: v.object({
      mfa: v.string({ max: 200 }),
      vCode: vCode(),
      trustDevice: v.withDefault(v.flag(), false),
    }),
    handle: ({ state, input }) => {
      const record = twoFactorOf(state, input.mfa);
      if (!record.sentTo) throw new SandboxFail(FAIL, 'Send a verification code first.');
      verifyCode(state.sms, state.clock, record.sentTo, input.vCode);
      record.used = true;
      if (input.trustDevice) trustBrowser(state, record.userId);
      const account = found(state.accounts.get(record.userId), 'Account');
      return signIn(state, account, record.corpId).reply;
    },
    sample: (state) => ({ mfa: sampleMfa(state, true), vCode: SANDBOX_SMS_CODE }),
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/account/getWechatTowFactorLink',
    input: v.object({ mfa: v.string({ max: 200 }) }),
    handle: ({ state, input }): WechatTwoFactorLink => {
      twoFactorOf(state, input.mfa);
      const wbCode = randomToken('wb');
      createQr(state, wbCode);
      state.signIn.wechatCodes.set(wbCode, input.mfa);
      return { wbCode, link: `https://wechat.example.com/two-factor?wbCode=${wbCode}` };
    },
    sample: (state) => ({ mfa: sampleMfa(state, false) }),
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/account/checkTotpScan',
    input: v.object({ wbCode: v.string({ max: 100 }) }),
    handle: ({ state, input }) => {
      if (!state.signIn.wechatCodes.has(input.wbCode))
        throw new SandboxFail(FAIL, `wbCode ${input.wbCode} not found`);
      const { state: scan } = qrOf(state, input.wbCode);
      return { scanned: scan === QR_STATE.scanned || scan === QR_STATE.confirmed };
    },
    sample: (state) => ({ wbCode: sampleWbCode(state) }),
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/account/totp',
    input: v.object({ wbCode: v.string({ max: 100 }), wxCode: vCode() }),
    handle: ({ state, input }) => {
      const mfa = state.signIn.wechatCodes.get(input.wbCode);
      if (!mfa) throw new SandboxFail(FAIL, `wbCode ${input.wbCode} not found`);
      const record = twoFactorOf(state, mfa);
      if (input.wxCode !== SANDBOX_SMS_CODE)
        throw new SandboxFail(FAIL, 'The WeChat verification code is wrong.');
      record.used = true;
      const account = found(state.accounts.get(record.userId), 'Account');
      return signIn(state, account, record.corpId).reply;
    },
    sample: (state) => ({ wbCode: sampleWbCode(state), wxCode: SANDBOX_SMS_CODE }),
  }),
  route({
    method: 'POST',
    path: 'sso/account/getTrustDeviceCount',
    handle: ({ state, account }) => ({
      count: state.devices.trusted.get(account.userId)?.length ?? 0,
    }),
  }),
];

const passwordRoutes: RouteDef[] = [
  publicRoute({
    method: 'POST',
    path: 'sso/account/forgetPwd',
    input: v.object({ account: loginField() }),
    handle: ({ state, input }): ForgetPwdAccount => {
      const account = findAccount(state.accounts, input.account);
      if (!account) throw new SandboxFail(FAIL, 'No account has this name.');
      const to = mobileOf(account);
      return { mobile: maskMobile(to), mobileEncry: encryptField(to), type: account.loginType };
    },
    sample: () => ({ account: ADMIN_MOBILE }),
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/sms/ResetKdCloudPwd',
    input: v.object({ mobile: mobileOrEncrypted(), type: v.oneOf([VCODE_TYPE.reset]) }),
    handle: ({ state, input }): CodeSent => {
      const to = mobileOf(accountWithMobile(state, input.mobile));
      return codeSent(to, sendCode(state.sms, state.clock, to));
    },
    sample: (state) => {
      readyToSend(state, ADMIN_MOBILE);
      return { mobile: ADMIN_MOBILE, type: VCODE_TYPE.reset };
    },
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/account/forgetPwdNewCheck',
    input: v.object({ mobile: mobileOrEncrypted(), vCode: vCode() }),
    handle: ({ state, input }) => {
      checkCode(state, mobileOf(accountWithMobile(state, input.mobile)), input.vCode);
      return { valid: true };
    },
    sample: (state) => ({ mobile: ADMIN_MOBILE, vCode: primeCode(state, ADMIN_MOBILE) }),
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/account/resetPwd',
    input: v.object({
      mobile: mobileOrEncrypted(),
      vCode: vCode(),
      password: cipher(),
      security: v.oneOf([1]),
    }),
    handle: async ({ state, input }) => {
      const account = accountWithMobile(state, input.mobile);
      const to = mobileOf(account);
      checkCode(state, to, input.vCode);
      const password = await newPassword(state, input.password);
      verifyCode(state.sms, state.clock, to, input.vCode);
      setPassword(state, account, await hashPassword(password));
      return null;
    },
    sample: async (state) => ({
      mobile: ADMIN_MOBILE,
      vCode: primeCode(state, ADMIN_MOBILE),
      password: await encryptText(state.keys.publicKey, SANDBOX_PASSWORD),
      security: 1,
    }),
  }),
];

/** Who may bind a mobile to an account: its own session, or a pending registration. */
function improvable(state: SandboxState, encrypted: string, sessionUserId: string | undefined) {
  const account = accountFromEncrypted(state, encrypted);
  if (sessionUserId !== account.userId && !state.signIn.pendingRegistrations.has(account.userId))
    throw new SandboxFail(FAIL, 'Sign in first.');
  return account;
}

function mobileFree(state: SandboxState, account: AccountRecord, to: string): void {
  const holder = accountByMobile(state, to);
  if (holder && holder !== account)
    throw new SandboxFail(FAIL, 'This mobile is already bound to another account.');
}

const improveRoutes: RouteDef[] = [
  publicRoute({
    method: 'POST',
    path: 'sso/sms/improveLoginInfo',
    input: v.object({ account: loginField(), mobile: mobile() }),
    handle: ({ state, session, input }): CodeSent => {
      const account = improvable(state, input.account, session?.userId);
      mobileFree(state, account, input.mobile);
      return codeSent(input.mobile, sendCode(state.sms, state.clock, input.mobile));
    },
    sample: (state) => {
      readyToSend(state, ADMIN_MOBILE);
      return { account: ADMIN_ENCRYPTED, mobile: ADMIN_MOBILE };
    },
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/login/improveLoginInfo/create',
    input: v.object({ account: loginField(), mobile: mobile(), vCode: vCode() }),
    handle: ({ state, session, input }) => {
      const account = improvable(state, input.account, session?.userId);
      mobileFree(state, account, input.mobile);
      verifyCode(state.sms, state.clock, input.mobile, input.vCode);
      account.mobile = input.mobile;
      account.loginType = LOGIN_TYPE.mobile;
      state.signIn.pendingRegistrations.delete(account.userId);
      if (state.signIn.gates.get(account.userId) === 'registerCloudAccount')
        state.signIn.gates.delete(account.userId);
      if (session?.userId === account.userId) return loginInfo(state, account, session.corpId);
      return signIn(state, account).reply;
    },
    sample: (state) => ({
      account: ADMIN_ENCRYPTED,
      mobile: ADMIN_MOBILE,
      vCode: primeCode(state, ADMIN_MOBILE),
    }),
  }),
];

/** A mobile no account uses yet (oauth2/register's sample). */
function freeMobile(state: SandboxState): string {
  for (let number = 13_600_000_000; ; number++)
    if (!accountByMobile(state, String(number))) return String(number);
}

const oauth2Routes: RouteDef[] = [
  publicRoute({
    method: 'GET',
    path: 'sso/oauth2/codeLogin',
    input: v.object({ jdyTicket: v.string({ max: 100 }), clientId: v.string({ max: 64 }) }),
    handle: ({ state, input }) => {
      knownClient(state, input.clientId);
      const ticket = state.signIn.tickets.get(input.jdyTicket);
      if (
        !ticket ||
        ticket.used ||
        ticket.expiresAt < state.clock.now() ||
        (ticket.clientId !== undefined && ticket.clientId !== input.clientId)
      )
        throw new SandboxFail(FAIL, 'The ticket is not valid.');
      if (!ticket.standing) ticket.used = true;
      const account = found(state.accounts.get(ticket.userId), 'Account');
      return signIn(state, account, ticket.corpId).reply;
    },
    sample: () => ({ jdyTicket: SANDBOX_TICKET, clientId: SANDBOX_CLIENT_ID }),
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/oauth2/vcode',
    input: v.object({ mobile: mobile(), type: v.oneOf([VCODE_TYPE.oauth]) }),
    handle: ({ state, input }): CodeSent =>
      codeSent(input.mobile, sendCode(state.sms, state.clock, input.mobile)),
    sample: (state) => {
      const to = freeMobile(state);
      readyToSend(state, to);
      return { mobile: to, type: VCODE_TYPE.oauth };
    },
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/oauth2/register',
    input: v.object({
      mobile: mobile(),
      vCode: vCode(),
      password: cipher(),
      clientId: v.string({ max: 64 }),
    }),
    handle: async ({ state, input }): Promise<RegisteredAccount> => {
      knownClient(state, input.clientId);
      if (accountByMobile(state, input.mobile))
        throw new SandboxFail(FAIL, 'This mobile is already registered. Sign in instead.');
      checkCode(state, input.mobile, input.vCode);
      const password = await newPassword(state, input.password);
      verifyCode(state.sms, state.clock, input.mobile, input.vCode);
      const registered = [...state.accounts.keys()].filter((key) => key.startsWith('r')).length;
      const account: AccountRecord = {
        userId: `r${String(registered + 1).padStart(4, '0')}`,
        mobile: input.mobile,
        userName: `m${input.mobile}`,
        email: '',
        realName: `用户${input.mobile.slice(-4)}`,
        loginType: LOGIN_TYPE.mobile,
        password: await hashPassword(password),
        corpIds: [],
        defaultCorpId: '',
      };
      state.accounts.set(account.userId, account);
      account.defaultCorpId = createCorp(
        state,
        account,
        `${account.realName}的个人账套`,
        CORP_TYPE.person,
      ).corp.corpId;
      return { userId: account.userId, loginAccount: maskMobile(account.mobile) };
    },
    sample: async (state) => {
      const to = freeMobile(state);
      return {
        mobile: to,
        vCode: primeCode(state, to),
        password: await encryptText(state.keys.publicKey, SANDBOX_PASSWORD),
        clientId: SANDBOX_CLIENT_ID,
      };
    },
  }),
  route({
    method: 'GET',
    path: 'sso/oauth2/authorize',
    input: v.object({
      clientId: v.string({ max: 64 }),
      redirectUrl: v.string({ max: 2000 }),
      state: v.withDefault(v.string({ max: 500 }), ''),
    }),
    handle: ({ state, session, input }) => {
      knownClient(state, input.clientId);
      const url = redirectTarget(input.redirectUrl);
      url.searchParams.set(
        'code',
        issueOauthCode(state, input.clientId, session.userId, session.corpId),
      );
      url.searchParams.set('state', input.state);
      return { redirectUrl: url.toString() };
    },
    sample: () => ({
      clientId: SANDBOX_CLIENT_ID,
      redirectUrl: 'https://partner.example.com/callback',
      state: 'sample-state',
    }),
  }),
];

/** The signed-in account's valid code by its value, or the fail shape. */
function ownCode(state: SandboxState, userId: string, value: string): AuthorizationCodeEntry {
  const entry = validCode(state, value);
  if (entry.userId !== userId)
    throw new SandboxFail(FAIL, `Authorization code ${value} is not valid.`);
  return entry;
}

/** Samples: a fresh valid code of u0001's, transferring when asked. */
function sampleCode(state: SandboxState, transferTo?: string): string {
  const now = state.clock.now();
  const entry = addCode(state.security, {
    userId: 'u0001',
    serviceId: state.security.authorizeServices[0]!.serviceId,
    code: drawCode(state.rng),
    status: 'valid',
    createdAt: now,
    expiresAt: now + DAY_MS,
  });
  if (transferTo) state.signIn.codeTransfers.set(entry.id, transferTo);
  return entry.code;
}

function ownerOf(state: SandboxState, entry: AuthorizationCodeEntry): AccountRecord {
  return found(state.accounts.get(entry.userId), `Account ${entry.userId}`);
}

const authorizeCodeRoutes: RouteDef[] = [
  publicRoute({
    method: 'POST',
    path: 'sso/account/getMobileByCode',
    input: v.object({ code: code() }),
    handle: ({ state, input }): CodeMobile => {
      const to = mobileOf(ownerOf(state, validCode(state, input.code)));
      return { mobile: maskMobile(to), mobileEncry: encryptField(to) };
    },
    sample: (state) => ({ code: sampleCode(state) }),
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/sms/authorizeLoginSendSms',
    input: v.object({ code: code() }),
    handle: ({ state, input }): CodeSent => {
      const to = mobileOf(ownerOf(state, validCode(state, input.code)));
      return codeSent(to, sendCode(state.sms, state.clock, to));
    },
    sample: (state) => {
      readyToSend(state, ADMIN_MOBILE);
      return { code: sampleCode(state) };
    },
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/login/authorizeCodeLogin',
    input: v.object({ code: code(), vCode: vCode() }),
    handle: ({ state, input }) => {
      const owner = ownerOf(state, validCode(state, input.code));
      verifyCode(state.sms, state.clock, mobileOf(owner), input.vCode);
      const { reply, sessionId } = signIn(state, owner);
      state.signIn.authorizeCodeSessions.add(sessionId);
      return reply;
    },
    sample: (state) => ({ code: sampleCode(state), vCode: primeCode(state, ADMIN_MOBILE) }),
  }),
  route({
    method: 'POST',
    path: 'sso/sms/authorizeCodeListSendSms',
    handle: ({ state, account }): CodeSent => {
      const to = mobileOf(account);
      return codeSent(to, sendCode(state.sms, state.clock, to));
    },
    sample: (state) => {
      readyToSend(state, ADMIN_MOBILE);
      return {};
    },
  }),
  route({
    method: 'POST',
    path: 'sso/account/authorizeCodeTransferList',
    input: v.object({ vCode: vCode() }),
    handle: ({ state, account, input }): AuthorizeCodeItem[] => {
      verifyCode(state.sms, state.clock, mobileOf(account), input.vCode);
      const now = state.clock.now();
      return codesOf(state, account.userId)
        .filter((entry) => codeStatus(entry, now) === 'valid')
        .map((entry) => authorizeCodeItem(state, entry));
    },
    sample: (state) => ({ vCode: primeCode(state, ADMIN_MOBILE) }),
  }),
  route({
    method: 'POST',
    path: 'sso/sms/authorizeCodeTransferSendSms',
    handle: ({ state, account }): CodeSent => {
      const to = mobileOf(account);
      return codeSent(to, sendCode(state.sms, state.clock, to));
    },
    sample: (state) => {
      readyToSend(state, ADMIN_MOBILE);
      return {};
    },
  }),
  route({
    method: 'POST',
    path: 'sso/account/authorizeCodeTransfer',
    input: v.object({ code: code(), mobile: mobile(), vCode: vCode() }),
    handle: ({ state, account, input }): AuthorizeCodeItem => {
      const entry = ownCode(state, account.userId, input.code);
      if (state.signIn.codeTransfers.has(entry.id))
        throw new SandboxFail(FAIL, 'This code is already being transferred.');
      if (input.mobile === account.mobile)
        throw new SandboxFail(FAIL, 'The code is yours already.');
      verifyCode(state.sms, state.clock, mobileOf(account), input.vCode);
      state.signIn.codeTransfers.set(entry.id, input.mobile);
      return authorizeCodeItem(state, entry);
    },
    sample: (state) => ({
      code: sampleCode(state),
      mobile: USER_MOBILE,
      vCode: primeCode(state, ADMIN_MOBILE),
    }),
  }),
  route({
    method: 'POST',
    path: 'sso/account/authorizeCodeCancelTransfer',
    input: v.object({ code: code() }),
    handle: ({ state, account, input }): AuthorizeCodeItem => {
      const entry = ownCode(state, account.userId, input.code);
      if (!state.signIn.codeTransfers.delete(entry.id))
        throw new SandboxFail(FAIL, 'This code is not being transferred.');
      return authorizeCodeItem(state, entry);
    },
    sample: (state) => ({ code: sampleCode(state, USER_MOBILE) }),
  }),
  route({
    method: 'POST',
    path: 'sso/account/authorizeCodeCancelAuth',
    input: v.object({ code: code() }),
    handle: ({ state, account, input }) => {
      const entry = ownCode(state, account.userId, input.code);
      entry.status = 'disabled';
      state.signIn.codeTransfers.delete(entry.id);
      return null;
    },
    sample: (state) => ({ code: sampleCode(state) }),
  }),
];

function inviteOf(state: SandboxState, value: string) {
  const invite = found(state.signIn.assistantInvites.get(value), `Invitation ${value}`);
  return { invite, org: found(state.orgs.get(invite.corpId), `Corp ${invite.corpId}`) };
}

const assistantRoutes: RouteDef[] = [
  publicRoute({
    method: 'POST',
    path: 'sso/account/assistantCheckInfo',
    input: v.object({ code: code() }),
    handle: ({ state, input }): AssistantInfo => {
      const { invite, org } = inviteOf(state, input.code);
      return {
        corpName: org.corp.corpName,
        inviterName: state.accounts.get(invite.inviterUserId)?.realName ?? '',
      };
    },
    sample: () => ({ code: 'ASSIST-1001' }),
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/account/assistantCorpUserCheckMobile',
    input: v.object({ code: code(), mobile: mobile() }),
    handle: ({ state, input }): AssistantMobileCheck => {
      const { invite } = inviteOf(state, input.code);
      const account = accountByMobile(state, input.mobile);
      return {
        registered: account !== undefined,
        member: account?.corpIds.includes(invite.corpId) ?? false,
      };
    },
    sample: () => ({ code: 'ASSIST-1001', mobile: USER_MOBILE }),
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/sms/assistantCorpUserSms',
    input: v.object({ code: code(), mobile: mobile() }),
    handle: ({ state, input }): CodeSent => {
      inviteOf(state, input.code);
      return codeSent(input.mobile, sendCode(state.sms, state.clock, input.mobile));
    },
    sample: (state) => {
      readyToSend(state, ADMIN_MOBILE);
      return { code: 'ASSIST-1001', mobile: ADMIN_MOBILE };
    },
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/account/assistantCorpUser',
    input: v.object({ code: code(), mobile: mobile(), vCode: vCode() }),
    handle: ({ state, input }) => {
      const { invite, org } = inviteOf(state, input.code);
      const account = accountByMobile(state, input.mobile);
      if (!account) throw new SandboxFail(FAIL, 'Register this mobile first.');
      verifyCode(state.sms, state.clock, input.mobile, input.vCode);
      if (!account.corpIds.includes(invite.corpId)) {
        account.corpIds.push(invite.corpId);
        // Assistants join the temporary-staff system department where the corp has one.
        const root = [...org.depts.values()].find((dept) => dept.deptLevel === 0);
        const deptId = org.depts.has('-1002') ? '-1002' : (root?.deptId ?? '');
        addMember(org, {
          userId: account.userId,
          realName: account.realName,
          mobile: account.mobile,
          userName: account.userName,
          email: account.email,
          deptIds: [deptId],
          multiCorpUser: account.corpIds.length > 1,
          checkMobile: '',
          admin: false,
        });
      }
      return signIn(state, account, invite.corpId).reply;
    },
    sample: (state) => ({
      code: 'ASSIST-1001',
      mobile: ADMIN_MOBILE,
      vCode: primeCode(state, ADMIN_MOBILE),
    }),
  }),
];

const target = {
  imgtest_contact: v.string({ max: 100 }),
  imgtest_sessionId: v.string({ max: 100 }),
};
const captchaAnswer = v.object({
  req_id: v.string({ max: 100 }),
  points: v.array(v.object({ x: v.int({ min: 0 }), y: v.int({ min: 0 }) }), { max: 10 }),
});

const captchaRoutes: RouteDef[] = [
  publicRoute({
    method: 'POST',
    path: 'sso/img-captcha/generate',
    input: v.object(target),
    handle: ({ state, input }): ImageCaptchaChallenge =>
      generateCaptcha(state, input.imgtest_contact, input.imgtest_sessionId),
    sample: () => ({ imgtest_contact: ADMIN_MOBILE, imgtest_sessionId: 'sample-session' }),
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/img-captcha/verify',
    input: v.object({ imgtest_captcha: cipher(), ...target }),
    handle: async ({ state, input }) => {
      const plain = await decryptText(state.keys, input.imgtest_captcha);
      let parsed: unknown;
      try {
        parsed = plain === undefined ? undefined : JSON.parse(plain);
      } catch {
        parsed = undefined;
      }
      if (parsed === undefined)
        throw new SandboxFail(FAIL, 'The captcha answer could not be read.');
      const answer = captchaAnswer.parse(parsed, 'imgtest_captcha');
      const { imgtest_contact: contact, imgtest_sessionId: sessionId } = input;
      const valid = checkCaptcha(state, answer.req_id, contact, sessionId, answer.points);
      const account = valid ? findAccount(state.accounts, contact) : undefined;
      if (account) clearCaptchaNeeded(state, account.userId);
      return { is_valid: valid };
    },
    sample: async (state) => {
      const { req_id } = generateCaptcha(state, ADMIN_MOBILE, 'sample-session');
      const answer = JSON.stringify({ req_id, points: captchaCentres(state, req_id) });
      return {
        imgtest_captcha: await encryptText(state.keys.publicKey, answer),
        imgtest_contact: ADMIN_MOBILE,
        imgtest_sessionId: 'sample-session',
      };
    },
  }),
];

export const ssoRoutes: RouteDef[] = [
  ...signInRoutes,
  ...qrRoutes,
  ...twoFactorRoutes,
  ...passwordRoutes,
  ...improveRoutes,
  ...oauth2Routes,
  ...authorizeCodeRoutes,
  ...assistantRoutes,
  ...captchaRoutes,
];
