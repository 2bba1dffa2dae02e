import { describe, expect, it } from 'vitest';
import { CERT_STATUS } from '../../../shared/contract';
import { parseScenarioHeader } from '../../../workbench/sandbox/scenario';
import { sandbox } from '../../../workbench/sandbox/sandbox';
import { passwordStatus, securityOf } from '../../../workbench/sandbox/store/security/views';
import { ORIGIN, setupSandbox, signInAs } from '../helpers/sandbox';

setupSandbox();

interface Body {
  errcode: string;
  description?: string;
  data?: unknown;
}

async function send(path: string, init: RequestInit = {}) {
  const response = await fetch(`${ORIGIN}/workbench/api/${path}`, {
    credentials: 'include',
    ...init,
    // As the client sends its calls: JSON with ajax_flag (the sandbox refuses a write without).
    headers: { 'content-type': 'application/json', ajax_flag: '1', ...init.headers },
  });
  const text = await response.text();
  return { status: response.status, text, body: () => JSON.parse(text) as Body };
}

const post = (path: string, body: unknown) =>
  send(path, { method: 'POST', body: JSON.stringify(body) });

describe('the scenario header', () => {
  it('reads rules separated by semicolons and ignores what it cannot read', () => {
    expect(
      parseScenarioHeader(
        'service/corp/current errcode=5001022900; * delay=300;x bogus; * status=9',
      ),
    ).toEqual([
      { path: 'service/corp/current', answer: { errcode: '5001022900' } },
      { path: '*', answer: { delayMs: 300 } },
    ]);
    expect(parseScenarioHeader('* timeout; * network; * malformed')).toEqual([
      { path: '*', answer: { timeout: true } },
      { path: '*', answer: { network: true } },
      { path: '*', answer: { malformed: true } },
    ]);
    expect(parseScenarioHeader(null)).toEqual([]);
  });

  it('forces only the call it names', async () => {
    await signInAs();
    const header = { 'x-sandbox-scenario': 'service/dept/list errcode=5001032017' };
    expect((await send('service/dept/list', { headers: header })).body().errcode).toBe(
      '5001032017',
    );
    expect((await send('service/corp/current', { headers: header })).body().errcode).toBe('0');
  });
});

