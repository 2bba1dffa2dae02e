import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../workbench/api/errors/api-error';
import {
  activateCard,
  commitTransfer,
  convertToPaid,
  deleteService,
  enableService,
  enterService,
  getDeployTip,
  getMergeableServices,
  getOwnServices,
  getOwnServiceSet,
  getPrintList,
  getReadOnlyServices,
  getSaleUnitInfo,
  getServiceCode,
  getServiceConfig,
  getServiceCounts,
  getServicevapList,
  getSharedServices,
  getTransferInfo,
  openSample,
  renameService,
  resetServiceCodePassword,
  setCommonList,
  setPrintList,
  setServiceConfig,
  setServiceDisplay,
  startTrial,
  syncServiceCodePassword,
} from '../../../workbench/api/services';
import { getRecentUsed, searchOperationLog } from '../../../workbench/api/logs';
import { sandbox, SANDBOX_SMS_CODE, sendCode } from '../../../workbench/sandbox';
import { setupSandbox, signInAs } from '../helpers/sandbox';
import { serviceNameRule } from '../../../design-system/components/service-list';
import type { Service } from '../../../shared/domain/services';

const { effects } = setupSandbox();

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

function byProduct(list: Service[], product: string, state: Service['state']): Service {
  const service = list.find((item) => item.product === product && item.state === state);
  if (!service) throw new Error(`no ${state} ${product} service in the seed`);
  return service;
}

/** What sms/deleteService does for the signed-in account (its own call is the sms domain's). */
async function sendDeleteCode(mobile = '13800138000') {
  const state = await sandbox.state();
  sendCode(state.sms, state.clock, mobile);
}

describe('service lists', () => {
  it('should list own, shared, third-party and read-only services with counts to match', async () => {
    await signInAs();
    const own = await getOwnServices({});
    const shared = await getSharedServices();
    const thirdParty = await getOwnServices({ thirdParty: true });
    const readOnly = await getReadOnlyServices({});
    expect(own.length).toBeGreaterThanOrEqual(3);
    expect(
      own.every((service) => !service.shared && !service.thirdParty && !service.readOnly),
    ).toBe(true);
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.every((service) => service.shared && service.ownerCorpId !== '1001')).toBe(true);
    expect(thirdParty.length).toBeGreaterThan(0);
    expect(thirdParty.every((service) => service.thirdParty)).toBe(true);
    expect(readOnly.list.every((service) => service.readOnly)).toBe(true);
    expect(await getServiceCounts()).toEqual({
      own: own.length,
      share: shared.length,
      thirdParty: thirdParty.length,
      readOnly: readOnly.count,
    });
  });

  it('should page the read-only list three at a time by default and give the whole count', async () => {
    await signInAs();
    const first = await getReadOnlyServices({});
    const one = await getReadOnlyServices({ currentPage: 2, pageSize: 1 });
    expect(first.list.length).toBe(Math.min(3, first.count));
    expect(one.list).toHaveLength(1);
    expect(one.list[0]).toEqual(first.list[1]);
    expect(one.count).toBe(first.count);
  });

  it('should draw the same services from the same seed', async () => {
    await signInAs();
    const before = await getOwnServices({});
    await sandbox.reset();
    await signInAs();
    expect(await getOwnServices({})).toEqual(before);
  });

  it('should hide and reorder the own list through its display settings', async () => {
    await signInAs();
    const set = await getOwnServiceSet();
    const [first, ...rest] = set;
    const reordered = [...rest, first!].map((item, index) => ({
      serviceId: item.serviceId,
      show: index !== 0,
    }));
    await setServiceDisplay({ type: 'own', list: reordered });
    expect((await getOwnServiceSet()).map((item) => item.serviceId)).toEqual(
      reordered.map((item) => item.serviceId),
    );
    const own = await getOwnServices({});
    expect(own.map((service) => service.serviceId)).toEqual(
      reordered.slice(1).map((item) => item.serviceId),
    );
    // Hidden, not gone: the count still has it.
    expect((await getServiceCounts()).own).toBe(set.length);
  });

  it('should refuse display settings for a service outside the list', async () => {
    await signInAs();
    const [shared] = await getSharedServices();
    const error = await failure(
      setServiceDisplay({ type: 'own', list: [{ serviceId: shared!.serviceId, show: true }] }),
    );
    expect(error.code).toBe('-1');
  });

  it('should answer 401 without a session', async () => {
    const error = await failure(getOwnServices({}));
    expect(error.status).toBe(401);
  });
});

