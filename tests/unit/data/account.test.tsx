import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { accountUpdateSendSms, changeLocalPwd } from '../../../workbench/api/sms';
import {
  useAccount,
  useAuthorizationCodes,
  useAuthorizeCodeTransferList,
  useAuthorizeServiceList,
  useCanLogOff,
  useGenerateAuthorizeCode,
  useLoginProtect,
  useLoginProtectSet,
  usePasswordStatus,
  useRemoteLoginNotice,
  useSendAuthorizeCodeListSms,
  useSendAuthorizeCodeTransferSms,
  useThirdPlatformBindings,
  useTransferAuthorizeCode,
  useUnbindThirdPlatform,
  useUpdateLocalPwd,
  useUpdateRemoteLoginNotice,
} from '../../../workbench/data/account';
import {
  useRelationInfoResult,
  useSelfServiceOrders,
  useSelfServiceRelationInfos,
} from '../../../workbench/data/self-service';
import { DAY_MS, encryptText, sandbox, SANDBOX_SMS_CODE } from '../../../workbench/sandbox';
import { setupSandbox, signInAs, passTime } from '../helpers/sandbox';
import { PROTECT_CODE } from '../../../shared/contract';

setupSandbox();

function wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
}

/** Waits until every read has its data (each read every try, so SWR tracks them all). */
async function loaded(reads: () => { data?: unknown }[]) {
  await waitFor(() => {
    expect(reads().filter((read) => read.data === undefined)).toHaveLength(0);
  });
}

