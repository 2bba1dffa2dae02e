import { LOGIN_PROTECT_TYPE, PROTECT_CODE } from '../../../shared/contract';
import { passwordRule } from '../../../shared/validation/password';
import { found, id, paging, v } from '../input';
import { FAIL, Reply, SandboxFail } from '../reply';
import { route, type RouteDef } from '../route';
import { endSession } from '../session';
import { SANDBOX_PASSWORD, type AccountRecord } from '../store/accounts';
import { checkPassword, decryptText, encryptText, hashPassword } from '../store/crypto';
import { primeCode, verifyCode } from '../store/sms';
import type { SandboxState } from '../store/state';
import { emailInput, mobileInput, SAMPLE_NEW_EMAIL, SAMPLE_NEW_MOBILE, vCodeInput } from './sms';
import type {
  Account,
  AIProtocol,
  AuthorizationCode,
  AuthorizeService,
  LogOffEligibility,
  LoginProtectInfo,
  PasswordStatus,
  RemoteLoginNotice,
  ThirdPlatformBinding,
} from '../../../shared/domain/account';
import type { Page } from '../../../shared/payloads/page';
import type {
  BindAuth,
  UserNameAvailability,
  ValidCodeCheck,
  WxTwoFactorLink,
} from '../../../shared/payloads/account';
import {
  addCode,
  AUTHORIZE_CODE_TTL_DAYS,
  DAY_MS,
  drawCode,
  MAX_PWD_EXPIRY_DAYS,
  MOBILE_CHECK_WINDOW_MS,
  nextId,
  THIRD_PLATFORM_TYPES,
  WX_LINK_TTL_MS,
} from '../store/security/records';
import {
  accountView,
  codesOf,
  codeStatus,
  codeView,
  hasValidCode,
  loginProtectView,
  passwordStatus,
  securityOf,
} from '../store/security/views';
import {
  changeMobile,
  creatorCorps,
  loginTaken,
  removeAccount,
} from '../store/security/account-changes';
import { SAMPLE_USER_ID } from '../store/samples';

/*
 * Samples of code-confirmed calls first do what the earlier step would have done (a code sent, a
 * check passed), so each is valid on its own; password samples are encrypted as the client does.
 */

/** Starts with a letter, so a user name is never taken for a mobile or an e-mail address. */
const USER_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]*$/;
const userNameInput = () => v.string({ min: 4, max: 30, pattern: USER_NAME_PATTERN });
const realNameInput = () => v.string({ max: 50 });
/** RSA-OAEP ciphertext in base64 (344 characters for the sandbox's 2048-bit key). */
const cipherInput = () => v.string({ max: 1024 });
/** security 1: the password is encoded (spec section 3); the sandbox takes nothing else. */
const securityInput = () => v.oneOf([1]);

const SAMPLE_NEW_PASSWORD = 'Sandbox@2027';
const WX_LINK_BASE = 'https://wx.example.com/two-factor';

function sampleAccount(state: SandboxState): AccountRecord | undefined {
  return state.accounts.get(SAMPLE_USER_ID);
}

function sampleCode(state: SandboxState): string {
  return primeCode(state, sampleAccount(state)?.mobile ?? '');
}

/** The plain password, or the fail shape when it is not ciphertext for the sandbox's key. */
async function openPassword(state: SandboxState, cipher: string): Promise<string> {
  const plain = await decryptText(state.keys, cipher);
  if (plain === undefined)
    throw new SandboxFail(FAIL, 'The password is not encrypted with the public key.');
  return plain;
}

/** The account's name fields, and its member records in every corp with them. */
function rename(state: SandboxState, account: AccountRecord, realName?: string, userName?: string) {
  if (realName !== undefined) account.realName = realName;
  if (userName !== undefined) account.userName = userName;
  for (const org of state.orgs.values()) {
    const member = org.members.get(account.userId);
    if (!member) continue;
    member.realName = account.realName;
    member.userName = account.userName;
  }
}

