import { describe, expect, it } from 'vitest';
import { LOGIN_VERSION } from '../../../shared/contract';
import { ApiError } from '../../../workbench/api/errors/api-error';
import {
  desensitizeDecrypt,
  getCaptchaRegister,
  getEvnInfo,
  getRecommendations,
  getSystemParameter,
  getV5WhiteList,
  isGrayAccount,
  systemDecrypt,
} from '../../../workbench/api/system';
import { encryptField, sandbox } from '../../../workbench/sandbox';
import { setupSandbox, signInAs } from '../helpers/sandbox';
import type { RecommendSlot } from '../../../shared/payloads/system';

const { effects } = setupSandbox();

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('system parameters', () => {
  it('hands out the public key, the login version, the environment and the flags', async () => {
    const parameters = await getSystemParameter();
    expect(parameters.publicKey).toBe((await sandbox.state()).keys.publicKey);
    const key = await crypto.subtle.importKey(
      'spki',
      Uint8Array.from(atob(parameters.publicKey), (char) => char.charCodeAt(0)),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
    expect(key.type).toBe('public');
    expect(parameters).toMatchObject({
      loginVersion: { version: 20250821, apiVer: 5, gray: true },
      runEnvi: 'dev',
      showRefer: true,
      isShowJdyPic: true,
      loginInfo: null,
    });
    expect(parameters.questionnaireUrl).toMatch(/^https:\/\//);
    expect(parameters.loginVersion).toEqual(LOGIN_VERSION);
  });

  it('carries the login info of the signed-in session', async () => {
    await signInAs('u0002');
    const { loginInfo } = await getSystemParameter();
    expect(loginInfo).toMatchObject({
      type: 0,
      loginAccount: '139****9000',
      loginAccountEncry: encryptField('13900139000'),
      corpInfo: { corpId: '1001' },
    });
  });

  it('answers the environment without a session', async () => {
    expect(await getEvnInfo()).toEqual({ runEnvi: 'dev' });
  });

  it('hands out a geetest captcha payload', async () => {
    const payload = await getCaptchaRegister();
    expect(payload).toMatchObject({ gt: 'sandbox-geetest', new_captcha: true });
    expect(payload.sessionId).not.toBe('');
    expect(payload.challenge).not.toBe((await getCaptchaRegister()).challenge);
  });
});

describe('recommendations', () => {
  it.each([
    ['workbench_tuijian_header', 1],
    ['workbench_tuijian_banner', 2],
    ['workbench_questionnaire_banner', 1],
  ] as const)('fills the slot %s', async (slot, count) => {
    await signInAs();
    const ads = await getRecommendations({ slot });
    expect(ads).toHaveLength(count);
    for (const ad of ads) expect(ad.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it.each([
    ['zh_CN', '进销存 限时试用', 'zh-CN'],
    ['zh_TW', '進銷存 限時試用', 'zh-TW'],
    ['en_US', 'Inventory and sales: try it free', 'en-US'],
    ['id_ID', 'Persediaan dan penjualan: coba gratis', 'id-ID'],
    ['vi_VN', 'Kho và bán hàng: dùng thử miễn phí', 'vi-VN'],
    ['th_TH', 'คลังสินค้าและการขาย: ทดลองใช้ฟรี', 'th-TH'],
  ] as const)(
    'answers the banners in %s, the picture in the same words',
    async (lang, title, tag) => {
      await signInAs();
      const [first] = await getRecommendations({ slot: 'workbench_tuijian_banner', lang });
      expect(first?.title).toBe(title);
      const svg = new TextDecoder().decode(
        Uint8Array.from(atob(first!.imageUrl.split(',')[1]!), (char) => char.charCodeAt(0)),
      );
      expect(svg).toContain(`lang="${tag}"`);
      expect(svg).toContain(`>${title}</text>`);
    },
  );

  it('answers in Simplified Chinese when no language is asked for', async () => {
    await signInAs();
    const [first] = await getRecommendations({ slot: 'workbench_tuijian_banner' });
    expect(first?.title).toBe('进销存 限时试用');
  });

  it('refuses a language that is not one of the six', async () => {
    await signInAs();
    const error = await rejection(
      getRecommendations({ slot: 'workbench_tuijian_banner', lang: 'fr_FR' as 'en_US' }),
    );
    expect(error.code).toBe('-1');
  });

  it('links the questionnaire banner to the questionnaire', async () => {
    await signInAs();
    const [banner] = await getRecommendations({ slot: 'workbench_questionnaire_banner' });
    expect(banner?.linkUrl).toBe((await getSystemParameter()).questionnaireUrl);
  });

  it('refuses a slot that is not one of the three', async () => {
    await signInAs();
    const error = await rejection(getRecommendations({ slot: 'sidebar' as RecommendSlot }));
    expect(error.code).toBe('-1');
    expect(effects.toasts[0]).toMatch(/^slot: must be one of workbench_tuijian_header/);
  });

  it('needs a session', async () => {
    const error = await rejection(getRecommendations({ slot: 'workbench_tuijian_header' }));
    expect(error.status).toBe(401);
  });
});

describe('decrypting Encry fields', () => {
  it.each([
    ['service/desensitize/decrypt', desensitizeDecrypt],
    ['extension/system/decrypt', systemDecrypt],
  ] as const)('%s reverses the field and refuses anything else', async (_path, decrypt) => {
    await signInAs();
    expect(await decrypt({ value: encryptField('13700000014') })).toEqual({
      value: '13700000014',
    });
    const error = await rejection(decrypt({ value: '13700000014' }));
    expect(error.message).toBe('This value cannot be decrypted.');
  });

  it('reveals nothing without a session', async () => {
    const error = await rejection(desensitizeDecrypt({ value: encryptField('13800138000') }));
    expect(error.status).toBe(401);
  });
});

describe('white and gray lists', () => {
  it('tells whether the signed-in account is on the v5 white list', async () => {
    await signInAs('u0002');
    expect(await getV5WhiteList()).toEqual({ inWhiteList: true });
    await signInAs('u0003');
    expect(await getV5WhiteList()).toEqual({ inWhiteList: false });
  });

  it('tells whether an account is in the gray release, by any login name', async () => {
    expect(await isGrayAccount({ account: '13800138000' })).toEqual({ gray: true });
    expect(await isGrayAccount({ account: 'zhangwei' })).toEqual({ gray: true });
    expect(await isGrayAccount({ account: encryptField('13800138000') })).toEqual({ gray: true });
    expect(await isGrayAccount({ account: 'lina' })).toEqual({ gray: false });
    expect(await isGrayAccount({ account: 'nobody' })).toEqual({ gray: false });
    expect((await rejection(isGrayAccount({ account: '' }))).code).toBe('-1');
  });
});
