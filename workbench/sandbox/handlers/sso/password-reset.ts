/** Finding a forgotten password: the account by its mobile, an SMS, then a new password. */
import { maskMobile } from '../../../../shared/validation/mobile';
import { VCODE_TYPE } from '../../../../shared/contract';
import { v } from '../../input';
import { FAIL, SandboxFail } from '../../reply';
import { publicRoute, type RouteDef } from '../../route';
import { SANDBOX_PASSWORD, findAccount, type AccountRecord } from '../../store/accounts';
import { checkPassword, encryptField, encryptText, hashPassword } from '../../store/crypto';
import { sendCode, verifyCode, primeCode } from '../../store/sms';
import type { CodeSent, ForgetPwdAccount } from '../../../../shared/payloads/sso';
import { checkCode, readyToSend, setPassword } from '../../store/sign-in/login';
import { mobileOrEncrypted, vCode, cipher, loginField } from './inputs';
import { ADMIN_MOBILE, codeSent, mobileOf, accountWithMobile, newPassword } from './common';

/** user0003, seeded behind the reset-password gate (store/sign-in/seed.ts). */
const RESET_SAMPLE_MOBILE = '13700000014';

/** A reset sets a new password: the account's current one is refused. */
async function notTheCurrentPassword(account: AccountRecord, password: string): Promise<void> {
  if (await checkPassword(password, account.password))
    throw new SandboxFail(FAIL, 'The new password must differ from the current one.');
}

export const passwordRoutes: RouteDef[] = [
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
    input: v.object({
      mobile: mobileOrEncrypted(),
      vCode: vCode(),
      password: v.optional(cipher()),
    }),
    // The reset's code, and the new password when given, checked before the reset (decision 0032).
    handle: async ({ state, input }) => {
      const account = accountWithMobile(state, input.mobile);
      checkCode(state, mobileOf(account), input.vCode);
      if (input.password !== undefined)
        await notTheCurrentPassword(account, await newPassword(state, input.password));
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
      await notTheCurrentPassword(account, password);
      verifyCode(state.sms, state.clock, to, input.vCode);
      setPassword(state, account, await hashPassword(password));
      return null;
    },
    // The seeded account whose sign-in asks for a reset, to a password other than its current one.
    sample: async (state) => ({
      mobile: RESET_SAMPLE_MOBILE,
      vCode: primeCode(state, RESET_SAMPLE_MOBILE),
      password: await encryptText(state.keys.publicKey, `${SANDBOX_PASSWORD}!`),
      security: 1,
    }),
  }),
];
