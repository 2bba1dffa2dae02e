import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import {
  useCommonList,
  useDeleteService,
  useEnterService,
  useOwnServices,
  useReadOnlyServices,
  useRenameService,
  useServiceCounts,
  useServicevapList,
  useSetCommonList,
  useSetServiceDisplay,
  useSharedServices,
  useThirdPartyServices,
} from '../../../workbench/data/services';
import { useRecentUsed } from '../../../workbench/data/logs';
import { sandbox, SANDBOX_SMS_CODE, sendCode } from '../../../workbench/sandbox';
import { setupSandbox, signInAs } from '../helpers/sandbox';

const { server } = setupSandbox();

/**
 * Waits until every read has its data. SWR re-renders only for the fields read so far, so every
 * `data` is read on each try, none skipped by an earlier failing assertion.
 */
async function loaded(reads: () => { data?: unknown }[]) {
  await waitFor(() => {
    const missing = reads().filter((read) => read.data === undefined);
    expect(missing).toHaveLength(0);
  });
}

function wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
}

/** How many requests went to a path during the test. */
function countRequests(path: string) {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(`/${path}`)) count++;
  };
  server.events.on('request:start', listener);
  return {
    get count() {
      return count;
    },
    stop: () => server.events.removeListener('request:start', listener),
  };
}

describe('service hooks', () => {
  it('should read each list and the counts', async () => {
    await signInAs();
    const { result } = renderHook(
      () => ({
        own: useOwnServices(),
        shared: useSharedServices(),
        thirdParty: useThirdPartyServices(),
        readOnly: useReadOnlyServices(),
        counts: useServiceCounts(),
        vap: useServicevapList(),
      }),
      { wrapper },
    );
    await loaded(() => Object.values(result.current));
    const { own, shared, thirdParty, readOnly, counts, vap } = result.current;
    expect(counts.data).toEqual({
      own: own.data?.length,
      share: shared.data?.length,
      thirdParty: thirdParty.data?.length,
      readOnly: readOnly.data?.count,
    });
    expect(thirdParty.data?.every((service) => service.thirdParty)).toBe(true);
    expect(vap.data).toMatchObject({ currentPage: 1, pageSize: 999 });
  });

  it('should revalidate the own list after a rename', async () => {
    await signInAs();
    const { result } = renderHook(() => ({ own: useOwnServices(), rename: useRenameService() }), {
      wrapper,
    });
    await loaded(() => [result.current.own]);
    const [first] = result.current.own.data!;
    const reads = countRequests('service/servicelist/getown');
    await act(() => result.current.rename.trigger({ serviceId: first!.serviceId, name: '新账套' }));
    await waitFor(() => expect(result.current.own.data?.[0]?.name).toBe('新账套'));
    expect(reads.count).toBe(1);
    reads.stop();
  });

  it('should revalidate the lists and the counts after a delete', async () => {
    await signInAs();
    const { result } = renderHook(
      () => ({ own: useOwnServices(), counts: useServiceCounts(), remove: useDeleteService() }),
      { wrapper },
    );
    await loaded(() => [result.current.counts, result.current.own]);
    const before = result.current.counts.data!.own;
    const target = result.current.own.data!.at(-1)!;
    const state = await sandbox.state();
    sendCode(state.sms, state.clock, '13800138000');
    await act(() =>
      result.current.remove.trigger({ serviceId: target.serviceId, vcode: SANDBOX_SMS_CODE }),
    );
    await waitFor(() => {
      const { own, counts } = result.current;
      expect([counts.data?.own, own.data?.length]).toEqual([before - 1, before - 1]);
    });
    expect(result.current.own.data?.map((service) => service.serviceId)).not.toContain(
      target.serviceId,
    );
  });

  it('should not touch the counts when a rename cannot change them', async () => {
    await signInAs();
    const { result } = renderHook(
      () => ({ own: useOwnServices(), counts: useServiceCounts(), rename: useRenameService() }),
      { wrapper },
    );
    await loaded(() => [result.current.own, result.current.counts]);
    const counts = countRequests('service/servicelist/nums');
    const { serviceId } = result.current.own.data![0]!;
    await act(() => result.current.rename.trigger({ serviceId, name: '改名' }));
    // The own list's revalidation has landed; the counts' would have started with it.
    await waitFor(() => expect(result.current.own.data?.[0]?.name).toBe('改名'));
    expect(counts.count).toBe(0);
    counts.stop();
  });

  it('should revalidate the own list after its display settings change', async () => {
    await signInAs();
    const { result } = renderHook(
      () => ({ own: useOwnServices(), display: useSetServiceDisplay() }),
      { wrapper },
    );
    await loaded(() => [result.current.own]);
    const own = result.current.own.data!;
    const list = own.map((service, index) => ({ serviceId: service.serviceId, show: index > 0 }));
    await act(() => result.current.display.trigger({ type: 'own', list }));
    await waitFor(() => expect(result.current.own.data).toHaveLength(own.length - 1));
  });

  it('should revalidate the common list and the flags after setcommon', async () => {
    await signInAs();
    const { result } = renderHook(
      () => ({ common: useCommonList(), vap: useServicevapList(), set: useSetCommonList() }),
      { wrapper },
    );
    await loaded(() => [result.current.vap, result.current.common]);
    const last = result.current.vap.data!.list.at(-1)!;
    expect(last.common).toBe(false);
    await act(() => result.current.set.trigger({ serviceIds: [last.serviceId] }));
    await waitFor(() =>
      expect(result.current.common.data?.map((service) => service.serviceId)).toEqual([
        last.serviceId,
      ]),
    );
    await waitFor(() => expect(result.current.vap.data?.list.at(-1)?.common).toBe(true));
  });

  it('should put an entered service first in the recently used list', async () => {
    await signInAs();
    const { result } = renderHook(
      () => ({ own: useOwnServices(), recent: useRecentUsed(), enter: useEnterService() }),
      { wrapper },
    );
    await loaded(() => [result.current.recent, result.current.own]);
    const target = result.current.own.data!.find(
      (service) =>
        service.enabled && service.serviceId !== result.current.recent.data?.[0]?.serviceId,
    )!;
    await act(() => result.current.enter.trigger({ serviceId: target.serviceId }));
    await waitFor(() => expect(result.current.recent.data?.[0]?.serviceId).toBe(target.serviceId));
  });
});
