import { describe, expect, it } from 'vitest';
import {
  getAccount,
  getBindThirdPlatformInfo,
  isCanLogOff,
  loginProtectSet,
  logOffLocalUser,
  unbindThirdPlatformInfo,
} from '../../../workbench/api/account';
import { userDelete } from '../../../workbench/api/sms';
import { sandbox } from '../../../workbench/sandbox';
import { setupSandbox, signInAs } from '../helpers/sandbox';
import { PROTECT_CODE } from '../../../shared/contract';
import { CODE, failureOf } from './account-support';

setupSandbox();

describe('third-party bindings', () => {
  it('lists every platform and unbinds a bound one', async () => {
    await signInAs('u0001');
    const bindings = await getBindThirdPlatformInfo();
    expect(bindings.map(({ type, bound }) => [type, bound])).toEqual([
      ['wx', true],
      ['qywx', false],
      ['dingtalk', false],
    ]);
    await unbindThirdPlatformInfo({ type: 'wx' });
    expect((await getBindThirdPlatformInfo())[0]).toMatchObject({ bound: false, nickName: '' });
    expect((await failureOf(unbindThirdPlatformInfo({ type: 'wx' }))).message).toBe(
      'No wx account is bound.',
    );
    expect((await failureOf(unbindThirdPlatformInfo({ type: 'qq' as never }))).code).toBe('-1');
  });

  it('keeps WeChat while login protection verifies by it', async () => {
    await signInAs('u0001');
    await loginProtectSet({ protect: PROTECT_CODE.wx });
    expect((await failureOf(unbindThirdPlatformInfo({ type: 'wx' }))).message).toMatch(
      /verifies by WeChat/,
    );
  });
});

describe('logging off', () => {
  it('is not open to the creator of corps others belong to', async () => {
    await signInAs('u0001');
    const eligibility = await isCanLogOff();
    expect(eligibility.canLogOff).toBe(false);
    expect(eligibility.creatorCorps.map(({ corpId }) => corpId)).toEqual(['1001', '1002']);
    await userDelete({});
    expect((await failureOf(logOffLocalUser({ vcode: CODE }))).message).toMatch(
      /^Hand over the corps you created first/,
    );
  });

  it('closes an account by the code to its mobile and ends the session', async () => {
    const sessionId = await signInAs('u0002');
    expect(await isCanLogOff()).toEqual({ canLogOff: true, creatorCorps: [] });
    expect((await failureOf(logOffLocalUser({ vcode: CODE }))).code).toBe('-1');
    await userDelete({});
    await logOffLocalUser({ vcode: CODE });
    const state = await sandbox.state();
    expect(state.accounts.has('u0002')).toBe(false);
    expect(state.orgs.get('1001')?.members.has('u0002')).toBe(false);
    expect(state.sessions.has(sessionId)).toBe(false);
    expect((await failureOf(getAccount())).status).toBe(401);
  });
});