describe('the control endpoints', () => {
  it('force an answer a given number of times, then answer as normal', async () => {
    await signInAs();
    const added = await post('__sandbox/scenario', {
      path: 'service/dept/list',
      status: 503,
      times: 1,
    });
    expect(added.body().errcode).toBe('0');
    expect((await send('service/dept/list')).status).toBe(503);
    expect((await send('service/dept/list')).body().errcode).toBe('0');
  });

  it('clear every scenario on DELETE, and refuse a scenario without an answer', async () => {
    await post('__sandbox/scenario', { path: '*', errcode: '7001' });
    expect((await send('service/dept/list')).body().errcode).toBe('7001');
    await send('__sandbox/scenario', { method: 'DELETE' });
    expect(sandbox.scenarios.list()).toEqual([]);
    expect((await post('__sandbox/scenario', { path: '*' })).body().errcode).toBe('-1');
  });

  it('reset to the seed at another size, and refuse a size out of range', async () => {
    const reset = await post('__sandbox/reset', { members: 10_000 });
    const { corps } = reset.body().data as { corps: { corpId: string; members: number }[] };
    expect(corps.find((corp) => corp.corpId === '1001')?.members).toBe(10_000);
    expect((await post('__sandbox/reset', { members: 10_001 })).body().errcode).toBe('-1');
    expect((await post('__sandbox/reset', { members: 1.5 })).body().errcode).toBe('-1');
  });

  it('draw the same store from the same seed', async () => {
    const names = async () => {
      const state = await sandbox.reset({ members: 60, seed: 7 });
      return [...state.orgs.get('1001')!.members.values()].map((member) => member.realName);
    };
    expect(await names()).toEqual(await names());
  });

  it('advance the clock, so an SMS code can be sent again after 60 s', async () => {
    const before = (await sandbox.state()).clock.now();
    const answer = await post('__sandbox/clock', { advanceMs: 60_000 });
    expect((answer.body().data as { now: number }).now).toBeGreaterThanOrEqual(before + 60_000);
    expect((await post('__sandbox/clock', { advanceMs: -1 })).body().errcode).toBe('-1');
  });

  it("let the next SMS code to a mobile go at once, and that mobile's only", async () => {
    await signInAs('u0001');
    const mobile = (await sandbox.state()).accounts.get('u0001')!.mobile;
    expect((await post('sso/sms/authorizeCodeListSendSms', {})).body().errcode).toBe('0');
    expect((await post('sso/sms/authorizeCodeListSendSms', {})).body().errcode).toBe('-1');
    expect((await post('__sandbox/sms-ready', { mobile: '13900000000' })).body().errcode).toBe('0');
    expect((await post('sso/sms/authorizeCodeListSendSms', {})).body().errcode).toBe('-1');
    expect((await post('__sandbox/sms-ready', { mobile })).body().errcode).toBe('0');
    expect((await post('sso/sms/authorizeCodeListSendSms', {})).body().errcode).toBe('0');
    expect((await post('__sandbox/sms-ready', {})).body().errcode).toBe('-1');
  });

  it('start a session for a sandbox account by cookie', async () => {
    expect((await send('service/dept/list')).status).toBe(401);
    expect((await post('__sandbox/session', { userId: 'u0002' })).body().errcode).toBe('0');
    expect((await send('service/dept/list')).body().errcode).toBe('0');
    expect((await post('__sandbox/session', { userId: 'nobody' })).body().errcode).toBe('-1');
  });

  it('serve the panel and the stand-in pages', async () => {
    expect((await send('__sandbox/')).text).toContain('<h1>Workbench sandbox</h1>');
    expect((await send('__sandbox/pages/account-transfer')).text).toContain(
      '<h1>Account transfer</h1>',
    );
    // The success route shows the tip it is given, as text.
    const success = await send(
      `__sandbox/pages/account-success?tip=${encodeURIComponent('<b>修改完成</b>')}`,
    );
    expect(success.text).toContain('<p role="status">&#60;b&#62;修改完成&#60;/b&#62;</p>');
  });

  it('end the session on the logout path, clear its cookie and go back to sign-in', async () => {
    await signInAs('u0001');
    expect((await send('service/corp/current')).status).toBe(200);
    const response = await sandbox.handle(
      new Request(`${ORIGIN}/workbench/api/__sandbox/pages/logout`),
      { jdySessionId: [...(await sandbox.state()).sessions.keys()].at(-1)! },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/workbench/web/index.html#/login');
    expect(response.headers.get('set-cookie')).toMatch(/^jdySessionId=; Path=\/; Max-Age=0/);
    expect((await send('service/corp/current')).status).toBe(401);
  });

  it('make a fresh account behind a gate for one test, and refuse an unknown gate', async () => {
    const made = (await post('__sandbox/accounts', { gate: 'downgrade' })).body();
    expect(made).toMatchObject({
      errcode: '0',
      data: { userId: expect.stringMatching(/^t\d{4}$/) as string },
    });
    const state = await sandbox.state();
    const { userId } = (made as { data: { userId: string } }).data;
    expect(state.signIn.gates.get(userId)).toBe('downgrade');
    expect(state.orgs.get('1001')!.members.has(userId)).toBe(true);
    expect((await post('__sandbox/accounts', { gate: 'nothing' })).body()).toMatchObject({
      errcode: '-1',
    });
  });
  it('seed a certified corp, an expired service and an activation card of its own', async () => {
    const made = (
      await post('__sandbox/accounts', {
        ownCorp: true,
        services: true,
        certified: true,
        expiredService: true,
        activationCard: true,
      })
    ).body() as Body & { data: { userId: string; cardCode: string } };
    const { userId, cardCode } = made.data;
    expect(cardCode).toMatch(/^JDY-\d{4}-\d{4}-0001$/);
    const state = await sandbox.state();
    const corpId = state.accounts.get(userId)!.defaultCorpId;
    expect(state.orgs.get(corpId)!.corp.corpInfo.certStatus).toBe(CERT_STATUS.certified);
    expect(state.services.cards.get(cardCode)).toMatchObject({ product: 'erp', usedBy: undefined });
    const expired = [...state.services.records.values()].find(
      (record) => record.ownerCorpId === corpId && record.name === '2023年度云进销存',
    );
    expect(expired).toMatchObject({ state: 'expired', product: 'erp', readOnly: false });
    // Another account's card is another code.
    const other = (await post('__sandbox/accounts', { activationCard: true })).body() as Body & {
      data: { cardCode: string };
    };
    expect(other.data.cardCode).not.toBe(cardCode);
  });

  it('make an account whose password expires in 3 days, so isCheckedPwd asks for the tip', async () => {
    const made = (await post('__sandbox/accounts', { passwordExpiring: true })).body() as {
      data: { userId: string };
    };
    const state = await sandbox.state();
    const status = passwordStatus(securityOf(state, made.data.userId), state.clock.now());
    expect(status).toMatchObject({ pwdExpireDays: 90, daysLeft: 3, showTip: true });
  });
});

describe('calls that are not in the contract, and oversized bodies', () => {
  it('answer 404 for an unknown path and 405 for a known path with the wrong method', async () => {
    expect((await send('service/dept/nothing')).status).toBe(404);
    expect((await send('service/dept/add')).status).toBe(405);
  });

  it('refuse a body over 256 kB with the fail shape', async () => {
    await signInAs();
    const answer = await post('service/dept/add', { parentId: '1', name: 'x'.repeat(300_000) });
    expect(answer.status).toBe(200);
    expect(answer.body()).toMatchObject({
      errcode: '-1',
      description: expect.stringMatching(/too large/) as string,
    });
  });
});
