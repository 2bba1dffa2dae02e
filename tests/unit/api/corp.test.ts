import { describe, expect, it } from 'vitest';
import {
  addCorp,
  bindQywxMembers,
  delCorp,
  deleteUsers,
  getCorpInfoById,
  getCorpList,
  getCurrentCorp,
  getKdCloudList,
  getQywxRelation,
  goToChangeCreator,
  isOpenSecondCheck,
  isServiceAvailable,
  modifyCorp,
  registerCorp,
  secondCheck,
  setAdmin,
  setCorpHide,
  setSecondCheck,
  switchCorp,
} from '../../../workbench/api/corp';
import { getDeptList, getDeptMembers } from '../../../workbench/api/dept';
import type { ApiError } from '../../../workbench/api/errors/api-error';
import {
  CODES,
  sandbox,
  SANDBOX_SMS_CODE,
  SANDBOX_VERIFIED_TOKEN,
  sendCode,
} from '../../../workbench/sandbox';
import { setupSandbox, signInAs } from '../helpers/sandbox';
import { CERT_STATUS, CORP_TYPE } from '../../../shared/contract';

const { effects } = setupSandbox();

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

async function send(mobile: string) {
  const state = await sandbox.state();
  sendCode(state.sms, state.clock, mobile);
}

async function corp(corpId: string) {
  return (await sandbox.state()).orgs.get(corpId)!;
}

