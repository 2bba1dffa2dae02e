import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { getTransferInfo } from '../../../workbench/api/services';
import { raiseNotice } from '../../../workbench/api/errors/notices';
import { ApiError } from '../../../workbench/data/api-error';
import { secondCheck } from '../../../workbench/api/corp';
import { useSecondCheckInDialog } from '../../../workbench/data/current-corp';
import { useApiMutation } from '../../../workbench/data/mutation';
import { useApi } from '../../../workbench/data/swr';
import { batchSendRefusals, useBatchSendInvites } from '../../../workbench/data/invite';
import { useApiNotices } from '../../../workbench/data/notices';
import { useLoadTransferInfo, useOwnServices } from '../../../workbench/data/services';
import { accountLogin, useAfterSignIn } from '../../../workbench/data/sign-in';
import { useDeleteServiceSms } from '../../../workbench/data/sms';
import { useLoginInfo } from '../../../workbench/data/system';
import { sandbox } from '../../../workbench/sandbox';
import { setupSandbox, signInAs } from '../helpers/sandbox';

const { effects } = setupSandbox();

function wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );
}

async function rejection(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('calls the pages make through the data layer', () => {
  it('loads a read on demand into the cache, under the key useApi reads', async () => {
    await signInAs();
    const { result, rerender } = renderHook(
      ({ input }: { input: { serviceId: string } | null }) => ({
        own: useOwnServices(),
        load: useLoadTransferInfo(),
        read: useApi(getTransferInfo, input, { revalidateOnMount: false }),
      }),
      { wrapper, initialProps: { input: null as { serviceId: string } | null } },
    );
    await waitFor(() => expect(result.current.own.data).toBeDefined());
    const input = { serviceId: result.current.own.data![0]!.serviceId };
    let info: unknown;
    await act(async () => {
      info = await result.current.load(input);
    });
    expect(info).toMatchObject({ corps: [{ corpId: '1002', corpName: '张伟的个人账套' }] });
    rerender({ input });
    expect(result.current.read.data).toBe(info);
  });

  it('sends an SMS code through a mutation hook', async () => {
    await signInAs();
    const { result } = renderHook(() => ({ own: useOwnServices(), send: useDeleteServiceSms() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.own.data).toBeDefined());
    const serviceId = result.current.own.data![0]!.serviceId;
    await act(async () => {
      await result.current.send.trigger({ serviceId });
    });
    expect(result.current.send.data).toBeDefined();
  });

  it('leaves the toast to the dialog that makes a call exempt, and only to it', async () => {
    const state = await sandbox.state();
    state.orgs.get('1001')!.corp.corpInfo.secondCheck = true;
    await signInAs();
    const { result } = renderHook(
      () => ({ inDialog: useSecondCheckInDialog(), elsewhere: useApiMutation(secondCheck, []) }),
      { wrapper },
    );
    const wrongCode = { corpId: '1001', vcode: '000000' };
    expect(await rejection(result.current.inDialog.trigger(wrongCode))).toBeInstanceOf(ApiError);
    expect(effects.toasts).toEqual([]);
    expect(await rejection(result.current.elsewhere.trigger(wrongCode))).toBeInstanceOf(ApiError);
    expect(effects.toasts).toHaveLength(1);
  });

  it('reads the mobiles batchsend refused from its silent failure, and nothing from another', async () => {
    await signInAs();
    const { result } = renderHook(() => useBatchSendInvites(), { wrapper });
    const refused = await rejection(
      result.current.trigger({ mobiles: ['13612349999', '13612349999', '13900139000'] }),
    );
    expect(batchSendRefusals(refused)).toEqual([
      { mobile: '13612349999', reason: 'duplicate' },
      { mobile: '13900139000', reason: 'member' },
    ]);
    expect(effects.toasts).toEqual([]);
    const invalid = await rejection(result.current.trigger({ mobiles: ['12345'] }));
    expect(invalid).toBeInstanceOf(ApiError);
    expect(batchSendRefusals(invalid)).toBeUndefined();
    expect(batchSendRefusals(new Error('not a call'))).toBeUndefined();
  });

  it('shows the first notice the catalogue raised, and settles it with the choice', async () => {
    const { result } = renderHook(() => useApiNotices());
    expect(result.current.first).toBeUndefined();
    let choice: Promise<string> | undefined;
    act(() => {
      choice = raiseNotice({ kind: 'verifiedFlow', flow: 'setAdmin' });
    });
    const first = result.current.first!;
    expect(first.notice).toEqual({ kind: 'verifiedFlow', flow: 'setAdmin' });
    act(() => result.current.settle(first.id, 'confirm'));
    await expect(choice).resolves.toBe('confirm');
    expect(result.current.first).toBeUndefined();
  });
});

describe('the sign-in calls', () => {
  it('show their failure on the page: the catalogue does not toast it', async () => {
    const error = await rejection(accountLogin({ account: '', password: 'x', loginType: 0 }));
    expect(error).toBeInstanceOf(ApiError);
    expect(effects.toasts).toEqual([]);
  });

  it('after a sign-in, read the login info again, then the current corp, and keep it', async () => {
    const { result } = renderHook(() => ({ loginInfo: useLoginInfo(), after: useAfterSignIn() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.loginInfo.data).toBeNull());
    await signInAs();
    await act(async () => {
      await result.current.after.reloadLoginInfo();
    });
    expect(result.current.loginInfo.data?.loginAccount).toBe('138****8000');
    const current = await result.current.after.readCurrentCorp();
    expect(current).toMatchObject({ needsSecondCheck: false, data: { corpId: '1001' } });
    await act(async () => {
      await expect(result.current.after.keepCurrentCorp(current)).resolves.toEqual(current);
    });
  });
});