describe('service actions', () => {
  it('should rename a service, and refuse a name over 50 characters or a shared service', async () => {
    await signInAs();
    const [service] = await getOwnServices({});
    const renamed = await renameService({ serviceId: service!.serviceId, name: '华南示范总账' });
    expect(renamed.name).toBe('华南示范总账');
    expect((await getOwnServices({}))[0]!.name).toBe('华南示范总账');

    const tooLong = await failure(
      renameService({ serviceId: service!.serviceId, name: '账'.repeat(51) }),
    );
    expect(tooLong.code).toBe('-1');
    expect(effects.toasts.at(-1)).toBe('name: must be at most 50 characters');

    // 50 characters the design system accepts are 50 here too, though each is two UTF-16 units.
    const fifty = '𠀀'.repeat(50);
    expect(serviceNameRule(fifty)).toBeUndefined();
    expect((await renameService({ serviceId: service!.serviceId, name: fifty })).name).toBe(fifty);

    const [shared] = await getSharedServices();
    const notOwner = await failure(renameService({ serviceId: shared!.serviceId, name: '改名' }));
    expect(notOwner.code).toBe('-1');
    expect((await getSharedServices())[0]!.name).toBe(shared!.name);
  });

  it('should delete a service only with the code sent to the account mobile', async () => {
    await signInAs();
    const own = await getOwnServices({});
    const target = own.at(-1)!;
    const noCode = await failure(deleteService({ serviceId: target.serviceId, vcode: '246810' }));
    expect(noCode.code).toBe('-1');

    await sendDeleteCode();
    const wrong = await failure(deleteService({ serviceId: target.serviceId, vcode: '000000' }));
    expect(wrong.code).toBe('-1');
    await deleteService({ serviceId: target.serviceId, vcode: SANDBOX_SMS_CODE });
    const after = await getOwnServices({});
    expect(after.map((service) => service.serviceId)).not.toContain(target.serviceId);
    expect((await getServiceCounts()).own).toBe(own.length - 1);

    // The code verifies once.
    const again = await failure(
      deleteService({ serviceId: after[0]!.serviceId, vcode: SANDBOX_SMS_CODE }),
    );
    expect(again.code).toBe('-1');
  });

  it('should move a service to another corp of the account', async () => {
    await signInAs();
    const [service] = await getOwnServices({});
    const info = await getTransferInfo({ serviceId: service!.serviceId });
    expect(info.corps).toEqual([{ corpId: '1002', corpName: '张伟的个人账套' }]);

    const elsewhere = await failure(
      commitTransfer({ serviceId: service!.serviceId, corpId: '2001' }),
    );
    expect(elsewhere.code).toBe('-1');

    await commitTransfer({ serviceId: service!.serviceId, corpId: '1002' });
    expect((await getOwnServices({})).map((item) => item.serviceId)).not.toContain(
      service!.serviceId,
    );
    const state = await sandbox.state();
    expect(state.services.records.get(service!.serviceId)?.ownerCorpId).toBe('1002');
  });

  it('should start one trial of a product, then convert it to paid', async () => {
    await signInAs();
    const before = await getServiceCounts();
    const trial = await startTrial({ trialProduct: 'cashier' });
    expect(trial).toMatchObject({ product: 'cashier', state: 'trial', enabled: true });
    expect((await getServiceCounts()).own).toBe(before.own + 1);

    const second = await failure(startTrial({ trialProduct: 'cashier' }));
    expect(second.code).toBe('-1');
    const unknown = await failure(startTrial({ trialProduct: 'nothing' }));
    expect(unknown.code).toBe('-1');

    const paid = await convertToPaid({ serviceId: trial.serviceId });
    expect(paid.state).toBe('paid');
    expect(paid.expiry > trial.expiry).toBe(true);
    const twice = await failure(convertToPaid({ serviceId: trial.serviceId }));
    expect(twice.code).toBe('-1');
  });

  it('should turn an activation card into a paid service, once', async () => {
    await signInAs();
    const state = await sandbox.state();
    const [card] = [...state.services.cards.values()];
    const service = await activateCard({ code: card!.code.toLowerCase() });
    expect(service).toMatchObject({ product: card!.product, state: 'paid' });
    expect((await getOwnServices({})).map((item) => item.serviceId)).toContain(service.serviceId);

    expect((await failure(activateCard({ code: card!.code }))).code).toBe('-1');
    expect((await failure(activateCard({ code: 'JDY-0000-0000-0000' }))).code).toBe('-1');
  });

  it('should enter an enabled service, remember it as recently used, and log it', async () => {
    await signInAs();
    const own = await getOwnServices({});
    const off = own.find((service) => !service.enabled)!;
    expect((await failure(enterService({ serviceId: off.serviceId }))).code).toBe('-1');

    expect((await enableService({ serviceId: off.serviceId })).enabled).toBe(true);
    const entry = await enterService({ serviceId: off.serviceId });
    expect(entry).toEqual({
      url: `/workbench/api/__sandbox/pages/service-entry?serviceId=${off.serviceId}`,
      readOnly: false,
    });
    expect((await getRecentUsed())[0]).toMatchObject({ serviceId: off.serviceId, name: off.name });

    const state = await sandbox.state();
    const now = state.clock.now();
    const logs = await searchOperationLog({ startTime: now - 60_000, endTime: now + 60_000 });
    expect(logs.list.map((log) => log.content)).toContain(`进入服务「${off.name}」`);
  });

  it('should enter a read-only service read-only', async () => {
    await signInAs();
    const { list } = await getReadOnlyServices({});
    const entry = await enterService({ serviceId: list[0]!.serviceId });
    expect(entry.readOnly).toBe(true);
    expect(entry.url).toContain('readOnly=1');
  });

  it('should list the own services of the same product as merge candidates', async () => {
    await signInAs();
    const own = await getOwnServices({});
    const paid = byProduct(own, 'acct', 'paid');
    const mergeable = await getMergeableServices({ serviceId: paid.serviceId });
    expect(mergeable.map((service) => service.serviceId)).toEqual(
      own
        .filter((service) => service.product === 'acct' && service.serviceId !== paid.serviceId)
        .map((service) => service.serviceId),
    );
    expect(mergeable.length).toBeGreaterThan(0);
  });

  it('should read and write a service config, serviceId in the query', async () => {
    await signInAs();
    const [service] = await getOwnServices({});
    const { serviceId } = service!;
    expect(await getServiceConfig({ serviceId })).toEqual({
      serviceId,
      expiryNotice: true,
      autoEnter: false,
    });
    await setServiceConfig({ serviceId, autoEnter: true });
    expect(await getServiceConfig({ serviceId })).toMatchObject({
      autoEnter: true,
      expiryNotice: true,
    });
    expect((await failure(getServiceConfig({ serviceId: 'nope' }))).code).toBe('-1');
  });

  it('should give the sale unit, the deploy tip and a sample entry', async () => {
    await signInAs();
    const [shared] = await getSharedServices();
    expect(await getSaleUnitInfo({ serviceId: shared!.serviceId })).toMatchObject({
      serviceId: shared!.serviceId,
      saleUnitName: expect.any(String) as string,
    });
    const tip = await getDeployTip({ serviceId: shared!.serviceId });
    expect(tip.showTip).toBe(tip.deployLevel === 'private');
    expect((await openSample({ product: 'erp' })).url).toContain('product=erp');
  });
});

