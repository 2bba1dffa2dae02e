import { describe, expect, it } from 'vitest';
import { QR_STATE } from '../../../shared/contract';
import { encodePassword, encryptForServer } from '../../../workbench/api/encrypt';
import {
  accountLogin,
  checkTotpScan,
  demoteLogin,
  generateImageCaptcha,
  getTrustDeviceCount,
  getWechatTwoFactorLink,
  secondVerify,
  sendDemoteSms,
  sendTwoFactorSms,
  sendTwoFactorVerifyEmail,
  sendVCodeLoginSms,
  vCodeLogin,
  verifyImageCaptcha,
  verifyImageCaptchaClicks,
  verifyTotp,
} from '../../../workbench/api/sso';
import { getCaptchaRegister } from '../../../workbench/api/system';
import { decryptField, sandbox } from '../../../workbench/sandbox';
import { ORIGIN, setupSandbox } from '../helpers/sandbox';
import { SESSION_COOKIE } from '../../../shared/cookies';
import type { EncryptedAccountData, TwoFactorData } from '../../../shared/payloads/sso';
import {
  PASSWORD,
  CODE,
  login,
  rejection,
  sessionsOf,
  adoptSession,
  success,
  centres,
  setQr,
} from './sso-support';

const { effects } = setupSandbox();

describe('password sign-in', () => {
  it('signs in by mobile with the encrypted password and starts a session', async () => {
    const info = success(await login('13800138000'));
    expect(info).toMatchObject({ type: 0, loginAccount: '138****8000' });
    expect(decryptField(info.loginAccountEncry)).toBe('13800138000');
    expect(info.corpInfo.corpId).toBe('1001');
    expect(await sessionsOf('u0001')).toHaveLength(1);
  });

  it('answers the session cookie with the login info', async () => {
    const response = await fetch(`${ORIGIN}/workbench/api/sso/login/accountLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ajax_flag: '1' },
      body: JSON.stringify({
        account: 'lina',
        password: await encodePassword(PASSWORD),
        loginType: 1,
      }),
    });
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=\\w+`));
    expect(await response.json()).toMatchObject({ errcode: '0', data: { type: 0 } });
  });

  it('signs a user-name account in by user name only', async () => {
    const info = success(await login('user0012', 1));
    expect(info).toMatchObject({ type: 1, loginAccount: 'user0012' });
    const byMobileType = await rejection(login('user0012', 0));
    expect(byMobileType.code).toBe('-1');
  });

  it('refuses a password sent in clear', async () => {
    const error = await rejection(
      accountLogin({ account: '13800138000', password: PASSWORD, loginType: 0 }),
    );
    expect(error.code).toBe('-1');
    expect(await sessionsOf('u0001')).toHaveLength(0);
  });

  it('answers bad input with the fail shape', async () => {
    const error = await rejection(
      accountLogin({ account: '', password: await encodePassword(PASSWORD), loginType: 0 }),
    );
    expect(error.code).toBe('-1');
    expect(effects.toasts).toEqual(['account: is required']);
  });

  it('needs a captcha after three wrong passwords, until an image captcha is verified', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const error = await rejection(login('13900139000', 0, 'Wrong@2026'));
      expect(error.message).toBe('The account or password is wrong.');
    }
    const held = await login('13900139000');
    expect(held).toMatchObject({ kind: 'captchaNeeded', code: '5002012019' });

    const target = { imgtest_contact: '13900139000', imgtest_sessionId: 's1' };
    const wrongChallenge = await generateImageCaptcha(target);
    const wrongClicks = centres(wrongChallenge).map(({ x, y }) => ({ x: x + 25, y }));
    expect(
      await verifyImageCaptchaClicks(
        { req_id: wrongChallenge.req_id, clicks: wrongClicks },
        target,
      ),
    ).toEqual({ is_valid: false });
    expect(await login('13900139000')).toMatchObject({ kind: 'captchaNeeded' });

    const challenge = await generateImageCaptcha(target);
    expect([3, 4]).toContain(challenge.length);
    expect(challenge.tip.split(' ')).toHaveLength(challenge.length);
    const clicks = centres(challenge).map(({ x, y }) => ({ x: x + 5, y: y - 5 }));
    expect(await verifyImageCaptchaClicks({ req_id: challenge.req_id, clicks }, target)).toEqual({
      is_valid: true,
    });
    expect(success(await login('13900139000')).loginAccount).toBe('139****9000');
  });

  it('verifies a challenge once, for its own contact and session', async () => {
    const target = { imgtest_contact: '13800138000', imgtest_sessionId: 's1' };
    const challenge = await generateImageCaptcha(target);
    const clicks = centres(challenge);
    const elsewhere = { imgtest_contact: '13800138000', imgtest_sessionId: 's2' };
    const stolen = await rejection(
      verifyImageCaptchaClicks({ req_id: challenge.req_id, clicks }, elsewhere),
    );
    expect(stolen.message).toBe('This captcha has ended. Refresh it.');
    expect(await verifyImageCaptchaClicks({ req_id: challenge.req_id, clicks }, target)).toEqual({
      is_valid: true,
    });
    await rejection(verifyImageCaptchaClicks({ req_id: challenge.req_id, clicks }, target));
  });

  it('refuses a captcha answer that is not encrypted JSON', async () => {
    const notJson = await encryptForServer('clicks');
    const error = await rejection(
      verifyImageCaptcha({
        imgtest_captcha: notJson,
        imgtest_contact: 'a',
        imgtest_sessionId: 'b',
      }),
    );
    expect(error.message).toBe('The captcha answer could not be read.');
  });

  it('lifts the captcha with a solved geetest captcha', async () => {
    for (let attempt = 0; attempt < 3; attempt++)
      await rejection(login('13800138000', 0, 'Wrong@2026'));
    const { challenge } = await getCaptchaRegister();
    const password = await encodePassword(PASSWORD);
    const base = { account: '13800138000', password, loginType: 0 as const };
    const fake = await accountLogin({
      ...base,
      geetest_challenge: 'made-up',
      geetest_seccode: 'x',
      geetest_validate: 'y',
    });
    expect(fake.kind).toBe('captchaNeeded');
    const solved = await accountLogin({
      ...base,
      geetest_challenge: challenge,
      geetest_seccode: 'seccode',
      geetest_validate: 'validate',
    });
    expect(solved.kind).toBe('success');
  });
});

