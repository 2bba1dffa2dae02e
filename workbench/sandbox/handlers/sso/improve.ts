/** Completing the login info: a mobile bound to an account that must register a cloud account. */
import { LOGIN_TYPE } from '../../../../shared/contract';
import { v } from '../../input';
import { FAIL, SandboxFail } from '../../reply';
import { publicRoute, type RouteDef } from '../../route';
import { type AccountRecord } from '../../store/accounts';
import { sendCode, verifyCode, primeCode } from '../../store/sms';
import type { SandboxState } from '../../store/state';
import type { CodeSent } from '../../../../shared/payloads/sso';
import {
  accountByMobile,
  accountFromEncrypted,
  loginInfo,
  readyToSend,
  signIn,
} from '../../store/sign-in/login';
import { mobile, vCode, loginField } from './inputs';
import { ADMIN_MOBILE, ADMIN_ENCRYPTED, codeSent } from './common';

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

export const improveRoutes: RouteDef[] = [
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
