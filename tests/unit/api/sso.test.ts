import { describe, expect, it } from 'vitest';

import { QR_STATE } from '../../../shared/contract';
import { encodePassword, encryptForServer } from '../../../workbench/api/encrypt';
import type { LoginOutcome } from '../../../workbench/api/endpoint';
import { ApiError } from '../../../workbench/api/errors/api-error';
import { getOauthToken, getTokenByService, registerCorpToken } from '../../../workbench/api/oauth';
import {
  accountLogin,
  assistantCheckInfo,
  assistantCorpUser,
  assistantCorpUserCheckMobile,
  authorizeCodeCancelAuth,
  authorizeCodeCancelTransfer,
  authorizeCodeLogin,
  authorizeCodeTransfer,
  checkTotpScan,
  demoteLogin,
  forgetPwd,
  forgetPwdNewCheck,
  generateImageCaptcha,
  getAuthorizeCodeTransferList,
  getMobileByCode,
  getTrustDeviceCount,
  getWechatTwoFactorLink,
  improveLoginInfoCreate,
  oauth2Authorize,
  oauth2CodeLogin,
  oauth2Register,
  resetPwd,
  scanLogin,
  secondVerify,
  sendAssistantCorpUserSms,
  sendAuthorizeCodeListSms,
  sendAuthorizeCodeTransferSms,
  sendAuthorizeLoginSms,
  sendDemoteSms,
  sendImproveLoginInfoSms,
  sendOauth2VCode,
  sendResetKdCloudPwdSms,
  sendTwoFactorSms,
  sendTwoFactorVerifyEmail,
  sendVCodeLoginSms,
  vCodeLogin,
  verifyImageCaptcha,
  verifyImageCaptchaClicks,
  verifyTotp,
} from '../../../workbench/api/sso';
import { getCaptchaRegister } from '../../../workbench/api/system';
import { decryptField, encryptField, sandbox } from '../../../workbench/sandbox';
import { ORIGIN, setupSandbox, signInAs } from '../helpers/sandbox';
import { SESSION_COOKIE } from '../../../shared/cookies';
import type { ImageCaptchaChallenge } from '../../../shared/domain/captcha';
import type { EncryptedAccountData, QrScan, TwoFactorData } from '../../../shared/payloads/sso';

const { effects } = setupSandbox();

const PASSWORD = 'Sandbox@2026';
const CODE = '246810';

async function login(account: string, loginType: 0 | 1 = 0, password = PASSWORD) {
  return accountLogin({ account, password: await encodePassword(password), loginType });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

async function sessionsOf(userId: string) {
  const state = await sandbox.state();
  return [...state.sessions.values()].filter((session) => session.userId === userId);
}

/**
 * The sandbox answers a sign-in with Set-Cookie, which msw/node does not carry into jsdom's
 * cookie jar: the test takes the newest session of the account as the browser would.
 */
async function adoptSession(userId: string) {
  const sessions = await sessionsOf(userId);
  const newest = sessions.at(-1);
  if (!newest) throw new Error(`${userId} has no session`);
  document.cookie = `${SESSION_COOKIE}=${newest.id}; Path=/`;
  return newest;
}

function success<T>(outcome: LoginOutcome<T>): T {
  if (outcome.kind !== 'success') throw new Error(`expected success, got ${outcome.kind}`);
  return outcome.data;
}

/** The characters' centres, read from the challenge's SVG, in the order the tip asks for. */
function centres(challenge: ImageCaptchaChallenge) {
  const base64 = challenge.data.replace('data:image/svg+xml;base64,', '');
  const svg = new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
  const glyphs = new Map<string, { x: number; y: number }>();
  for (const match of svg.matchAll(/<text x="(\d+)" y="(\d+)"[^>]*>([^<]+)<\/text>/g))
    glyphs.set(match[3]!, { x: Number(match[1]), y: Number(match[2]) });
  return challenge.tip.split(' ').map((char) => glyphs.get(char)!);
}

async function jsonp(path: string, params: Record<string, string>): Promise<unknown> {
  const query = new URLSearchParams({ ...params, callback: 'cb' });
  const response = await fetch(`${ORIGIN}/workbench/api/${path}?${query.toString()}`);
  expect(response.headers.get('content-type')).toContain('application/javascript');
  const match = /^cb\((.*)\);$/s.exec(await response.text());
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!);
}

/**
 * The QR control route, with its input in the query: the control surface reads a POST body
 * before it passes an unknown __sandbox path on, so a body would arrive already read.
 */
