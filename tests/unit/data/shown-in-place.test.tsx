import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import {
  useAccount,
  useAuthorizationCodes,
  useUpdateAuthorizeCode,
} from '../../../workbench/data/account';
import { useDeptTree } from '../../../workbench/data/dept';
import { useSlnLists } from '../../../workbench/data/device';
import { sandbox } from '../../../workbench/sandbox';
import { setupSandbox, signInAs } from '../helpers/sandbox';
import { countRequests } from '../helpers/submit-guard';

const { effects, server } = setupSandbox();
const requests = countRequests(server);

function wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
}

/*
 * One toast per failure, and none where the page shows the error in place (issue 17, item 6): a
 * list's read fails into its ListState with the reason, a change that has no place of its own
 * toasts as the catalogue says (docs/product.md §8).
 */
describe('failures a page shows in place', () => {
  it('should raise no toast when a list read fails, and keep the reason for the page', async () => {
    await signInAs();
    sandbox.scenarios.add({
      path: 'service/user/authorizeCodeListPage',
      answer: { errcode: '7001', description: 'Codes unavailable.' },
    });
    sandbox.scenarios.add({
      path: 'service/dept/list',
      answer: { errcode: '7002', description: 'Departments unavailable.' },
    });
    const { result } = renderHook(
      () => ({
        codes: useAuthorizationCodes({ currentPage: 1, pageSize: 10 }),
        tree: useDeptTree(),
      }),
      { wrapper },
    );
    await waitFor(() => {
      expect(result.current.codes.error?.message).toBe('Codes unavailable.');
      expect(result.current.tree.error?.message).toBe('Departments unavailable.');
    });
    expect(effects.toasts).toEqual([]);
  });

  it('should raise no toast for a list whose server fails, however often SWR asks again', async () => {
    await signInAs();
    sandbox.scenarios.add({ path: 'service/device/getallslnlist', answer: { status: 500 } });
    const { result } = renderHook(() => useSlnLists(null), { wrapper });
    await waitFor(() => expect(result.current.main.error?.status).toBe(500));
    // SWR asks again after a pause (onErrorRetry): wait for the retry's answer, however slow.
    await waitFor(() => expect(requests('service/device/getallslnlist')).toBeGreaterThan(1), {
      timeout: 20_000,
    });
    await waitFor(() => expect(result.current.main.isValidating).toBe(false), {
      timeout: 20_000,
    });
    expect(result.current.main.error?.status).toBe(500);
    expect(effects.toasts).toEqual([]);
  });

  it('should still toast a read that has no place of its own to show its failure', async () => {
    await signInAs();
    sandbox.scenarios.add({
      path: 'service/user/account',
      answer: { errcode: '7003', description: 'Account unavailable.' },
    });
    const { result } = renderHook(() => useAccount(), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(effects.toasts).toEqual(['Account unavailable.']);
  });

  it('should toast a failed change once', async () => {
    await signInAs();
    sandbox.scenarios.add({
      path: 'service/user/updateAuthorizeCode',
      answer: { errcode: '7004', description: 'The code could not be changed.' },
    });
    const { result } = renderHook(() => useUpdateAuthorizeCode(), { wrapper });
    await act(async () => {
      await expect(result.current.trigger({ id: 'any', status: 'disabled' })).rejects.toThrow(
        'The code could not be changed.',
      );
    });
    expect(effects.toasts).toEqual(['The code could not be changed.']);
  });
});
