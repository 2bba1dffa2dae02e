import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { getCorpList } from '../../../workbench/api/corp';
import { getDeptList, getDeptMembers } from '../../../workbench/api/dept';
import { getAllSlnList, getDeviceList } from '../../../workbench/api/device';
import { getUnreadInvitations } from '../../../workbench/api/invite';
import { useSetCorpHide } from '../../../workbench/data/corp';
import {
  useCorpList,
  useCurrentCorp,
  useSecondCheckInDialog,
  useSwitchCorp,
} from '../../../workbench/data/current-corp';
import { useDeptMembers, useDeptTree } from '../../../workbench/data/dept';
import {
  useCancelTrustDevice,
  useDevices,
  useSlnLists,
  useTrustedDevices,
} from '../../../workbench/data/device';
import {
  useInvitations,
  useReplyInvitation,
  useUnreadInvitations,
} from '../../../workbench/data/invite';
import { sandbox, SANDBOX_SMS_CODE, sendCode } from '../../../workbench/sandbox';
import { setupSandbox, signInAs } from '../helpers/sandbox';

setupSandbox();

function wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
}

describe('corp hooks', () => {
  it('exposes the current corp as a SecondCheckResult', async () => {
    await signInAs();
    const { result } = renderHook(() => useCurrentCorp(), { wrapper });
    await waitFor(() =>
      expect(result.current.data).toMatchObject({
        needsSecondCheck: false,
        data: { corpId: '1001', userId: 'u0001', admin: true },
      }),
    );
  });

  it('lets the current corp through once the second check is passed and the corp read again', async () => {
    const state = await sandbox.state();
    state.orgs.get('1001')!.corp.corpInfo.secondCheck = true;
    await signInAs();
    const { result } = renderHook(
      () => ({ current: useCurrentCorp(), check: useSecondCheckInDialog() }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.current.data?.needsSecondCheck).toBe(true));
    sendCode(state.sms, state.clock, '13800138000');
    await act(() => result.current.check.trigger({ corpId: '1001', vcode: SANDBOX_SMS_CODE }));
    await act(() => result.current.current.mutate());
    await waitFor(() => expect(result.current.current.data?.needsSecondCheck).toBe(false));
  });

  it('switching corp revalidates the current corp, departments, members, devices and invitations', async () => {
    await signInAs();
    const { result } = renderHook(
      () => ({
        current: useCurrentCorp(),
        tree: useDeptTree(),
        members: useDeptMembers({ deptId: '-1002', fetchChild: false, pageSize: 50 }),
        devices: useDevices(),
        slns: useSlnLists(null),
        invitations: useInvitations({ pageSize: 50 }),
        switchCorp: useSwitchCorp(),
      }),
      { wrapper },
    );
    // Every read's data is touched on each try: SWR re-renders only for what was read.
    await waitFor(() => {
      const { tree, members, devices, slns, invitations } = result.current;
      const loaded = [tree.data, members.data, devices.data, slns.main.data, invitations.data];
      expect(loaded.every((data) => data !== undefined)).toBe(true);
      expect(invitations.data?.total).toBeGreaterThan(0);
    });
    const before = {
      tree: result.current.tree.data,
      members: result.current.members.data,
      devices: result.current.devices.data,
      slns: result.current.slns.main.data,
    };

    await act(() => result.current.switchCorp.trigger({ corpId: '1002' }));

    await waitFor(() => {
      const { current, invitations } = result.current;
      expect([current.data?.data, invitations.data?.total]).toEqual([
        expect.objectContaining({ corpId: '1002' }),
        0,
      ]);
    });
    const after = {
      tree: await getDeptList(),
      members: await getDeptMembers({ deptId: '-1002', fetchChild: false, pageSize: 50 }),
      devices: await getDeviceList({}),
      slns: await getAllSlnList(),
    };
    await waitFor(() => {
      const { tree, members, devices, slns } = result.current;
      expect({
        tree: tree.data,
        members: members.data,
        devices: devices.data,
        slns: slns.main.data,
      }).toEqual(after);
    });
    expect(after.tree).not.toEqual(before.tree);
    expect(after.members).not.toEqual(before.members);
    expect(after.devices).not.toEqual(before.devices);
    expect(after.slns).not.toEqual(before.slns);
  });

  it('hiding a corp revalidates the corp list', async () => {
    await signInAs();
    const { result } = renderHook(() => ({ list: useCorpList(), hide: useSetCorpHide() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));
    await act(() => result.current.hide.trigger({ corpId: '1002', hide: true }));
    await waitFor(() =>
      expect(result.current.list.data?.find((corp) => corp.corpId === '1002')?.hidden).toBe(true),
    );
  });
});

describe('device and invitation hooks', () => {
  it('cancelling a trusted device revalidates the list', async () => {
    await signInAs();
    const { result } = renderHook(
      () => ({ trusted: useTrustedDevices(1), cancel: useCancelTrustDevice() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.trusted.data?.length).toBeGreaterThan(0));
    const [first, ...rest] = result.current.trusted.data!;
    await act(() => result.current.cancel.trigger({ id: first!.id }));
    await waitFor(() => expect(result.current.trusted.data).toEqual(rest));
  });

  it('accepting an invitation revalidates the unread list and the corp list', async () => {
    await signInAs('u0002');
    const { result } = renderHook(
      () => ({ unread: useUnreadInvitations(), corps: useCorpList(), reply: useReplyInvitation() }),
      { wrapper },
    );
    await waitFor(() => {
      const { unread, corps } = result.current;
      expect([unread.data?.total, corps.data?.length]).toEqual([1, 2]);
    });
    const [invitation] = result.current.unread.data!.list;
    await act(() => result.current.reply.trigger({ inviteId: invitation!.inviteId, accept: true }));
    await waitFor(() => {
      const { unread, corps } = result.current;
      expect([unread.data?.total, corps.data?.map((corp) => corp.corpId)]).toEqual([
        0,
        expect.arrayContaining([invitation!.corpId]),
      ]);
    });
    expect(await getCorpList()).toHaveLength(3);
    expect((await getUnreadInvitations({})).total).toBe(0);
  });
});