async function setQr(input: { loginCode: string; state: number; userId?: string }) {
  const query = new URLSearchParams({ loginCode: input.loginCode, state: String(input.state) });
  if (input.userId) query.set('userId', input.userId);
  const response = await fetch(`${ORIGIN}/workbench/api/__sandbox/qr?${query.toString()}`, {
    method: 'POST',
  });
  return (await response.json()) as { errcode: string; data: QrScan };
}

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
      headers: { 'content-type': 'application/json' },
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
    ).toBe(false);
    expect(await login('13900139000')).toMatchObject({ kind: 'captchaNeeded' });

    const challenge = await generateImageCaptcha(target);
    expect([3, 4]).toContain(challenge.length);
    expect(challenge.tip.split(' ')).toHaveLength(challenge.length);
    const clicks = centres(challenge).map(({ x, y }) => ({ x: x + 5, y: y - 5 }));
    expect(await verifyImageCaptchaClicks({ req_id: challenge.req_id, clicks }, target)).toBe(true);
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
    expect(await verifyImageCaptchaClicks({ req_id: challenge.req_id, clicks }, target)).toBe(true);
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

describe('forget password and reset', () => {
  it('resets the password with the SMS code and lifts the reset gate', async () => {
    const found = await forgetPwd({ account: 'user0003' });
    expect(found).toMatchObject({ mobile: '137****0014', type: 0 });
    await sendResetKdCloudPwdSms({ mobile: found.mobileEncry, type: 2 });
    expect(await forgetPwdNewCheck({ mobile: '13700000014', vCode: CODE })).toEqual({
      valid: true,
    });
    const weak = await rejection(
      resetPwd({
        mobile: '13700000014',
        vCode: CODE,
        password: await encodePassword('short'),
        security: 1,
      }),
    );
    expect(weak.message).toBe('The password does not meet the rule.');
    await resetPwd({
      mobile: '13700000014',
      vCode: CODE,
      password: await encodePassword('New@pass2027'),
      security: 1,
    });
    expect((await rejection(login('13700000014'))).message).toBe(
      'The account or password is wrong.',
    );
    expect((await login('13700000014', 0, 'New@pass2027')).kind).toBe('success');
  });

  it('needs the code before a reset', async () => {
    const error = await rejection(
      resetPwd({
        mobile: '13800138000',
        vCode: CODE,
        password: await encodePassword('New@pass2027'),
        security: 1,
      }),
    );
    expect(error.message).toBe('Send a verification code first.');
    expect((await login('13800138000')).kind).toBe('success');
  });
});

describe('improving a user-name account', () => {
  it('binds a mobile after the register-cloud-account answer, then signs in by it', async () => {
    const { account } = (await login('user0004', 1)).data as EncryptedAccountData;
    const taken = await rejection(sendImproveLoginInfoSms({ account, mobile: '13900139000' }));
    expect(taken.message).toBe('This mobile is already bound to another account.');
    await sendImproveLoginInfoSms({ account, mobile: '13655556666' });
    const info = success(
      await improveLoginInfoCreate({ account, mobile: '13655556666', vCode: CODE }),
    );
    expect(info).toMatchObject({ type: 0, loginAccount: '136****6666' });
    expect((await login('13655556666')).kind).toBe('success');
  });

  it('lets nobody else bind a mobile to an account', async () => {
    const account = encryptField('user0012');
    const error = await rejection(sendImproveLoginInfoSms({ account, mobile: '13655556666' }));
    expect(error.message).toBe('Sign in first.');
  });
});

describe('QR sign-in (JSONP)', () => {
  it('requests a code, follows the phone, and exchanges the scan token once', async () => {
    expect(await jsonp('sso/login/scanRequest', { loginCode: 'qr-1' })).toMatchObject({
      errcode: '0',
      data: { loginCode: 'qr-1', state: QR_STATE.waiting },
    });
    await setQr({ loginCode: 'qr-1', state: QR_STATE.scanned, userId: 'u0002' });
    expect(await jsonp('sso/login/scanGet', { loginCode: 'qr-1' })).toMatchObject({
      data: { state: QR_STATE.scanned },
    });
    await setQr({ loginCode: 'qr-1', state: QR_STATE.confirmed, userId: 'u0002' });
    const answer = (await jsonp('sso/login/scanGet', { loginCode: 'qr-1' })) as { data: QrScan };
    expect(answer.data.state).toBe(QR_STATE.confirmed);
    const scanToken = answer.data.scanToken!;
    expect(success(await scanLogin({ scanToken })).loginAccount).toBe('139****9000');
    await rejection(scanLogin({ scanToken }));
  });

  it('expires a code after two minutes', async () => {
    await jsonp('sso/login/scanRequest', { loginCode: 'qr-2' });
    (await sandbox.state()).clock.advance(2 * 60_000 + 1);
    expect(await jsonp('sso/login/scanGet', { loginCode: 'qr-2' })).toMatchObject({
      data: { state: QR_STATE.expired },
    });
  });

  it('answers an unknown or malformed code with the fail shape', async () => {
    expect(await jsonp('sso/login/scanGet', { loginCode: 'nope' })).toMatchObject({
      errcode: '-1',
    });
    expect(await jsonp('sso/login/scanGet', { loginCode: 'a b' })).toMatchObject({
      errcode: '-1',
    });
    expect((await setQr({ loginCode: 'nope', state: 2 })).errcode).toBe('-1');
  });
});

