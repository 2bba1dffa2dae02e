/**
 * Signing in with a password (and the captcha three wrong ones call for), with an SMS code, and
 * through the downgrade SMS; a correct password meets the account's login gate first.
 */
import { LOGIN_TYPE } from '../../../../shared/contract';
import { v } from '../../input';
import { failBody, FAIL, json, SandboxFail, type Reply } from '../../reply';
import { publicRoute, type RouteDef } from '../../route';
import { describeCode } from '../../scenario';
import { SANDBOX_PASSWORD, type AccountRecord } from '../../store/accounts';
import { checkPassword, decryptText, encryptField, encryptText } from '../../store/crypto';
import { sendCode, verifyCode, primeCode } from '../../store/sms';
import type { SandboxState } from '../../store/state';
import type {
  CodeSent,
  EncryptedAccountData,
  TwoFactorData,
} from '../../../../shared/payloads/sso';
import { CAPTCHA_NEEDED_CODE, GATE_CODES, TWO_FACTOR_GATES } from '../../store/sign-in/records';
import {
  accountFromEncrypted,
  clearCaptchaNeeded,
  countWrongPassword,
  findByLogin,
  loginName,
  readyToSend,
  signIn,
} from '../../store/sign-in/login';
import { startTwoFactor } from '../../store/sign-in/two-factor';
import { mobile, vCode, cipher, loginField } from './inputs';
import {
  ADMIN_MOBILE,
  ADMIN_ENCRYPTED,
  codeSent,
  unreadable,
  mobileOf,
  accountWithMobile,
} from './common';

function wrongCredentials(): SandboxFail {
  return new SandboxFail(FAIL, 'The account or password is wrong.');
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

/**
 * A solved captcha for a challenge sso/captcha/register issued: version 3 as geetest's own widget
 * answers, or version 4 with the pass_token the click captcha's verification gave for it.
 */
function geetestPassed(state: SandboxState, input: CaptchaInput): boolean {
  const challenge = input.geetest_challenge ?? input.lot_number;
  const complete = input.geetest_challenge
    ? Boolean(input.geetest_seccode && input.geetest_validate)
    : Boolean(
        input.captcha_output &&
        input.gen_time &&
        input.pass_token &&
        input.pass_token === state.signIn.geetest.get(challenge ?? '')?.passToken,
      );
  const record = challenge ? state.signIn.geetest.get(challenge) : undefined;
  if (!record || record.used || !complete) return false;
  record.used = true;
  return true;
}

/** After a right password: success, or what the account's gate answers (store/sign-in/records.ts). */
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

const captchaFields = {
  geetest_challenge: v.optional(v.string({ max: 200 })),
  geetest_seccode: v.optional(v.string({ max: 200 })),
  geetest_validate: v.optional(v.string({ max: 200 })),
  captcha_output: v.optional(v.string({ max: 2000 })),
  gen_time: v.optional(v.string({ max: 32 })),
  lot_number: v.optional(v.string({ max: 200 })),
  pass_token: v.optional(v.string({ max: 200 })),
};

export const signInRoutes: RouteDef[] = [
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
