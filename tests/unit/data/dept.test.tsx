import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import {
  useAddDept,
  useDeleteDept,
  useDeptMembers,
  useDeptTree,
  useEditDeptUser,
  useMoveDeptUser,
  useSetDeptAdmin,
} from '../../../workbench/data/dept';
import { setupSandbox, signInAs } from '../helpers/sandbox';

setupSandbox();

function wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
}

describe('dept hooks', () => {
  it('adding and deleting a department revalidates the tree', async () => {
    await signInAs();
    const { result } = renderHook(
      () => ({ tree: useDeptTree(), add: useAddDept(), remove: useDeleteDept() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.tree.data).toBeDefined());
    const made = await act(() => result.current.add.trigger({ parentId: '1', name: '新部门' }));
    await waitFor(() =>
      expect(result.current.tree.data?.map((dept) => dept.deptId)).toContain(made.deptId),
    );
    await act(() => result.current.remove.trigger({ deptId: made.deptId }));
    await waitFor(() =>
      expect(result.current.tree.data?.map((dept) => dept.deptId)).not.toContain(made.deptId),
    );
  });

  it('moving a member revalidates the member page and the counts of the tree', async () => {
    await signInAs();
    const { result } = renderHook(
      () => ({
        tree: useDeptTree(),
        members: useDeptMembers({ deptId: '101', fetchChild: false, pageSize: 50 }),
        move: useMoveDeptUser(),
      }),
      { wrapper },
    );
    await waitFor(() => {
      const { tree, members } = result.current;
      expect([tree.data !== undefined, members.data?.list.map((row) => row.userId)]).toEqual([
        true,
        expect.arrayContaining(['u0002']),
      ]);
    });
    const count = result.current.tree.data!.find((dept) => dept.deptId === '101')!.memberCount;
    await act(() => result.current.move.trigger({ userIds: ['u0002'], toDeptId: '100' }));
    await waitFor(() => {
      const { tree, members } = result.current;
      expect(members.data?.list.map((row) => row.userId)).not.toContain('u0002');
      expect(tree.data?.find((dept) => dept.deptId === '101')?.memberCount).toBe(count - 1);
    });
  });

  it('editing a member revalidates the member page', async () => {
    await signInAs();
    const { result } = renderHook(
      () => ({
        members: useDeptMembers({ deptId: '101', fetchChild: false, pageSize: 50 }),
        edit: useEditDeptUser(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.members.data).toBeDefined());
    await act(() => result.current.edit.trigger({ userId: 'u0002', realName: '李娜娜' }));
    await waitFor(() =>
      expect(result.current.members.data?.list.find((row) => row.userId === 'u0002')).toMatchObject(
        { realName: '李娜娜' },
      ),
    );
  });

  it('setting a department admin revalidates the tree', async () => {
    await signInAs();
    const { result } = renderHook(() => ({ tree: useDeptTree(), set: useSetDeptAdmin() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.tree.data).toBeDefined());
    await act(() => result.current.set.trigger({ deptId: '101', userId: 'u0001', admin: true }));
    await waitFor(() =>
      expect(result.current.tree.data?.find((dept) => dept.deptId === '101')?.adminUserIds).toEqual(
        ['u0001'],
      ),
    );
  });
});