describe('open auth', () => {
  it('signs in with the seeded ticket for its client only', async () => {
    const info = success(
      await oauth2CodeLogin({ jdyTicket: 'SANDBOX-TICKET', clientId: 'sandbox-client' }),
    );
    expect(info.loginAccount).toBe('138****8000');
    await rejection(oauth2CodeLogin({ jdyTicket: 'SANDBOX-TICKET', clientId: 'other' }));
  });

  it('registers a new mobile, which can then sign in', async () => {
    await sendOauth2VCode({ mobile: '13677778888', type: 3 });
    const registered = await oauth2Register({
      mobile: '13677778888',
      vCode: CODE,
      password: await encodePassword('Reg@2026pass'),
      clientId: 'sandbox-client',
    });
    expect(registered).toEqual({ userId: 'r0001', loginAccount: '136****8888' });
    const info = success(await login('13677778888', 0, 'Reg@2026pass'));
    expect(info.corpInfo.corpType).toBe(2);
    const again = await rejection(
      oauth2Register({
        mobile: '13677778888',
        vCode: CODE,
        password: await encodePassword('Reg@2026pass'),
        clientId: 'sandbox-client',
      }),
    );
    expect(again.message).toBe('This mobile is already registered. Sign in instead.');
  });

  it('authorizes a client, whose code becomes a token once', async () => {
    await signInAs('u0001');
    const { redirectUrl } = await oauth2Authorize({
      clientId: 'sandbox-client',
      redirectUrl: 'https://partner.example.com/cb?x=1',
      state: 'abc',
    });
    const url = new URL(redirectUrl);
    expect(url.searchParams.get('state')).toBe('abc');
    expect(url.searchParams.get('x')).toBe('1');
    const code = url.searchParams.get('code')!;
    const token = await getOauthToken({ clientId: 'sandbox-client', code });
    expect(token).toMatchObject({ tokenType: 'Bearer', expiresIn: 7200, corpId: '1001' });
    await rejection(getOauthToken({ clientId: 'sandbox-client', code }));
  });

  it('refuses a redirect that is not http(s)', async () => {
    await signInAs('u0001');
    const error = await rejection(
      oauth2Authorize({
        clientId: 'sandbox-client',
        redirectUrl: 'javascript:alert(1)',
        state: '',
      }),
    );
    expect(error.message).toBe('redirectUrl must be an http or https address.');
  });

  it('registers a corp for the token', async () => {
    await signInAs('u0001');
    const { redirectUrl } = await oauth2Authorize({
      clientId: 'sandbox-client',
      redirectUrl: 'https://partner.example.com/cb',
      state: 's',
    });
    const code = new URL(redirectUrl).searchParams.get('code')!;
    const token = await registerCorpToken({ clientId: 'sandbox-client', code, corpName: '新公司' });
    const state = await sandbox.state();
    expect(state.orgs.get(token.corpId)?.corp).toMatchObject({ corpName: '新公司', corpType: 1 });
    expect(state.accounts.get('u0001')?.corpIds).toContain(token.corpId);
  });

  it('hands a service on with a one-time ticket', async () => {
    await signInAs('u0002');
    const { token, redirectUrl } = await getTokenByService({
      redirectUrl: 'https://service.example.com/enter',
    });
    expect(new URL(redirectUrl).searchParams.get('jdyTicket')).toBe(token);
    const info = success(await oauth2CodeLogin({ jdyTicket: token, clientId: 'sandbox-client' }));
    expect(info.loginAccount).toBe('139****9000');
    await rejection(oauth2CodeLogin({ jdyTicket: token, clientId: 'sandbox-client' }));
  });
});

