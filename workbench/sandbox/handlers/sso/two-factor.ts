/** The second factor a gate asks for: an SMS, an e-mail, WeChat; and the browser trusted after it. */
import { QR_STATE } from '../../../../shared/contract';
import { found, v } from '../../input';
import { FAIL, SandboxFail } from '../../reply';
import { publicRoute, route, type RouteDef } from '../../route';
import { newId, SANDBOX_CLIENT_IP } from '../../store/devices';
import { SANDBOX_SMS_CODE, sendCode, verifyCode, primeCode } from '../../store/sms';
import type { SandboxState } from '../../store/state';
import type { CodeSent, WechatTwoFactorLink } from '../../../../shared/payloads/sso';
import { readyToSend, signIn } from '../../store/sign-in/login';
import { createQr, qrOf } from '../../store/sign-in/qr';
import { randomToken } from '../../store/crypto';
import { startTwoFactor, twoFactorOf } from '../../store/sign-in/two-factor';
import { ADMIN_MOBILE, codeSent, mobileOf } from './common';
import { vCode } from './inputs';

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
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

export const twoFactorRoutes: RouteDef[] = [
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