describe('servicevap and service codes', () => {
  it('should list every usable service on one page of 999 by default', async () => {
    await signInAs();
    const page = await getServicevapList({});
    const counts = await getServiceCounts();
    expect(page).toMatchObject({ currentPage: 1, pageSize: 999 });
    expect(page.total).toBe(counts.own + counts.thirdParty + counts.share);
    expect(page.list).toHaveLength(page.total);
  });

  it('should replace the print and common lists, and show the flags on the services', async () => {
    await signInAs();
    const { list } = await getServicevapList({});
    const chosen = [list[1]!.serviceId, list.at(-1)!.serviceId];
    await setPrintList({ serviceIds: chosen });
    expect((await getPrintList()).map((service) => service.serviceId)).toEqual(
      list.filter((service) => chosen.includes(service.serviceId)).map((s) => s.serviceId),
    );
    const after = await getServicevapList({});
    expect(
      after.list
        .filter((service) => service.print)
        .map((s) => s.serviceId)
        .sort(),
    ).toEqual([...chosen].sort());
    await setCommonList({ serviceIds: [] });
    expect((await getServicevapList({})).list.some((service) => service.common)).toBe(false);
    expect((await failure(setPrintList({ serviceIds: ['nope'] }))).code).toBe('-1');
  });

  it('should give a service code, a new password once, and sync it with the account', async () => {
    await signInAs();
    const [service] = await getOwnServices({});
    const { serviceId } = service!;
    const code = await getServiceCode({ serviceId });
    expect(code).toMatchObject({ serviceId, passwordSet: false, synced: false });
    expect(code.serviceCode).toMatch(/^SC\d{8}$/);

    const { password } = await resetServiceCodePassword({ serviceId });
    expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)(?=.*[#]).{8,18}$/);
    expect(await getServiceCode({ serviceId })).toMatchObject({ passwordSet: true, synced: false });
    expect(await syncServiceCodePassword({ serviceId })).toMatchObject({ synced: true });
  });
});