describe('accounts that answer a login code on the right password', () => {
  it.each([
    ['13700000014', 0, 'resetPassword', '5002012201'],
    ['user0004', 1, 'registerCloudAccount', '5002012202'],
    ['13700000028', 0, 'twoFactor', '5002012901'],
    ['13700000035', 0, 'twoFactor', '5002012904'],
    ['13700000042', 0, 'twoFactor', '5002012905'],
    ['13700000049', 0, 'changePassword', '5002012902'],
    ['13700000056', 0, 'passwordExpired', '5002012047'],
    ['13700000063', 0, 'downgrade', '5002012903'],
    ['13700000070', 0, 'loginProtectTimeout', '5002012051'],
  ] as const)('%s answers %s (%s)', async (account, loginType, kind, code) => {
    const outcome = await login(account, loginType);
    expect(outcome).toMatchObject({ kind, code });
  });

  it('gives the two-factor route its mfa and tipType', async () => {
    const outcome = await login('13700000035');
    const data = outcome.kind === 'twoFactor' ? (outcome.data as TwoFactorData) : undefined;
    expect(data).toMatchObject({ tipType: 0, factor: 'email' });
    expect(data?.mfa).toMatch(/^enc\./);
  });

  it('gives the downgrade and register routes the encrypted account', async () => {
    const downgrade = await login('13700000063');
    expect(decryptField((downgrade.data as EncryptedAccountData).account)).toBe('13700000063');
    const register = await login('user0004', 1);
    expect(decryptField((register.data as EncryptedAccountData).account)).toBe('user0004');
  });

  it('signs in all the same on a login-protection timeout, with the dialog raised', async () => {
    const outcome = await login('13700000070');
    if (outcome.kind !== 'loginProtectTimeout') throw new Error(outcome.kind);
    expect(await outcome.choice).toBe('confirm');
    expect(effects.notices).toEqual([
      {
        kind: 'loginNotice',
        login: 'loginProtectTimeout',
        serverText: 'Login protection has not been set for a long time.',
      },
    ]);
    expect(outcome.data).toMatchObject({ type: 0, loginAccount: '137****0070' });
    expect(await sessionsOf('u0011')).toHaveLength(1);
  });
});

