import { describe, expect, it } from 'vitest';
import { encodePassword } from '../../../workbench/api/encrypt';
import { oauth2CodeLogin, oauth2Register, sendOauth2VCode } from '../../../workbench/api/sso';
import { sandbox } from '../../../workbench/sandbox';
import { ORIGIN, setupSandbox } from '../helpers/sandbox';
import { CODE, PASSWORD, rejection, success } from '../api/sso-support';

setupSandbox();

const CLIENT = 'sandbox-client';
const BACK = `${ORIGIN}/workbench/web/index.html?redirectUrl=x#/login`;

/** The cloud's stand-in sign-in as a new identity: where it sends the browser back to. */
async function newIdentityReturn(back = BACK): Promise<URL> {
  const response = await sandbox.handle(
    new Request(
      `${ORIGIN}/workbench/api/__sandbox/pages/cloud-sign-in/new-identity?return=${encodeURIComponent(back)}`,
    ),
    {},
  );
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

async function register(mobile: string, jdyTicket?: string) {
  await sendOauth2VCode({ mobile, type: 3 });
  return oauth2Register({
    mobile,
    vCode: CODE,
    password: await encodePassword(PASSWORD),
    clientId: CLIENT,
    ...(jdyTicket === undefined ? {} : { jdyTicket }),
  });
}

describe('a cloud identity with no account (docs/decisions/0032)', () => {
  it('should come back with a fresh ticket, keeping the return address and its query', async () => {
    const first = await newIdentityReturn();
    const second = await newIdentityReturn();
    expect(first.pathname).toBe('/workbench/web/index.html');
    expect(first.hash).toBe('#/login');
    expect(first.searchParams.get('redirectUrl')).toBe('x');
    expect(first.searchParams.get('clientId')).toBe(CLIENT);
    expect(first.searchParams.get('jdyTicket')).not.toBe(second.searchParams.get('jdyTicket'));
  });

  it('should not send the browser to another origin', async () => {
    const back = await newIdentityReturn('https://evil.example/steal');
    expect(back.origin).toBe(ORIGIN);
    expect(back.hash).toBe('#/login');
  });

  it('should ask it to register (5002012202 with no account), then sign the new account in by the same ticket', async () => {
    const jdyTicket = (await newIdentityReturn()).searchParams.get('jdyTicket')!;
    const asked = await oauth2CodeLogin({ jdyTicket, clientId: CLIENT }, { exempt: true });
    expect(asked.kind).toBe('registerCloudAccount');
    expect(asked.data).toEqual({ account: '' });

    const { loginAccount } = await register('13611113333', jdyTicket);
    const info = success(await oauth2CodeLogin({ jdyTicket, clientId: CLIENT }));
    expect(info.loginAccount).toBe(loginAccount);
    expect(info.corpInfo.corpName).toContain('的个人账套');
  });

  it('should refuse a ticket that already has an account, and register nothing', async () => {
    const error = await rejection(register('13611114444', 'SANDBOX-TICKET'));
    expect(error.message).toBe('The ticket is not valid.');
    const state = await sandbox.state();
    expect([...state.accounts.values()].some((account) => account.mobile === '13611114444')).toBe(
      false,
    );
  });

  it('should still register without a ticket', async () => {
    expect(await register('13611115555')).toMatchObject({ loginAccount: '136****5555' });
  });
});
