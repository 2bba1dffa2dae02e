import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CallOptions } from '../../../workbench/api/endpoint';
import { getDeptList, getDeptMembers } from '../../../workbench/api/dept';
import { ApiError } from '../../../workbench/api/errors/api-error';
import { EXPORT_PAGE_SIZE, useListExport } from '../../../workbench/data/export';
import { sandbox } from '../../../workbench/sandbox';
import type { Page } from '../../../shared/payloads/page';
import { setupSandbox, signInAs } from '../helpers/sandbox';

const { effects } = setupSandbox();

interface Query {
  key: string;
  currentPage?: number;
  pageSize?: number;
}

/** A list call of `total` numbered rows whose pages wait until the test lets each one go. */
function heldList(total: number) {
  const waiting: { query: Query; options?: CallOptions; answer: () => void }[] = [];
  const call = Object.assign(
    vi.fn(
      (query: Query, options?: CallOptions) =>
        new Promise<Page<number>>((resolve, reject) => {
          const start = (query.currentPage! - 1) * query.pageSize!;
          const list = Array.from(
            { length: Math.max(0, Math.min(query.pageSize!, total - start)) },
            (_, index) => start + index,
          );
          options?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
          waiting.push({
            query,
            options,
            answer: () => resolve({ list, total, currentPage: query.currentPage!, pageSize: 0 }),
          });
        }),
    ),
    { spec: { method: 'POST' as const, path: 'test/list' } },
  );
  return { call, waiting };
}

describe('useListExport', () => {
  it('should walk every page of the list with the filters the page shows', async () => {
    await sandbox.reset({ members: 1200 });
    await signInAs();
    const root = (await getDeptList()).find((dept) => dept.deptLevel === 0)!;
    const { result } = renderHook(() => useListExport(getDeptMembers));

    let rows: Awaited<ReturnType<typeof result.current.run>> = null;
    await act(async () => {
      rows = await result.current.run({ deptId: root.deptId, fetchChild: true, key: '' });
    });
    const everyone = await getDeptMembers({
      deptId: root.deptId,
      fetchChild: true,
      currentPage: 1,
      pageSize: 1000,
    });
    expect(everyone.total).toBeGreaterThan(EXPORT_PAGE_SIZE * 2);
    const ids = rows!.map((row: { userId: string }) => row.userId);
    expect(ids.length).toBe(everyone.total);
    expect(new Set(ids).size).toBe(everyone.total);
    expect(result.current.state).toEqual({ status: 'idle' });

    // A search reads only what it matches.
    const matched = await getDeptMembers({ deptId: root.deptId, key: '张', pageSize: 1000 });
    await act(async () => {
      rows = await result.current.run({ deptId: root.deptId, fetchChild: true, key: '张' });
    });
    expect(matched.total).toBeGreaterThan(0);
    expect(rows!.length).toBe(matched.total);
  });

  it('should say how many rows it has of how many while it reads', async () => {
    const { call, waiting } = heldList(EXPORT_PAGE_SIZE * 2 + 7);
    const { result } = renderHook(() => useListExport(call));
    let done: Promise<number[] | null> = Promise.resolve(null);
    act(() => {
      done = result.current.run({ key: '李' });
    });
    expect(result.current.state).toEqual({ status: 'exporting', done: 0, total: 0 });
    act(() => waiting[0]!.answer());
    await waitFor(() =>
      expect(result.current.state).toEqual({
        status: 'exporting',
        done: EXPORT_PAGE_SIZE,
        total: EXPORT_PAGE_SIZE * 2 + 7,
      }),
    );
    act(() => waiting[1]!.answer());
    await waitFor(() => expect(waiting).toHaveLength(3));
    act(() => waiting[2]!.answer());
    const rows = await act(() => done);
    expect(rows).toHaveLength(EXPORT_PAGE_SIZE * 2 + 7);
    expect(waiting.map((page) => page.query)).toEqual(
      [1, 2, 3].map((currentPage) => ({ key: '李', currentPage, pageSize: EXPORT_PAGE_SIZE })),
    );
    // Every page is exempt: the export shows its own failure, without a toast.
    expect(waiting.every((page) => page.options?.exempt)).toBe(true);
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('should stop asking and resolve with nothing when cancelled', async () => {
    const { call, waiting } = heldList(EXPORT_PAGE_SIZE * 3);
    const { result } = renderHook(() => useListExport(call));
    let done: Promise<number[] | null> = Promise.resolve([]);
    act(() => {
      done = result.current.run({ key: '' });
    });
    act(() => waiting[0]!.answer());
    await waitFor(() => expect(waiting).toHaveLength(2));
    act(() => result.current.cancel());
    expect(await act(() => done)).toBeNull();
    expect(waiting[1]!.options?.signal?.aborted).toBe(true);
    expect(waiting).toHaveLength(2);
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('should stop at a failed page and say why, with no toast', async () => {
    await sandbox.reset({ members: 1200 });
    await signInAs();
    const root = (await getDeptList()).find((dept) => dept.deptLevel === 0)!;
    const { result } = renderHook(() => useListExport(getDeptMembers));
    sandbox.scenarios.add({
      path: 'service/dept/corpDeptUserList',
      answer: { errcode: '5001022900' },
    });
    let rows: unknown = [];
    await act(async () => {
      rows = await result.current.run({ deptId: root.deptId, fetchChild: true, key: '' });
    });
    expect(rows).toBeNull();
    const { state } = result.current;
    expect(state.status).toBe('failed');
    expect(state.status === 'failed' && state.error).toBeInstanceOf(ApiError);
    expect(effects.toasts).toEqual([]);
  });

  it('should abort the page in flight when the page that started it goes away', async () => {
    const { call, waiting } = heldList(EXPORT_PAGE_SIZE * 2);
    const { result, unmount } = renderHook(() => useListExport(call));
    let done: Promise<number[] | null> = Promise.resolve([]);
    act(() => {
      done = result.current.run({ key: '' });
    });
    unmount();
    expect(waiting[0]!.options?.signal?.aborted).toBe(true);
    expect(await done).toBeNull();
  });
});
