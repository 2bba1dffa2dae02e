import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../../../workbench/api/all';
import {
  addDept,
  deleteDept,
  editDeptUser,
  getDeptList,
  getDeptMembers,
  moveDeptUser,
  setDeptAdmin,
  updateDept,
} from '../../../workbench/api/dept';
import { ApiError } from '../../../workbench/api/errors/api-error';
import { sandbox } from '../../../workbench/sandbox';
import { ORIGIN, signInAs, setupSandbox } from '../helpers/sandbox';
import { SESSION_COOKIE } from '../../../shared/cookies';
import { API_BASE } from '../../../shared/contract';

const { effects } = setupSandbox();

describe('dept calls against the sandbox', () => {
  it('lists the tree with the four system departments under the root', async () => {
    await signInAs();
    const depts = await getDeptList();
    const root = depts.find((dept) => dept.deptLevel === 0);
    expect(root).toMatchObject({ parentId: '0' });
    for (const id of ['-999', '-1000', '-1001', '-1002'])
      expect(depts.find((dept) => dept.deptId === id)).toMatchObject({ deptLevel: 1 });
    expect(Math.max(...depts.map((dept) => dept.deptLevel))).toBe(4);
  });

  it('pages and searches members', async () => {
    await signInAs();
    const page = await getDeptMembers({ deptId: '1', fetchChild: true, pageSize: 10 });
    expect(page.total).toBe(60);
    expect(page.list).toHaveLength(10);
    const search = await getDeptMembers({ deptId: '1', fetchChild: true, key: '张伟' });
    expect(search.list[0]).toMatchObject({ realName: '张伟', mobile: '138****8000' });
  });

  it('answers 401 without a session, and the catalogue signs out without a toast', async () => {
    const error = await getDeptList().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(effects.toasts).toEqual([]);
    expect(effects.navigations).toEqual(['/workbench/api/__sandbox/pages/logout']);
  });

  it('answers an unknown department with the fail shape, as a toast', async () => {
    await signInAs();
    const error = await getDeptMembers({ deptId: 'nope' }).catch((caught: unknown) => caught);
    expect((error as ApiError).code).toBe('-1');
    expect(effects.toasts).toEqual(['Department nope not found']);
  });
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

/** The org's indexes agree with its members: counts, lists and deptIds. */
async function expectConsistent(corpId = '1001') {
  const org = (await sandbox.state()).orgs.get(corpId)!;
  const expected = new Map<string, string[]>([...org.depts.keys()].map((id) => [id, []]));
  for (const member of org.members.values())
    for (const deptId of member.deptIds) expected.get(deptId)!.push(member.userId);
  for (const [deptId, userIds] of expected) {
    expect(org.depts.get(deptId)!.memberCount, deptId).toBe(userIds.length);
    expect([...org.membersByDept.get(deptId)!].sort(), deptId).toEqual(userIds.sort());
  }
  expect([...org.membersByDept.keys()].sort()).toEqual([...org.depts.keys()].sort());
}

async function org() {
  return (await sandbox.state()).orgs.get('1001')!;
}

describe('dept changes against the sandbox', () => {
  it('adds a department one level below its parent', async () => {
    await signInAs();
    const made = await addDept({ parentId: '100', name: ' 新部门 ' });
    expect(made).toMatchObject({ parentId: '100', deptLevel: 2, name: '新部门', memberCount: 0 });
    expect((await getDeptList()).map((dept) => dept.deptId)).toContain(made.deptId);
    await expectConsistent();
  });

  it('refuses a name taken among the siblings, too long, or a system parent', async () => {
    await signInAs();
    const sibling = (await org()).depts.get('100')!.name;
    expect((await failure(addDept({ parentId: '1', name: sibling }))).code).toBe('-1');
    expect(effects.toasts).toEqual([`A department named ${sibling} is already there.`]);
    expect((await failure(addDept({ parentId: '1', name: 'x'.repeat(51) }))).code).toBe('-1');
    expect(await addDept({ parentId: '1', name: 'x'.repeat(50) })).toMatchObject({ deptLevel: 1 });
    for (const parentId of ['-999', '-1000', '-1001'])
      expect((await failure(addDept({ parentId, name: '子部门' }))).code).toBe('-1');
    expect((await failure(addDept({ parentId: 'nope', name: '子部门' }))).code).toBe('-1');
    expect((await failure(addDept({ parentId: '1', name: '   ' }))).code).toBe('-1');
  });

  it('renames a department, not to a sibling name, and not the root or a system one', async () => {
    await signInAs();
    expect(await updateDept({ deptId: '100', name: '财务中心' })).toMatchObject({
      name: '财务中心',
    });
    expect((await getDeptList()).find((dept) => dept.deptId === '100')!.name).toBe('财务中心');
    const sibling = (await org()).depts.get('101')!.name;
    expect((await failure(updateDept({ deptId: '100', name: sibling }))).code).toBe('-1');
    expect((await failure(updateDept({ deptId: '1', name: '根' }))).code).toBe('-1');
    expect((await failure(updateDept({ deptId: '-999', name: '根' }))).code).toBe('-1');
  });

  it('deletes only an empty leaf department', async () => {
    await signInAs();
    const depts = [...(await org()).depts.values()];
    const parents = new Set(depts.map((dept) => dept.parentId));
    const staffedLeaf = depts.find((dept) => !parents.has(dept.deptId) && dept.memberCount > 0)!;
    const refusals: [string, string][] = [
      ['1', 'The root department cannot be deleted.'],
      ['-1002', 'A system department cannot be deleted.'],
      ['100', 'Delete or move its sub-departments first.'],
      [staffedLeaf.deptId, 'Move its members to another department first.'],
    ];
    for (const [deptId, text] of refusals) {
      expect((await failure(deleteDept({ deptId }))).code).toBe('-1');
      expect(effects.toasts.at(-1)).toBe(text);
    }
    const leaf = await addDept({ parentId: '101', name: '临时组' });
    await deleteDept({ deptId: leaf.deptId });
    expect((await getDeptList()).map((dept) => dept.deptId)).not.toContain(leaf.deptId);
    await expectConsistent();
  });

  it('moves members, keeping the counts and lists in step', async () => {
    await signInAs();
    const target = await addDept({ parentId: '1', name: '新团队' });
    const members = [...(await org()).members.values()].slice(2, 7);
    const from = members[0]!.deptIds[0]!;
    const inFrom = members.filter((member) => member.deptIds.includes(from));
    await moveDeptUser({
      userIds: inFrom.map((member) => member.userId),
      fromDeptId: from,
      toDeptId: target.deptId,
    });
    await moveDeptUser({ userIds: [members[4]!.userId], toDeptId: target.deptId });
    expect(members[4]!.deptIds).toEqual([target.deptId]);
    const page = await getDeptMembers({ deptId: target.deptId, fetchChild: false, pageSize: 50 });
    expect(page.total).toBe(new Set([...inFrom, members[4]!]).size);
    await expectConsistent();
  });

  it('refuses a move from a department the member is not in', async () => {
    await signInAs();
    const refused = await failure(
      moveDeptUser({ userIds: ['u0001'], fromDeptId: '-1002', toDeptId: '100' }),
    );
    expect(refused.code).toBe('-1');
    expect((await org()).members.get('u0001')!.deptIds).toEqual(['101']);
  });

  it('edits a member: name and departments', async () => {
    await signInAs();
    const row = await editDeptUser({
      userId: 'u0003',
      realName: '新名字',
      deptIds: ['100', '-1002'],
    });
    expect(row).toMatchObject({ realName: '新名字', deptNameList: ['财务部', '临时人员'] });
    await expectConsistent();
    expect((await failure(editDeptUser({ userId: 'u0003', deptIds: [] }))).code).toBe('-1');
    expect((await failure(editDeptUser({ userId: 'u0003', deptIds: ['nope'] }))).code).toBe('-1');
    expect((await failure(editDeptUser({ userId: 'u0003', userName: 'lina' }))).code).toBe('-1');
    expect((await failure(editDeptUser({ userId: 'u0003', realName: ' ' }))).code).toBe('-1');
  });

  it('sets department admins, who lose the role when they leave', async () => {
    await signInAs();
    expect(await setDeptAdmin({ deptId: '101', userId: 'u0002', admin: true })).toMatchObject({
      adminUserIds: ['u0002'],
    });
    expect((await getDeptList()).find((dept) => dept.deptId === '101')!.adminUserIds).toEqual([
      'u0002',
    ]);
    expect(
      (await failure(setDeptAdmin({ deptId: '100', userId: 'u0002', admin: true }))).code,
    ).toBe('-1');
    await moveDeptUser({ userIds: ['u0002'], toDeptId: '100' });
    expect((await getDeptList()).find((dept) => dept.deptId === '101')!.adminUserIds).toEqual([]);
  });

  it('lets only an admin change the tree or its members', async () => {
    await signInAs('u0002');
    for (const call of [
      addDept({ parentId: '1', name: 'x' }),
      updateDept({ deptId: '100', name: 'x' }),
      deleteDept({ deptId: '100' }),
      setDeptAdmin({ deptId: '101', userId: 'u0002', admin: true }),
      moveDeptUser({ userIds: ['u0002'], toDeptId: '100' }),
      editDeptUser({ userId: 'u0002', realName: 'x' }),
    ])
      expect((await failure(call)).code).toBe('-1');
    expect(new Set(effects.toasts)).toEqual(new Set(['Only an admin of the corp can do this.']));
  });

  it('answers every dept call with its sample', async () => {
    await signInAs();
    for (const { call } of allEndpoints().filter(({ domain }) => domain === 'dept')) {
      const route = [...sandbox.routes.values()].find(
        (candidate) => candidate.path === call.spec.path,
      )!;
      await (call as (input: unknown) => Promise<unknown>)(route.sample?.(await sandbox.state()));
    }
    expect(effects.toasts).toEqual([]);
    await expectConsistent();
  });
});

describe('dept reads at 10,000 members', () => {
  /** The fastest of a few in-process answers, in ms. */
  async function fastest(request: () => Request, cookies: Record<string, string>) {
    let best = Infinity;
    for (let run = 0; run < 7; run++) {
      const started = performance.now();
      const response = await sandbox.handle(request(), cookies);
      await response.json();
      best = Math.min(best, performance.now() - started);
    }
    return best;
  }

  it('answers the list and a member page in under 20 ms', async () => {
    await sandbox.reset({ members: 10_000 });
    try {
      const cookies = { [SESSION_COOKIE]: await signInAs() };
      const base = `${ORIGIN}${API_BASE}`;
      const list = await fastest(() => new Request(`${base}service/dept/list`), cookies);
      const page = await fastest(
        () =>
          new Request(`${base}service/dept/corpDeptUserList`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ deptId: '1', fetchChild: 1, key: '', pageSize: 50 }),
          }),
        cookies,
      );
      expect(list).toBeLessThan(20);
      expect(page).toBeLessThan(20);
    } finally {
      await sandbox.reset({ members: 60 });
    }
  });
});