describe('corp calls against the sandbox', () => {
  it('answers the current corp with who the user is in it', async () => {
    await signInAs('u0001');
    expect(await getCurrentCorp()).toMatchObject({
      needsSecondCheck: false,
      data: { corpId: '1001', userId: 'u0001', admin: true },
    });
    await signInAs('u0002');
    const current = await getCurrentCorp();
    expect(current.needsSecondCheck === false && current.data.admin).toBe(false);
  });

  it('asks for a second check until the session passes it with the SMS code', async () => {
    (await corp('1001')).corp.corpInfo.secondCheck = true;
    await signInAs('u0001');
    expect(await getCurrentCorp()).toMatchObject({ needsSecondCheck: true });
    expect(effects.toasts).toEqual([]);

    const wrong = await failure(secondCheck({ corpId: '1001', vcode: SANDBOX_SMS_CODE }));
    expect(wrong.code).toBe('-1');
    await send('13800138000');
    await secondCheck({ corpId: '1001', vcode: SANDBOX_SMS_CODE });
    expect(await getCurrentCorp()).toMatchObject({
      needsSecondCheck: false,
      data: { corpId: '1001' },
    });

    // Another session of the same user has not passed it.
    await signInAs('u0001');
    expect(await getCurrentCorp()).toMatchObject({ needsSecondCheck: true });
  });

  it('switches corp, and the corp-scoped calls follow the session', async () => {
    await signInAs('u0001');
    expect(await switchCorp({ corpId: '1002' })).toMatchObject({
      needsSecondCheck: false,
      data: { corpId: '1002', corpType: CORP_TYPE.person },
    });
    expect(await getCurrentCorp()).toMatchObject({ data: { corpId: '1002' } });
    const depts = await getDeptList();
    expect(depts.find((dept) => dept.deptLevel === 0)?.deptId).toBe('2');
  });

  it('keeps the session where it was when the target corp asks for a second check', async () => {
    (await corp('1002')).corp.corpInfo.secondCheck = true;
    await signInAs('u0001');
    expect(await switchCorp({ corpId: '1002' })).toMatchObject({ needsSecondCheck: true });
    expect(await getCurrentCorp()).toMatchObject({ data: { corpId: '1001' } });
    await send('13800138000');
    await secondCheck({ corpId: '1002', vcode: SANDBOX_SMS_CODE });
    expect(await switchCorp({ corpId: '1002' })).toMatchObject({ data: { corpId: '1002' } });
  });

  it('refuses a corp the user is not in, and bad input, with the fail shape', async () => {
    await signInAs('u0001');
    expect((await failure(switchCorp({ corpId: '1003' }))).code).toBe('-1');
    expect(effects.toasts).toContain('Corp 1003 not found');
    const missing = await failure(switchCorp({} as { corpId: string }));
    expect(missing.code).toBe('-1');
    expect(effects.toasts).toContain('corpId: is required');
  });

  it('hides a corp for the user who hid it only', async () => {
    await signInAs('u0001');
    await setCorpHide({ corpId: '1002', hide: true });
    const list = await getCorpList();
    expect(list.map(({ corpId, hidden }) => [corpId, hidden])).toEqual([
      ['1001', false],
      ['1002', true],
    ]);
    await signInAs('u0002');
    expect((await getCorpList()).every((item) => !item.hidden)).toBe(true);
  });

  it('registers a corporate corp with a root and the system departments', async () => {
    await signInAs('u0001');
    const made = await registerCorp({ corpName: '  新公司  ' });
    expect(made).toMatchObject({
      corpName: '新公司',
      corpType: CORP_TYPE.corporate,
      corpInfo: { certStatus: CERT_STATUS.uncertified, creatorUserId: 'u0001' },
    });
    expect((await getCorpList()).map((item) => item.corpId)).toContain(made.corpId);
    await switchCorp({ corpId: made.corpId });
    const depts = await getDeptList();
    const root = depts.find((dept) => dept.deptLevel === 0)!;
    expect(root).toMatchObject({ name: '新公司', parentId: '0', memberCount: 1 });
    expect(
      depts.filter((dept) => dept.parentId === root.deptId).map((dept) => dept.deptId),
    ).toEqual(['-999', '-1000', '-1001', '-1002']);
    expect(await getCurrentCorp()).toMatchObject({ data: { admin: true } });
    expect(await isServiceAvailable()).toEqual({
      available: false,
      certStatus: CERT_STATUS.uncertified,
    });
  });

  it('adds a person corp, which needs no certification', async () => {
    await signInAs('u0002');
    const made = await addCorp({ corpName: '李娜的账套', corpType: CORP_TYPE.person });
    expect(made.corpInfo.certStatus).toBe(CERT_STATUS.notNeeded);
    expect(await getCorpInfoById({ corpId: made.corpId })).toMatchObject({
      corpName: '李娜的账套',
    });
    const bad = await failure(addCorp({ corpName: 'x', corpType: 3 as never }));
    expect(bad.code).toBe('-1');
  });

  it('lists the kdCloud corps of the corporate corps', async () => {
    await signInAs('u0001');
    expect(await getKdCloudList()).toEqual([
      { kdCloudId: 'kd1001', corpId: '1001', corpName: '华南示范科技有限公司' },
    ]);
  });

  it('deletes a corp only for its creator, with the SMS code', async () => {
    await signInAs('u0002');
    expect((await failure(delCorp({ corpId: '1002', vcode: SANDBOX_SMS_CODE }))).code).toBe('-1');
    expect(effects.toasts).toContain('Only the creator of the corp can do this.');

    await signInAs('u0001');
    expect((await failure(delCorp({ corpId: '1002', vcode: SANDBOX_SMS_CODE }))).code).toBe('-1');
    expect((await getCorpList()).map((item) => item.corpId)).toEqual(['1001', '1002']);
    await send('13800138000');
    await delCorp({ corpId: '1002', vcode: SANDBOX_SMS_CODE });
    expect((await getCorpList()).map((item) => item.corpId)).toEqual(['1001']);
    expect((await sandbox.state()).accounts.get('u0002')!.corpIds).toEqual(['1001']);

    (await sandbox.state()).clock.advance(61_000);
    await send('13800138000');
    const only = await failure(delCorp({ corpId: '1001', vcode: SANDBOX_SMS_CODE }));
    expect(only.code).toBe('-1');
    expect(effects.toasts).toContain('You cannot delete your only corp.');
  });

  it('moves the sessions of a deleted corp to their default corp', async () => {
    await signInAs('u0002');
    await switchCorp({ corpId: '1002' });
    const state = await sandbox.state();
    const session = [...state.sessions.values()].find((item) => item.userId === 'u0002')!;
    await signInAs('u0001');
    await send('13800138000');
    await delCorp({ corpId: '1002', vcode: SANDBOX_SMS_CODE });
    expect(session.corpId).toBe('1001');
  });

  it('sets an admin only through the verified flow', async () => {
    await signInAs('u0001');
    const unverified = await failure(setAdmin({ userId: 'u0003', admin: true }));
    expect(unverified.code).toBe(CODES.setAdminVerify);
    expect(effects.tabs).toHaveLength(1);
    expect(effects.toasts).toEqual([]);
    await setAdmin({ userId: 'u0003', admin: true, verified: SANDBOX_VERIFIED_TOKEN });
    expect((await corp('1001')).members.get('u0003')!.admin).toBe(true);
    const creator = await failure(
      setAdmin({ userId: 'u0001', admin: false, verified: SANDBOX_VERIFIED_TOKEN }),
    );
    expect(creator.code).toBe('-1');
  });

  it('refuses admin-only changes to an ordinary member', async () => {
    await signInAs('u0002');
    for (const call of [
      setAdmin({ userId: 'u0003', admin: true, verified: SANDBOX_VERIFIED_TOKEN }),
      deleteUsers({ userIds: ['u0003'] }),
      bindQywxMembers(),
      modifyCorp({ corpName: 'x', vcode: SANDBOX_SMS_CODE }),
      setSecondCheck({ userId: 'u0001', openSecondCheck: false }),
    ])
      expect((await failure(call)).code).toBe('-1');
    expect(new Set(effects.toasts)).toEqual(new Set(['Only an admin of the corp can do this.']));
  });

  it('transfers the corp only through the verified flow, and only by its creator', async () => {
    await signInAs('u0001');
    expect((await failure(goToChangeCreator({ userId: 'u0002' }))).code).toBe(
      CODES.transferCorpVerify,
    );
    await goToChangeCreator({ userId: 'u0002', verified: SANDBOX_VERIFIED_TOKEN });
    expect(await getCurrentCorp()).toMatchObject({
      data: { corpInfo: { creatorUserId: 'u0002' } },
    });
    expect((await corp('1001')).members.get('u0002')!.admin).toBe(true);
    const again = await failure(
      goToChangeCreator({ userId: 'u0003', verified: SANDBOX_VERIFIED_TOKEN }),
    );
    expect(again.code).toBe('-1');
  });

  it('deletes users from the corp and its departments', async () => {
    await signInAs('u0001');
    const before = await getDeptMembers({ deptId: '1', fetchChild: true });
    const org = await corp('1001');
    const deptId = org.members.get('u0010')!.deptIds[0]!;
    const count = org.depts.get(deptId)!.memberCount;
    await deleteUsers({ userIds: ['u0010', 'u0011'] });
    expect((await getDeptMembers({ deptId: '1', fetchChild: true })).total).toBe(before.total - 2);
    expect(org.depts.get(deptId)!.memberCount).toBeLessThan(count);
    expect(org.membersByDept.get(deptId)).not.toContain('u0010');
    expect((await failure(deleteUsers({ userIds: ['u0001'] }))).code).toBe('-1');
    expect((await failure(deleteUsers({ userIds: ['nobody'] }))).code).toBe('-1');
    expect((await failure(deleteUsers({ userIds: [] }))).code).toBe('-1');
  });

  it('takes a deleted account out of the corp and signs its session there out of it', async () => {
    await signInAs('u0002');
    await signInAs('u0001');
    await deleteUsers({ userIds: ['u0002'] });
    const state = await sandbox.state();
    expect(state.accounts.get('u0002')!.corpIds).toEqual(['1002']);
    const session = [...state.sessions.values()].find((item) => item.userId === 'u0002')!;
    expect(session.corpId).toBe('1002');
  });

  it('turns a member second check on only with a check mobile, and off', async () => {
    await signInAs('u0001');
    expect(await isOpenSecondCheck({})).toEqual({
      userId: 'u0001',
      openSecondCheck: true,
      checkMobile: '138****8000',
    });
    expect(await setSecondCheck({ userId: 'u0001', openSecondCheck: false })).toMatchObject({
      openSecondCheck: false,
    });
    expect(await isOpenSecondCheck({ userId: 'u0001' })).toMatchObject({ openSecondCheck: false });
    const none = await failure(setSecondCheck({ userId: 'u0002', openSecondCheck: true }));
    expect(none.code).toBe('-1');
    expect(effects.toasts).toContain('Set a check mobile before turning the second check on.');
  });

  it('binds the WeCom members of a linked corp', async () => {
    await signInAs('u0001');
    const before = await getQywxRelation();
    expect(before).toMatchObject({ linked: true, members: 60 });
    expect(before.boundMembers).toBeLessThan(60);
    expect(await bindQywxMembers()).toMatchObject({ boundMembers: 60 });
    await switchCorp({ corpId: '1002' });
    expect(await getQywxRelation()).toMatchObject({ linked: false, boundMembers: 0 });
    expect((await failure(bindQywxMembers())).code).toBe('-1');
  });

  it('modifies the corp with the SMS code: its name, its root and the second-check flag', async () => {
    await signInAs('u0001');
    expect((await failure(modifyCorp({ corpName: '新名字', vcode: '000000' }))).code).toBe('-1');
    await send('13800138000');
    const changed = await modifyCorp({
      corpName: '新名字',
      secondCheck: true,
      vcode: SANDBOX_SMS_CODE,
    });
    expect(changed).toMatchObject({ corpName: '新名字', corpInfo: { secondCheck: true } });
    expect((await getDeptList()).find((dept) => dept.deptId === '1')!.name).toBe('新名字');
    // The admin has just been checked: this session goes on.
    expect(await getCurrentCorp()).toMatchObject({ needsSecondCheck: false });
    await signInAs('u0002');
    expect(await getCurrentCorp()).toMatchObject({ needsSecondCheck: true });
  });

  it('answers getCorpInfoById for the user corps only', async () => {
    await signInAs('u0002');
    expect(await getCorpInfoById({ corpId: '1002' })).toMatchObject({ corpId: '1002' });
    expect((await failure(getCorpInfoById({ corpId: '1003' }))).code).toBe('-1');
  });
});
