import { LOGIN_VERSION, UNSHOWN_CHECK_PATHS } from '../../../shared/contract';
import { v } from '../input';
import { FAIL, SandboxFail } from '../reply';
import { publicRoute, route, type RouteDef } from '../route';
import { findAccount } from '../store/accounts';
import { decryptField, encryptField } from '../store/crypto';
import type { SandboxState } from '../store/state';
import type { CaptchaRegisterPayload } from '../../../shared/domain/captcha';
import type {
  Advertisement,
  AdvertisementVisibility,
  DecryptedValue,
  EvnInfo,
  GrayAccount,
  SystemParameters,
  V5WhiteList,
} from '../../../shared/payloads/system';
import { LOCALES } from '../../../shared/locales';
import { advertisementIn, BANNER_FALLBACK_LOCALE } from '../store/sign-in/banners';
import { loginInfo } from '../store/sign-in/login';
import {
  QUESTIONNAIRE_URL,
  RECOMMEND_SLOTS,
  SANDBOX_GEETEST_ID,
  SANDBOX_RUN_ENVI,
} from '../store/sign-in/seed';
import { randomToken } from '../store/crypto';

/** Reverses an "Encry" field (mobileEncry, userNameEncry, loginAccountEncry, …). */
function reveal(value: string): DecryptedValue {
  const plain = decryptField(value);
  if (plain === undefined) throw new SandboxFail(FAIL, 'This value cannot be decrypted.');
  return { value: plain };
}

function sampleEncrypted(state: SandboxState) {
  return { value: encryptField(state.accounts.get('u0001')!.mobile) };
}

const encrypted = v.object({ value: v.string({ max: 2000 }) });

export const systemRoutes: RouteDef[] = [
  publicRoute({
    method: 'GET',
    path: 'sso/system/parameter',
    handle: ({ state, session }): SystemParameters => {
      const account = session ? state.accounts.get(session.userId) : undefined;
      return {
        publicKey: state.keys.publicKey,
        loginVersion: { ...LOGIN_VERSION },
        runEnvi: SANDBOX_RUN_ENVI,
        showRefer: true,
        isShowJdyPic: true,
        questionnaireUrl: QUESTIONNAIRE_URL,
        loginInfo: session && account ? loginInfo(state, account, session.corpId) : null,
      };
    },
  }),
  publicRoute({
    method: 'GET',
    path: 'sso/captcha/register',
    handle: ({ state }): CaptchaRegisterPayload => {
      const challenge = randomToken('gc');
      const sessionId = randomToken('gs');
      state.signIn.geetest.set(challenge, { sessionId, used: false });
      return {
        sessionId,
        gt: SANDBOX_GEETEST_ID,
        challenge,
        new_captcha: true,
      };
    },
  }),
  route({
    method: 'POST',
    path: 'service/desensitize/decrypt',
    input: encrypted,
    handle: ({ input }) => reveal(input.value),
    sample: sampleEncrypted,
  }),
  publicRoute({
    method: 'POST',
    path: 'service/evn/getinfo',
    handle: (): EvnInfo => ({ runEnvi: SANDBOX_RUN_ENVI }),
  }),
  route({
    method: 'GET',
    path: 'service/advertisement/recommend',
    input: v.object({ slot: v.oneOf(RECOMMEND_SLOTS), lang: v.optional(v.oneOf(LOCALES)) }),
    handle: ({ state, input }): Advertisement[] =>
      (state.signIn.recommendations.get(input.slot) ?? []).map((ad) =>
        advertisementIn(ad, input.lang ?? BANNER_FALLBACK_LOCALE),
      ),
    sample: () => ({ slot: RECOMMEND_SLOTS[0], lang: 'en_US' }),
  }),
  route({
    method: 'GET',
    path: UNSHOWN_CHECK_PATHS.advertisementVisibility,
    handle: ({ state, session }): AdvertisementVisibility => ({
      show: !state.signIn.advertisementsHidden.has(session.userId),
    }),
  }),
  route({
    method: 'POST',
    path: 'extension/system/decrypt',
    input: encrypted,
    handle: ({ input }) => reveal(input.value),
    sample: sampleEncrypted,
  }),
  route({
    method: 'GET',
    path: 'extension/common/v5WhiteList',
    handle: ({ state, account }): V5WhiteList => ({
      inWhiteList: state.signIn.v5WhiteList.has(account.userId),
    }),
  }),
  publicRoute({
    method: 'POST',
    path: 'extension/gray/isGrayAccount',
    input: v.object({ account: v.string({ max: 200 }) }),
    handle: ({ state, input }): GrayAccount => {
      const login = input.account.startsWith('enc.') ? decryptField(input.account) : input.account;
      const account = login ? findAccount(state.accounts, login) : undefined;
      return { gray: account !== undefined && state.signIn.grayUserIds.has(account.userId) };
    },
    sample: () => ({ account: '13800138000' }),
  }),
];
