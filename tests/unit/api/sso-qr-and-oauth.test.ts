import { describe, expect, it } from 'vitest';
import { QR_STATE } from '../../../shared/contract';
import { encodePassword } from '../../../workbench/api/encrypt';
import { getOauthToken, getTokenByService, registerCorpToken } from '../../../workbench/api/oauth';
import {
  oauth2Authorize,
  oauth2CodeLogin,
  oauth2Register,
  scanLogin,
  sendOauth2VCode,
} from '../../../workbench/api/sso';
import { sandbox } from '../../../workbench/sandbox';
import { setupSandbox, signInAs } from '../helpers/sandbox';
import type { QrScan } from '../../../shared/payloads/sso';
import { CODE, login, rejection, success, jsonp, setQr } from './sso-support';

setupSandbox();

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