describe('authorization codes', () => {
  /** The valid codes of an account (service/user/generateAuthorizeCode's records). */
  async function validCodes(userId: string) {
    const state = await sandbox.state();
    const now = state.clock.now();
    return [...state.security.codes.values()].filter(
      (entry) => entry.userId === userId && entry.status === 'valid' && entry.expiresAt > now,
    );
  }

  it('signs the owner of a code in after an SMS to the owner', async () => {
    const [entry] = await validCodes('u0002');
    expect(await getMobileByCode({ code: entry!.code })).toMatchObject({ mobile: '139****9000' });
    await sendAuthorizeLoginSms({ code: entry!.code });
    const info = success(await authorizeCodeLogin({ code: entry!.code, vCode: CODE }));
    expect(info.loginAccount).toBe('139****9000');
    const [session] = await sessionsOf('u0002');
    expect((await sandbox.state()).signIn.authorizeCodeSessions.has(session!.id)).toBe(true);
  });

  it('refuses a code that is disabled or unknown', async () => {
    const state = await sandbox.state();
    const disabled = [...state.security.codes.values()].find(
      (entry) => entry.status === 'disabled',
    );
    for (const code of [disabled!.code, 'NOPE'])
      expect((await rejection(getMobileByCode({ code }))).message).toBe(
        `Authorization code ${code} is not valid.`,
      );
  });

  it('lists, transfers and cancels the codes of the signed-in owner, behind SMS codes', async () => {
    await signInAs('u0001');
    const codes = await validCodes('u0001');
    expect(codes.length).toBeGreaterThanOrEqual(2);
    await rejection(getAuthorizeCodeTransferList({ vCode: CODE }));
    await sendAuthorizeCodeListSms();
    const list = await getAuthorizeCodeTransferList({ vCode: CODE });
    expect(list.map((item) => item.code).sort()).toEqual(codes.map((entry) => entry.code).sort());
    expect(list.every((item) => item.status === 'valid')).toBe(true);

    const [first, second] = codes;
    (await sandbox.state()).clock.advance(60_000);
    await sendAuthorizeCodeTransferSms();
    const moved = await authorizeCodeTransfer({
      code: first!.code,
      mobile: '13700000014',
      vCode: CODE,
    });
    expect(moved).toMatchObject({ status: 'transferring', transferMobile: '137****0014' });
    expect(await authorizeCodeCancelTransfer({ code: first!.code })).toMatchObject({
      status: 'valid',
      transferMobile: '',
    });
    await authorizeCodeCancelAuth({ code: second!.code });
    expect(second!.status).toBe('disabled');
    await rejection(getMobileByCode({ code: second!.code }));
  });

  it('keeps another account away from the codes', async () => {
    const [entry] = await validCodes('u0001');
    await signInAs('u0002');
    const error = await rejection(authorizeCodeCancelAuth({ code: entry!.code }));
    expect(error.message).toBe(`Authorization code ${entry!.code} is not valid.`);
  });
});

describe('assistant corp user', () => {
  it('adds a registered mobile to the inviting corp and signs it in there', async () => {
    expect(await assistantCheckInfo({ code: 'ASSIST-1001' })).toEqual({
      corpName: '华南示范科技有限公司',
      inviterName: '张伟',
    });
    const mobile = '13611112222';
    const check = () => assistantCorpUserCheckMobile({ code: 'ASSIST-1001', mobile });
    expect(await check()).toEqual({ registered: false, member: false });
    const { clock } = await sandbox.state();
    await sendAssistantCorpUserSms({ code: 'ASSIST-1001', mobile });
    const unregistered = await rejection(
      assistantCorpUser({ code: 'ASSIST-1001', mobile, vCode: CODE }),
    );
    expect(unregistered.message).toBe('Register this mobile first.');

    clock.advance(60_000);
    await sendOauth2VCode({ mobile, type: 3 });
    const { userId } = await oauth2Register({
      mobile,
      vCode: CODE,
      password: await encodePassword(PASSWORD),
      clientId: 'sandbox-client',
    });
    expect(await check()).toEqual({ registered: true, member: false });
    clock.advance(60_000);
    await sendAssistantCorpUserSms({ code: 'ASSIST-1001', mobile });
    const info = success(await assistantCorpUser({ code: 'ASSIST-1001', mobile, vCode: CODE }));
    expect(info.corpInfo.corpId).toBe('1001');
    expect(await check()).toEqual({ registered: true, member: true });
    const state = await sandbox.state();
    expect(state.orgs.get('1001')!.members.get(userId)?.deptIds).toEqual(['-1002']);
  });

  it('answers an unknown invitation with the fail shape', async () => {
    const error = await rejection(assistantCheckInfo({ code: 'NOPE' }));
    expect(error.message).toBe('Invitation NOPE not found');
  });
});

describe('calls that need a session', () => {
  it('answers 401 without one', async () => {
    expect((await rejection(getTrustDeviceCount())).status).toBe(401);
    expect((await rejection(sendAuthorizeCodeListSms())).status).toBe(401);
  });
});
