/** Login protection, the remote-login notice, and the WeChat two-factor link. */
import { LOGIN_PROTECT_TYPE, PROTECT_CODE } from '../../../../shared/contract';
import { v } from '../../input';
import { FAIL, SandboxFail } from '../../reply';
import { route, type RouteDef } from '../../route';
import { verifyCode } from '../../store/sms';
import { vCodeInput } from '../sms';
import type { LoginProtectInfo, RemoteLoginNotice } from '../../../../shared/domain/account';
import type { WxTwoFactorLink } from '../../../../shared/payloads/account';
import { drawCode, nextId, WX_LINK_TTL_MS } from '../../store/security/records';
import { loginProtectView, securityOf } from '../../store/security/views';

const WX_LINK_BASE = 'https://wx.example.com/two-factor';

export const loginProtectionRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: 'service/user/isOpenLoginProtect',
    handle: ({ state, account }): LoginProtectInfo =>
      loginProtectView(securityOf(state, account.userId)),
  }),
  route({
    method: 'POST',
    path: 'service/user/loginProtectSet',
    input: v.object({
      protect: v.oneOf([
        PROTECT_CODE.mobile,
        PROTECT_CODE.email,
        PROTECT_CODE.wx,
        PROTECT_CODE.unOpened,
      ]),
      vCode: v.optional(vCodeInput()),
    }),
    handle: ({ state, account, input }): LoginProtectInfo => {
      const security = securityOf(state, account.userId);
      const forced =
        security.protect !== PROTECT_CODE.unOpened &&
        security.protectRecords.at(-1)?.type === LOGIN_PROTECT_TYPE.forced;
      if (input.protect === PROTECT_CODE.email && !account.email)
        throw new SandboxFail(FAIL, 'Bind an e-mail address first.');
      if (input.protect === PROTECT_CODE.wx && !security.thirdParty.has('wx'))
        throw new SandboxFail(FAIL, 'Bind WeChat first.');
      // SMS verification set up from account security is confirmed by setTwoFactorSms's code.
      if (input.protect === PROTECT_CODE.mobile && input.vCode)
        verifyCode(state.sms, state.clock, account.mobile, input.vCode);
      if (input.protect === PROTECT_CODE.unOpened) {
        if (forced) throw new SandboxFail(FAIL, 'Login protection is required for this account.');
        if (!input.vCode)
          throw new SandboxFail(
            FAIL,
            'A verification code is needed to turn login protection off.',
          );
        verifyCode(state.sms, state.clock, account.mobile, input.vCode);
      }
      if (input.protect !== security.protect) {
        security.protect = input.protect;
        security.protectRecords.push({
          id: nextId(state.security, 'lp'),
          // A forced protection stays forced when its method changes.
          type: forced ? LOGIN_PROTECT_TYPE.forced : LOGIN_PROTECT_TYPE.self,
          protect: input.protect,
          createdAt: state.clock.now(),
        });
      }
      return loginProtectView(security);
    },
    sample: () => ({ protect: PROTECT_CODE.email }),
  }),
  route({
    method: 'GET',
    path: 'service/user/isOpenRemoteLoginNotice',
    handle: ({ state, account }): RemoteLoginNotice => ({
      open: securityOf(state, account.userId).remoteLoginNotice,
    }),
  }),
  route({
    method: 'POST',
    path: 'service/user/updateRemoteLoginNotice',
    input: v.object({ open: v.flag() }),
    handle: ({ state, account, input }): RemoteLoginNotice => {
      securityOf(state, account.userId).remoteLoginNotice = input.open;
      return { open: input.open };
    },
    sample: () => ({ open: 1 }),
  }),
  route({
    method: 'POST',
    path: 'service/user/wxTwoFactorLink',
    handle: ({ state }): WxTwoFactorLink => ({
      link: `${WX_LINK_BASE}?ticket=${drawCode(state.rng)}`,
      expireTime: new Date(state.clock.now() + WX_LINK_TTL_MS).toISOString(),
    }),
  }),
];
