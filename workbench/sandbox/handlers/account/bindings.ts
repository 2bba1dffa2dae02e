/** The third-party platforms and the cloud account an account is bound to. */
import { PROTECT_CODE } from '../../../../shared/contract';
import { v } from '../../input';
import { FAIL, SandboxFail } from '../../reply';
import { route, type RouteDef } from '../../route';
import { primeCode, verifyCode } from '../../store/sms';
import { mobileInput, vCodeInput } from '../sms';
import type { Account, ThirdPlatformBinding } from '../../../../shared/domain/account';
import type { BindAuth } from '../../../../shared/payloads/account';
import { drawCode, THIRD_PLATFORM_TYPES } from '../../store/security/records';
import { accountView, securityOf } from '../../store/security/views';
import { sampleAccount } from './samples';

export const bindingRoutes: RouteDef[] = [
  route({
    method: 'POST',
    path: 'service/user/isBind',
    // An account bound to no cloud account answers without authCode (the client's failure case).
    handle: ({ state, account }): Partial<BindAuth> => {
      const cloud = securityOf(state, account.userId).kdCloud;
      return cloud ? { authCode: cloud.authCode } : {};
    },
  }),
  route({
    method: 'GET',
    path: 'service/user/bindThirdPlatformInfo',
    handle: ({ state, account }): ThirdPlatformBinding[] => {
      const { thirdParty } = securityOf(state, account.userId);
      return THIRD_PLATFORM_TYPES.map((type) => {
        const entry = thirdParty.get(type);
        return {
          type,
          bound: entry !== undefined,
          nickName: entry?.nickName ?? '',
          bindTime: entry ? new Date(entry.boundAt).toISOString() : '',
        };
      });
    },
  }),
  route({
    method: 'POST',
    path: 'service/user/unbindThirdPlatformInfo',
    input: v.object({ type: v.oneOf(THIRD_PLATFORM_TYPES) }),
    handle: ({ state, account, input }) => {
      const security = securityOf(state, account.userId);
      if (!security.thirdParty.has(input.type))
        throw new SandboxFail(FAIL, `No ${input.type} account is bound.`);
      if (input.type === 'wx' && security.protect === PROTECT_CODE.wx)
        throw new SandboxFail(
          FAIL,
          'Login protection verifies by WeChat: choose another way first.',
        );
      security.thirdParty.delete(input.type);
      return null;
    },
    sample: () => ({ type: 'wx' }),
  }),
  route({
    method: 'POST',
    path: 'service/user/syncKdInfo',
    handle: ({ state, account, org }): Account => {
      const cloud = securityOf(state, account.userId).kdCloud;
      if (!cloud) throw new SandboxFail(FAIL, 'This account is not bound to a cloud account.');
      cloud.syncedAt = state.clock.now();
      return accountView(state, account, org);
    },
  }),
  route({
    method: 'POST',
    path: 'service/user/bind',
    input: v.object({ mobile: mobileInput(), vCode: vCodeInput() }),
    handle: ({ state, account, input }): BindAuth => {
      verifyCode(state.sms, state.clock, input.mobile, input.vCode);
      const authCode = drawCode(state.rng);
      securityOf(state, account.userId).kdCloud = {
        authCode,
        mobile: input.mobile,
        syncedAt: undefined,
      };
      return { authCode };
    },
    sample: (state) => {
      const mobile = sampleAccount(state)?.mobile ?? '';
      return { mobile, vCode: primeCode(state, mobile) };
    },
  }),
];
