/** Finding a forgotten password: the account by its mobile, an SMS, then a new password. */
import { maskMobile } from '../../../../shared/validation/mobile';
import { VCODE_TYPE } from '../../../../shared/contract';
import { v } from '../../input';
import { FAIL, SandboxFail } from '../../reply';
import { publicRoute, type RouteDef } from '../../route';
import { SANDBOX_PASSWORD, findAccount } from '../../store/accounts';
import { encryptField, encryptText, hashPassword } from '../../store/crypto';
import { sendCode, verifyCode, primeCode } from '../../store/sms';
import type { CodeSent, ForgetPwdAccount } from '../../../../shared/payloads/sso';
import { checkCode, readyToSend, setPassword } from '../../store/sign-in/login';
import { mobileOrEncrypted, vCode, cipher, loginField } from './inputs';
import { ADMIN_MOBILE, codeSent, mobileOf, accountWithMobile, newPassword } from './common';

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
