import { describe, expect, it } from 'vitest';
import {
  addDeviceSln,
  addMainSlnWhite,
  addSubSlnAuth,
  cancelTrustDevice,
  deleteMainSln,
  deleteSubSln,
  editSlnStatus,
  editSubSln,
  getAllSlnList,
  getClientIp,
  getDeviceList,
  getOrgUserList,
  getServiceList,
  getSubAuthList,
  getTrustDeviceList,
  getWhiteList,
} from '../../../workbench/api/device';
import type { ApiError } from '../../../workbench/api/errors/api-error';
import { createRng, sandbox, SANDBOX_CLIENT_IP, seedDevice } from '../../../workbench/sandbox';
import { ORIGIN, setupSandbox, signInAs } from '../helpers/sandbox';
import { SESSION_COOKIE } from '../../../shared/cookies';
import { API_BASE } from '../../../shared/contract';
import type { TrustDeviceType } from '../../../shared/domain/device';

const { effects } = setupSandbox();

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

async function slns() {
  const list = await getAllSlnList();
  return {
    list,
    enabled: list.find((sln) => sln.status === 1)!,
    disabled: list.find((sln) => sln.status === 0)!,
  };
}

describe('the device slice', () => {
  it('draws the same slice from the same seed', async () => {
    const state = await sandbox.state();
    const context = (seed: number) => ({
      rng: createRng(seed),
      clock: state.clock,
      orgs: state.orgs,
      accounts: state.accounts,
      memberCount: 60,
    });
    const plain = (seed: number) => {
      const slice = seedDevice(context(seed));
      return JSON.stringify({
        byCorp: [...slice.byCorp].map(([corpId, corp]) => [
          corpId,
          [...corp.slns.values()],
          [...corp.subs.values()],
          [...corp.white.values()],
          [...corp.devices.values()],
        ]),
        trusted: [...slice.trusted],
      });
    };
    expect(plain(7)).toBe(plain(7));
    expect(plain(7)).not.toBe(plain(8));
  });
});