describe('account hooks', () => {
  it('should read the account and its security settings', async () => {
    await signInAs('u0001');
    const { result } = renderHook(
      () => ({
        account: useAccount(),
        protect: useLoginProtect(),
        notice: useRemoteLoginNotice(),
        bindings: useThirdPlatformBindings(),
        logOff: useCanLogOff(),
      }),
      { wrapper },
    );
    await loaded(() => Object.values(result.current));
    expect(result.current.account.data).toMatchObject({ userId: 'u0001', mobile: '138****8000' });
    expect(result.current.protect.data).toMatchObject({ open: true });
    expect(result.current.notice.data).toEqual({ open: true });
    expect(result.current.bindings.data?.[0]).toMatchObject({ type: 'wx', bound: true });
    expect(result.current.logOff.data).toMatchObject({ canLogOff: false });
  });

  it('should revalidate the notice flag and the account after the notice changes', async () => {
    await signInAs('u0001');
    const { result } = renderHook(
      () => ({
        account: useAccount(),
        notice: useRemoteLoginNotice(),
        update: useUpdateRemoteLoginNotice(),
      }),
      { wrapper },
    );
    await loaded(() => [result.current.account, result.current.notice]);
    await act(() => result.current.update.trigger({ open: false }));
    await waitFor(() => {
      expect(result.current.notice.data).toEqual({ open: false });
      expect(result.current.account.data).toMatchObject({ openRemoteLoginNotice: false });
    });
  });

  it('should revalidate login protection after it is set', async () => {
    await signInAs('u0001');
    const { result } = renderHook(
      () => ({ protect: useLoginProtect(), set: useLoginProtectSet() }),
      { wrapper },
    );
    await loaded(() => [result.current.protect]);
    await accountUpdateSendSms();
    await act(() =>
      result.current.set.trigger({ protect: PROTECT_CODE.unOpened, vCode: SANDBOX_SMS_CODE }),
    );
    await waitFor(() => expect(result.current.protect.data).toMatchObject({ open: false }));
  });

  it('should revalidate the bindings after an unbind', async () => {
    await signInAs('u0001');
    const { result } = renderHook(
      () => ({ bindings: useThirdPlatformBindings(), unbind: useUnbindThirdPlatform() }),
      { wrapper },
    );
    await loaded(() => [result.current.bindings]);
    await act(() => result.current.unbind.trigger({ type: 'wx' }));
    await waitFor(() =>
      expect(result.current.bindings.data?.[0]).toMatchObject({ type: 'wx', bound: false }),
    );
  });

  it('should revalidate the password status after the password changes', async () => {
    await signInAs('u0001');
    const state = await sandbox.state();
    const { result } = renderHook(
      () => ({ status: usePasswordStatus(), update: useUpdateLocalPwd() }),
      { wrapper },
    );
    await loaded(() => [result.current.status]);
    await passTime(100 * DAY_MS);
    await changeLocalPwd();
    const password = await encryptText(state.keys.publicKey, 'Better#2027');
    await act(() =>
      result.current.update.trigger({ vCode: SANDBOX_SMS_CODE, password, security: 1 }),
    );
    await waitFor(() => expect(result.current.status.data).toMatchObject({ daysLeft: 90 }));
  });

  it('should list, behind the SMS code, only the codes on their way to another account', async () => {
    await signInAs('u0001');
    const { result } = renderHook(
      () => ({
        codes: useAuthorizationCodes({ currentPage: 1, pageSize: 10 }),
        sendTransferCode: useSendAuthorizeCodeTransferSms(),
        transfer: useTransferAuthorizeCode(),
        sendListCode: useSendAuthorizeCodeListSms(),
        transfers: useAuthorizeCodeTransferList(),
      }),
      { wrapper },
    );
    await loaded(() => [result.current.codes]);
    const working = result.current.codes.data!.list.filter((item) => item.status === 'valid');
    expect(working.length).toBeGreaterThan(1);
    const moving = working[0]!;
    await act(() => result.current.sendTransferCode.trigger());
    await act(() =>
      result.current.transfer.trigger({
        code: moving.code,
        mobile: '13700137000',
        vCode: SANDBOX_SMS_CODE,
      }),
    );
    // The same mobile gets the list's code once the first one's wait is over.
    await passTime(DAY_MS);
    await act(() => result.current.sendListCode.trigger());
    const listed = await act(() => result.current.transfers.trigger({ vCode: SANDBOX_SMS_CODE }));
    expect(listed.map((item) => [item.code, item.status])).toEqual([[moving.code, 'transferring']]);
  });

  it('should page the codes and revalidate every page and the services after one is made', async () => {
    await signInAs('u0001');
    const { result, rerender } = renderHook(
      ({ currentPage }: { currentPage: number }) => ({
        codes: useAuthorizationCodes({ currentPage, pageSize: 3 }),
        services: useAuthorizeServiceList(),
        generate: useGenerateAuthorizeCode(),
      }),
      { wrapper, initialProps: { currentPage: 1 } },
    );
    await loaded(() => [result.current.codes, result.current.services]);
    expect(result.current.codes.data).toMatchObject({ total: 5, currentPage: 1 });
    expect(result.current.codes.data?.list).toHaveLength(3);
    rerender({ currentPage: 2 });
    await waitFor(() => expect(result.current.codes.data?.currentPage).toBe(2));
    expect(result.current.codes.data?.list).toHaveLength(2);
    const free = result.current.services.data!.find((service) => !service.hasValidCode)!;
    await act(() => result.current.generate.trigger({ serviceId: free.serviceId }));
    await waitFor(() => {
      expect(result.current.codes.data).toMatchObject({ total: 6, currentPage: 2 });
      expect(
        result.current.services.data?.find((service) => service.serviceId === free.serviceId),
      ).toMatchObject({ hasValidCode: true });
    });
  });
});

describe('self-service hooks', () => {
  it('should revalidate the relation infos and the orders after an answer', async () => {
    await signInAs('u0001');
    const { result } = renderHook(
      () => ({
        infos: useSelfServiceRelationInfos(),
        orders: useSelfServiceOrders(),
        answer: useRelationInfoResult(),
      }),
      { wrapper },
    );
    await loaded(() => [result.current.infos, result.current.orders]);
    expect(result.current.orders.data?.[0]).toMatchObject({ pendingRelations: 2 });
    const info = result.current.infos.data!.find(
      (item) => item.protect === PROTECT_CODE.employees,
    )!;
    await act(() => result.current.answer.trigger({ id: info.id, agree: false }));
    await waitFor(() => {
      expect(result.current.infos.data?.find((item) => item.id === info.id)).toMatchObject({
        status: 'rejected',
      });
      expect(result.current.orders.data?.[0]).toMatchObject({ pendingRelations: 1 });
    });
  });
});