describe('two-factor sign-in', () => {
  async function mfaOf(account: string) {
    const outcome = await login(account);
    return (outcome.data as TwoFactorData).mfa;
  }

  it('verifies the SMS code and may trust the device', async () => {
    const mfa = await mfaOf('13700000028');
    const unsent = await rejection(secondVerify({ mfa, vCode: CODE }));
    expect(unsent.message).toBe('Send a verification code first.');
    expect(await sendTwoFactorSms({ mfa })).toEqual({ to: '137****0028', waitSeconds: 60 });
    await rejection(secondVerify({ mfa, vCode: '000000' }));
    const info = success(await secondVerify({ mfa, vCode: CODE, trustDevice: true }));
    expect(info.loginAccount).toBe('137****0028');
    await adoptSession('u0005');
    const trusted = (await sandbox.state()).devices.trusted.get('u0005')!;
    expect(await getTrustDeviceCount()).toEqual({ count: trusted.length });
    expect(trusted.at(-1)).toMatchObject({ type: 1, deviceName: 'Web browser' });
    const used = await rejection(secondVerify({ mfa, vCode: CODE }));
    expect(used.message).toBe('This verification has ended. Sign in again.');
  });

  it('verifies a code sent by e-mail', async () => {
    const mfa = await mfaOf('13700000035');
    expect(await sendTwoFactorVerifyEmail({ mfa })).toEqual({
      to: 'u***@example.com',
      waitSeconds: 60,
    });
    expect((await secondVerify({ mfa, vCode: CODE })).kind).toBe('success');
  });

  it('verifies through WeChat once the link was scanned', async () => {
    const mfa = await mfaOf('13700000042');
    const { wbCode, link } = await getWechatTwoFactorLink({ mfa });
    expect(link).toContain(wbCode);
    expect(await checkTotpScan({ wbCode })).toEqual({ scanned: false });
    expect((await setQr({ loginCode: wbCode, state: QR_STATE.scanned })).errcode).toBe('0');
    expect(await checkTotpScan({ wbCode })).toEqual({ scanned: true });
    await rejection(verifyTotp({ wbCode, wxCode: '111111' }));
    expect(success(await verifyTotp({ wbCode, wxCode: CODE })).loginAccount).toBe('137****0042');
  });
});

describe('SMS and downgrade sign-in', () => {
  it('sends a code once a minute and signs in with it', async () => {
    expect(await sendVCodeLoginSms({ mobile: '13900139000' })).toEqual({
      to: '139****9000',
      waitSeconds: 60,
    });
    const again = await rejection(sendVCodeLoginSms({ mobile: '13900139000' }));
    expect(again.message).toMatch(/^Please wait \d+ s/);
    await rejection(vCodeLogin({ mobile: '13900139000', vCode: '123456' }));
    expect(success(await vCodeLogin({ mobile: '13900139000', vCode: CODE })).type).toBe(0);
    expect(await sessionsOf('u0002')).toHaveLength(1);
  });

  it('refuses a mobile no account uses, and one that is not a mobile', async () => {
    expect((await rejection(sendVCodeLoginSms({ mobile: '13611112222' }))).message).toBe(
      'No account uses this mobile.',
    );
    expect((await rejection(sendVCodeLoginSms({ mobile: '12345' }))).code).toBe('-1');
  });

  it('signs a downgraded account in through the downgrade SMS', async () => {
    const { account } = (await login('13700000063')).data as EncryptedAccountData;
    await sendDemoteSms({ account });
    expect(success(await demoteLogin({ account, vCode: CODE })).loginAccount).toBe('137****0063');
  });
});