describe('device calls against the sandbox', () => {
  it('lists the main serial numbers with their counts, in both states', async () => {
    await signInAs();
    const { list, enabled, disabled } = await slns();
    expect(list).toHaveLength(4);
    expect(disabled).toBeDefined();
    expect(enabled.sln).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    expect(enabled.subCount).toBe((await getSubAuthList({ slnId: enabled.slnId })).length);
    expect(enabled.whiteCount).toBe((await getWhiteList({ slnId: enabled.slnId })).length);
    const devices = await getDeviceList({ slnId: enabled.slnId, pageSize: 50 });
    expect(devices.total).toBe(enabled.deviceCount);
    expect(devices.list.every((device) => device.realName !== '')).toBe(true);
    const services = await getServiceList();
    expect(services.reduce((sum, service) => sum + service.slnCount, 0)).toBe(4);
  });

  it('pages devices and org users, and searches them', async () => {
    await signInAs();
    const all = await getDeviceList({ pageSize: 2 });
    expect(all.list).toHaveLength(2);
    expect(all.total).toBeGreaterThan(4);
    const users = await getOrgUserList({ key: '张伟' });
    expect(users.list[0]).toMatchObject({ userId: 'u0001', mobile: '138****8000' });
    expect((await getOrgUserList({})).total).toBe(60);
    expect((await failure(getDeviceList({ slnId: 'nope' }))).code).toBe('-1');
  });

  it('adds a main serial number, once', async () => {
    await signInAs();
    const added = await addDeviceSln({
      serviceId: 'svc-erp',
      sln: 'ABCD-1234-EFGH-5678',
      maxDevices: 3,
    });
    expect(added).toMatchObject({ status: 1, serviceName: '云进销存', deviceCount: 0 });
    expect((await getAllSlnList()).map((sln) => sln.slnId)).toContain(added.slnId);
    const again = await failure(
      addDeviceSln({ serviceId: 'svc-erp', sln: 'ABCD-1234-EFGH-5678', maxDevices: 3 }),
    );
    expect(again.code).toBe('-1');
    expect(
      (await failure(addDeviceSln({ serviceId: 'svc-erp', sln: 'abcd', maxDevices: 3 }))).code,
    ).toBe('-1');
    expect(
      (
        await failure(
          addDeviceSln({ serviceId: 'nope', sln: 'ABCD-1234-EFGH-0000', maxDevices: 3 }),
        )
      ).code,
    ).toBe('-1');
  });

  it('authorises members on an enabled serial number, and edits and deletes the subs', async () => {
    await signInAs();
    const { enabled, disabled } = await slns();
    const taken = new Set(
      (await getSubAuthList({ slnId: enabled.slnId })).map((sub) => sub.userId),
    );
    const free = ['u0020', 'u0021', 'u0022', 'u0023'].filter((userId) => !taken.has(userId));
    const [first, second] = free;
    const subs = await addSubSlnAuth({ slnId: enabled.slnId, userIds: [first!] });
    expect(subs[0]).toMatchObject({ userId: first, status: 1 });
    expect(subs[0]!.sln.startsWith(enabled.sln)).toBe(true);
    expect((await failure(addSubSlnAuth({ slnId: enabled.slnId, userIds: [first!] }))).code).toBe(
      '-1',
    );
    expect((await failure(addSubSlnAuth({ slnId: disabled.slnId, userIds: [first!] }))).code).toBe(
      '-1',
    );
    expect(effects.toasts.at(-1)).toBe(`Serial number ${disabled.sln} is disabled.`);

    const edited = await editSubSln({ id: subs[0]!.subId, userId: second, status: 0 });
    expect(edited).toMatchObject({ userId: second, status: 0 });
    await deleteSubSln({ id: subs[0]!.subId });
    const after = await getSubAuthList({ slnId: enabled.slnId });
    expect(after.map((sub) => sub.subId)).not.toContain(subs[0]!.subId);
    expect((await failure(deleteSubSln({ id: subs[0]!.subId }))).code).toBe('-1');
  });

  it('adds devices to a white list, once each', async () => {
    await signInAs();
    const { enabled } = await slns();
    const listed = new Set((await getWhiteList({ slnId: enabled.slnId })).map((w) => w.deviceId));
    const device = (await getDeviceList({ pageSize: 50 })).list.find(
      (candidate) => !listed.has(candidate.deviceId),
    )!;
    const added = await addMainSlnWhite({ slnId: enabled.slnId, deviceIds: [device.deviceId] });
    expect(added).toEqual([expect.objectContaining({ deviceName: device.deviceName })]);
    const again = await failure(
      addMainSlnWhite({ slnId: enabled.slnId, deviceIds: [device.deviceId] }),
    );
    expect(again.code).toBe('-1');
    const unknown = await failure(addMainSlnWhite({ slnId: enabled.slnId, deviceIds: ['nope'] }));
    expect(unknown.code).toBe('-1');
  });

  it('disables and enables a serial number', async () => {
    await signInAs();
    const { enabled } = await slns();
    expect(await editSlnStatus({ id: enabled.slnId, status: 0 })).toMatchObject({ status: 0 });
    expect((await getAllSlnList()).find((sln) => sln.slnId === enabled.slnId)!.status).toBe(0);
    expect(await editSlnStatus({ id: enabled.slnId, status: 1 })).toMatchObject({ status: 1 });
    const bad = await failure(editSlnStatus({ id: enabled.slnId, status: 2 as 1 }));
    expect(bad.code).toBe('-1');
  });

  it('deletes a main serial number with its lists, leaving its devices unbound', async () => {
    await signInAs();
    const { enabled } = await slns();
    const devices = (await getDeviceList({ slnId: enabled.slnId, pageSize: 50 })).list;
    await deleteMainSln({ id: enabled.slnId });
    expect((await getAllSlnList()).map((sln) => sln.slnId)).not.toContain(enabled.slnId);
    expect((await failure(getSubAuthList({ slnId: enabled.slnId }))).code).toBe('-1');
    const corp = (await sandbox.state()).devices.byCorp.get('1001')!;
    expect([...corp.subs.values()].some((sub) => sub.slnId === enabled.slnId)).toBe(false);
    expect([...corp.white.values()].some((white) => white.slnId === enabled.slnId)).toBe(false);
    for (const device of devices) expect(corp.devices.get(device.deviceId)!.slnId).toBe('');
  });

  it('lets only an admin change serial numbers', async () => {
    await signInAs('u0002');
    const { enabled } = await slns();
    for (const call of [
      addDeviceSln({ serviceId: 'svc-kis', sln: 'ABCD-1234-EFGH-9999', maxDevices: 1 }),
      addSubSlnAuth({ slnId: enabled.slnId, userIds: ['u0002'] }),
      editSlnStatus({ id: enabled.slnId, status: 0 }),
      deleteMainSln({ id: enabled.slnId }),
    ])
      expect((await failure(call)).code).toBe('-1');
    expect(new Set(effects.toasts)).toEqual(new Set(['Only an admin of the corp can do this.']));
  });

  it('has no serial numbers in a new corp until one is added', async () => {
    await signInAs();
    const state = await sandbox.state();
    state.devices.byCorp.delete('1002');
    const session = [...state.sessions.values()][0]!;
    session.corpId = '1002';
    expect(await getAllSlnList()).toEqual([]);
    expect((await getDeviceList({})).total).toBe(0);
  });

  it('answers the client address: a proxy header, else the sandbox one', async () => {
    const sessionId = await signInAs();
    expect(await getClientIp()).toEqual({ ip: SANDBOX_CLIENT_IP });
    const response = await sandbox.handle(
      new Request(`${ORIGIN}${API_BASE}service/device/getclientip`, {
        method: 'POST',
        headers: { 'x-forwarded-for': '198.51.100.7, 10.0.0.1', ajax_flag: '1' },
      }),
      { [SESSION_COOKIE]: sessionId },
    );
    expect(await response.json()).toMatchObject({ data: { ip: '198.51.100.7' } });
  });

  it('lists trusted devices by type and cancels one', async () => {
    await signInAs();
    const browsers = await getTrustDeviceList({ type: 1 });
    expect(browsers.length).toBeGreaterThan(0);
    expect(browsers.every((device) => device.type === 1)).toBe(true);
    await cancelTrustDevice({ id: browsers[0]!.id });
    expect((await getTrustDeviceList({ type: 1 })).map((device) => device.id)).not.toContain(
      browsers[0]!.id,
    );
    expect((await failure(cancelTrustDevice({ id: browsers[0]!.id }))).code).toBe('-1');
    expect((await failure(getTrustDeviceList({ type: 9 as TrustDeviceType }))).code).toBe('-1');
    // Another account's devices are its own.
    const mine = new Set((await getTrustDeviceList({ type: 1 })).map((device) => device.id));
    await signInAs('u0002');
    const theirs = await getTrustDeviceList({ type: 1 });
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.filter((device) => mine.has(device.id))).toEqual([]);
  });
});
