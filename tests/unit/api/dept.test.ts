import { describe, expect, it } from 'vitest';
import { getDeptList, getDeptMembers } from '../../../workbench/api/dept';
import { ApiError } from '../../../workbench/api/errors/api-error';
import { signInAs, setupSandbox } from '../helpers/sandbox';

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