function setEmail(state: SandboxState, account: AccountRecord, email: string) {
  account.email = email;
  for (const org of state.orgs.values()) {
    const member = org.members.get(account.userId);
    if (member) member.email = email;
  }
}

function ownCode(state: SandboxState, userId: string, codeId: string) {
  const code = state.security.codes.get(codeId);
  return found(code?.userId === userId ? code : undefined, `Authorization code ${codeId}`);
}

function authorizeService(state: SandboxState, serviceId: string) {
  return found(
    state.security.authorizeServices.find((service) => service.serviceId === serviceId),
    `Service ${serviceId}`,
  );
}

export const accountRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: 'service/user/account',
    handle: ({ state, account, org }): Account => accountView(state, account, org),
  }),
  route({
    method: 'POST',
    path: 'service/user/account',
    input: v.object({
      realName: v.optional(realNameInput()),
      userName: v.optional(userNameInput()),
    }),
    handle: ({ state, account, org, input }): Account => {
      if (input.userName && loginTaken(state, input.userName, account.userId))
        throw new SandboxFail(FAIL, 'This user name is taken.');
      rename(state, account, input.realName, input.userName);
      return accountView(state, account, org);
    },
    sample: (state) => ({ realName: sampleAccount(state)?.realName }),
  }),
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
    method: 'POST',
    path: 'service/user/protocol',
    handle: ({ state, account }) => {
      securityOf(state, account.userId).protocolAgreed = true;
      return null;
    },
  }),
  route({
    method: 'POST',
    path: 'service/user/updateMobileCheck',
    input: v.object({ vCode: vCodeInput() }),
    handle: ({ state, account, input }) => {
      verifyCode(state.sms, state.clock, account.mobile, input.vCode);
      securityOf(state, account.userId).mobileCheckedAt = state.clock.now();
      return null;
    },
    sample: (state) => ({ vCode: sampleCode(state) }),
  }),
  route({
    method: 'POST',
    path: 'service/user/updateMobile',
    input: v.object({ mobile: mobileInput(), vCode: vCodeInput() }),
    handle: ({ state, account, org, input }): Account => {
      const security = securityOf(state, account.userId);
      const checkedAt = security.mobileCheckedAt;
      if (checkedAt === undefined || state.clock.now() - checkedAt > MOBILE_CHECK_WINDOW_MS)
        throw new SandboxFail(FAIL, 'Confirm your current mobile first.');
      if (input.mobile === account.mobile)
        throw new SandboxFail(FAIL, 'This is already your mobile.');
      if (loginTaken(state, input.mobile, account.userId))
        throw new SandboxFail(FAIL, 'This mobile is used by another account.');
      verifyCode(state.sms, state.clock, input.mobile, input.vCode);
      changeMobile(state, account, input.mobile);
      security.mobileCheckedAt = undefined;
      return accountView(state, account, org);
    },
    sample: (state) => {
      securityOf(state, SAMPLE_USER_ID).mobileCheckedAt = state.clock.now();
      return { mobile: SAMPLE_NEW_MOBILE, vCode: primeCode(state, SAMPLE_NEW_MOBILE) };
    },
  }),
  route({
    method: 'POST',
    path: 'service/user/updateLocalPwd',
    input: v.object({ vCode: vCodeInput(), password: cipherInput(), security: securityInput() }),
    handle: async ({ state, account, input }) => {
      const plain = await openPassword(state, input.password);
      if (plain !== plain.trim() || passwordRule(plain))
        throw new SandboxFail(
          FAIL,
          'The password must be 8 to 18 characters with a letter, a digit and a special character, and no spaces.',
        );
      if (await checkPassword(plain, account.password))
        throw new SandboxFail(FAIL, 'The new password must differ from the current one.');
      verifyCode(state.sms, state.clock, account.mobile, input.vCode);
      account.password = await hashPassword(plain);
      const security = securityOf(state, account.userId);
      security.pwdChangedAt = state.clock.now();
      security.pwdTipDismissed = false;
      return null;
    },
    sample: async (state) => ({
      vCode: sampleCode(state),
      password: await encryptText(state.keys.publicKey, SAMPLE_NEW_PASSWORD),
      security: 1,
    }),
  }),
  route({
    method: 'POST',
    path: 'service/user/bindLocalEmail',
    input: v.object({ email: emailInput(), vCode: vCodeInput() }),
    handle: ({ state, account, org, input }): Account => {
      if (loginTaken(state, input.email, account.userId))
        throw new SandboxFail(FAIL, 'This e-mail address is used by another account.');
      verifyCode(state.sms, state.clock, input.email, input.vCode);
      setEmail(state, account, input.email);
      return accountView(state, account, org);
    },
    sample: (state) => ({ email: SAMPLE_NEW_EMAIL, vCode: primeCode(state, SAMPLE_NEW_EMAIL) }),
  }),
  route({
    method: 'POST',
    path: 'service/user/checkPwd',
    input: v.object({ password: cipherInput(), security: securityInput() }),
    handle: async ({ state, account, input }) => {
      const plain = await openPassword(state, input.password);
      if (!(await checkPassword(plain, account.password)))
        throw new SandboxFail(FAIL, 'The password is wrong.');
      return null;
    },
    sample: async (state) => ({
      password: await encryptText(state.keys.publicKey, SANDBOX_PASSWORD),
      security: 1,
    }),
  }),
  route({
    method: 'GET',
    path: 'service/user/isOpenLoginProtect',
    handle: ({ state, account }): LoginProtectInfo =>
      loginProtectView(securityOf(state, account.userId)),
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
    method: 'GET',
    path: 'service/user/isCanLogOff',
    handle: ({ state, account }): LogOffEligibility => {
      const corps = creatorCorps(state, account.userId);
      return {
        canLogOff: corps.length === 0,
        creatorCorps: corps.map(({ corp }) => ({ corpId: corp.corpId, corpName: corp.corpName })),
      };
    },
  }),
  route({
    method: 'POST',
    path: 'service/user/logOffLocalUser',
    input: v.object({ vcode: vCodeInput() }),
    handle: ({ state, account, session, input }) => {
      const corps = creatorCorps(state, account.userId);
      if (corps.length)
        throw new SandboxFail(
          FAIL,
          `Hand over the corps you created first: ${corps.map(({ corp }) => corp.corpName).join(', ')}.`,
        );
      verifyCode(state.sms, state.clock, account.mobile, input.vcode);
      removeAccount(state, account.userId);
      return new Reply(null, [['set-cookie', endSession(state, session)]]);
    },
    // u0001 created both corps, so for it this answers the fail shape by design.
    sample: (state) => ({ vcode: sampleCode(state) }),
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
    path: 'service/user/updatePwdTip',
    handle: ({ state, account }) => {
      securityOf(state, account.userId).pwdTipDismissed = true;
      return null;
    },
  }),
  route({
    method: 'POST',
    path: 'service/user/isCheckedPwd',
    handle: ({ state, account }): PasswordStatus =>
      passwordStatus(securityOf(state, account.userId), state.clock.now()),
  }),
  route({
    method: 'POST',
    path: 'service/user/updatePwdTime',
    input: v.object({ day: v.int({ min: 0, max: MAX_PWD_EXPIRY_DAYS }) }),
    handle: ({ state, account, input }): PasswordStatus => {
      const security = securityOf(state, account.userId);
      security.pwdExpireDays = input.day;
      return passwordStatus(security, state.clock.now());
    },
    sample: () => ({ day: 90 }),
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
    method: 'POST',
    path: 'service/user/cancelAIProtocol',
    handle: ({ state, account }): AIProtocol => {
      securityOf(state, account.userId).aiProtocol = false;
      return { agreed: false };
    },
  }),
  route({
    method: 'POST',
    path: 'service/user/getAIProtocol',
    handle: ({ state, account }): AIProtocol => ({
      agreed: securityOf(state, account.userId).aiProtocol,
    }),
  }),
  route({
    method: 'POST',
    path: 'service/user/authorizeCodeListPage',
    input: v.object(paging),
    handle: ({ state, account, input }): Page<AuthorizationCode> => {
      const codes = codesOf(state, account.userId);
      const start = (input.currentPage - 1) * input.pageSize;
      return {
        list: codes.slice(start, start + input.pageSize).map((code) => codeView(state, code)),
        total: codes.length,
        currentPage: input.currentPage,
        pageSize: input.pageSize,
      };
    },
  }),
  route({
    method: 'POST',
    path: 'service/user/generateAuthorizeCode',
    input: v.object({ serviceId: id() }),
    handle: ({ state, account, input }): AuthorizationCode => {
      authorizeService(state, input.serviceId);
      if (hasValidCode(state, account.userId, input.serviceId))
        throw new SandboxFail(FAIL, 'This service already has a valid authorization code.');
      const now = state.clock.now();
      const code = addCode(state.security, {
        userId: account.userId,
        serviceId: input.serviceId,
        code: drawCode(state.rng),
        status: 'valid',
        createdAt: now,
        expiresAt: now + AUTHORIZE_CODE_TTL_DAYS * DAY_MS,
      });
      return codeView(state, code);
    },
    sample: (state) => ({
      serviceId: state.security.authorizeServices.find(
        ({ serviceId }) => !hasValidCode(state, SAMPLE_USER_ID, serviceId),
      )?.serviceId,
    }),
  }),
  route({
    method: 'POST',
    path: 'service/user/authorizeServiceList',
    handle: ({ state, account }): AuthorizeService[] =>
      state.security.authorizeServices.map((service) => ({
        ...service,
        hasValidCode: hasValidCode(state, account.userId, service.serviceId),
      })),
  }),
  route({
    method: 'POST',
    path: 'service/user/updateAuthorizeCode',
    input: v.object({ id: id(), status: v.oneOf(['valid', 'disabled']) }),
    handle: ({ state, account, input }): AuthorizationCode => {
      const code = ownCode(state, account.userId, input.id);
      if (codeStatus(code, state.clock.now()) === 'expired')
        throw new SandboxFail(FAIL, 'This authorization code has expired.');
      if (
        input.status === 'valid' &&
        code.status !== 'valid' &&
        hasValidCode(state, account.userId, code.serviceId)
      )
        throw new SandboxFail(FAIL, 'This service already has a valid authorization code.');
      code.status = input.status;
      return codeView(state, code);
    },
    sample: (state) => {
      const now = state.clock.now();
      const valid = codesOf(state, SAMPLE_USER_ID).find(
        (code) => codeStatus(code, now) === 'valid',
      );
      return { id: valid?.id, status: 'disabled' };
    },
  }),
  route({
    method: 'POST',
    path: 'service/user/isHasValidCode',
    input: v.object({ serviceId: id() }),
    handle: ({ state, account, input }): ValidCodeCheck => {
      authorizeService(state, input.serviceId);
      return { hasValidCode: hasValidCode(state, account.userId, input.serviceId) };
    },
    sample: (state) => ({ serviceId: state.security.authorizeServices[0]?.serviceId }),
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
    path: 'service/user/checkUserName',
    input: v.object({ name: userNameInput(), userId: id() }),
    handle: ({ state, input }): UserNameAvailability => {
      found(state.accounts.get(input.userId), `Account ${input.userId}`);
      return { available: !loginTaken(state, input.name, input.userId) };
    },
    sample: (state) => ({ name: sampleAccount(state)?.userName, userId: SAMPLE_USER_ID }),
  }),
  route({
    method: 'POST',
    path: 'service/user/wxTwoFactorLink',
    handle: ({ state }): WxTwoFactorLink => ({
      link: `${WX_LINK_BASE}?ticket=${drawCode(state.rng)}`,
      expireTime: new Date(state.clock.now() + WX_LINK_TTL_MS).toISOString(),
    }),
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
