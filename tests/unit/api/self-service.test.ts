import { describe, expect, it } from 'vitest';
import { getAccount } from '../../../workbench/api/account';
import { ApiError } from '../../../workbench/api/errors/api-error';
import {
  confirmMobileChange,
  getOrderRelationInfos,
  getOrders,
  getRelationInfos,
  isMobileChange,
  relationInfoResult,
} from '../../../workbench/api/self-service';
import { selfServiceRelationInfo } from '../../../workbench/api/sms';
import { sandbox, SANDBOX_SMS_CODE } from '../../../workbench/sandbox';
import { setupSandbox, signInAs } from '../helpers/sandbox';
import { PROTECT_CODE } from '../../../shared/contract';

setupSandbox();

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** The stored relation info of u0001 proved this way. */
async function storedRelation(protect: number) {
  const { relations } = (await sandbox.state()).security;
  const relation = [...relations.values()].find(
    (entry) => entry.userId === 'u0001' && entry.protect === protect,
  );
  if (!relation) throw new Error(`no relation proved by ${protect}`);
  return relation;
}

describe('self-service relation infos and orders', () => {
  it('lists the account’s relation infos, one per kind of proof, mobiles masked', async () => {
    await signInAs('u0001');
    const infos = await getRelationInfos();
    expect(infos.map(({ protect, status }) => [protect, status])).toEqual([
      [PROTECT_CODE.mobile, 'pending'],
      [PROTECT_CODE.employees, 'pending'],
      [PROTECT_CODE.serviceId, 'pending'],
      [PROTECT_CODE.orderNum, 'confirmed'],
    ]);
    expect(infos[0]!.mobile).toBe('137****0000');
    await signInAs('u0002');
    expect(await getRelationInfos()).toHaveLength(1);
  });

  it('lists orders newest first with their pending relation infos', async () => {
    await signInAs('u0001');
    const orders = await getOrders();
    expect(orders.map((order) => order.pendingRelations)).toEqual([2, 1, 0]);
    expect(orders.map((order) => order.trialProduct)).toEqual([false, false, true]);
    expect(orders[2]!.amount).toBe(0);
    expect(orders[0]!.orderNum).toMatch(/^DD\d{12}$/);
  });

  it('lists one order’s relation infos, and only the account’s own orders', async () => {
    await signInAs('u0001');
    const [newest] = await getOrders();
    const infos = await getOrderRelationInfos({ orderNum: newest!.orderNum });
    expect(infos).toHaveLength(2);
    expect(infos.every((info) => info.orderNum === newest!.orderNum)).toBe(true);
    expect((await failureOf(getOrderRelationInfos({ orderNum: 'DD0' }))).message).toBe(
      'Order DD0 not found',
    );
    expect((await failureOf(getOrderRelationInfos({ orderNum: '' }))).message).toBe(
      'orderNum: is required',
    );
    await signInAs('u0002');
    expect((await failureOf(getOrderRelationInfos({ orderNum: newest!.orderNum }))).code).toBe(
      '-1',
    );
  });

  it('confirms a relation info by the answer on record, once', async () => {
    await signInAs('u0001');
    const relation = await storedRelation(PROTECT_CODE.serviceId);
    expect(
      (await failureOf(relationInfoResult({ id: relation.id, agree: true, answer: 'nope' })))
        .message,
    ).toBe('The answer does not match the order.');
    const answer = { id: relation.id, agree: true, answer: relation.serviceId };
    expect(await relationInfoResult(answer)).toMatchObject({ status: 'confirmed' });
    expect((await getOrders())[1]!.pendingRelations).toBe(0);
    expect((await failureOf(relationInfoResult(answer))).message).toBe(
      'This relation info has already been answered.',
    );
  });

  it('takes the employees count as its proof', async () => {
    await signInAs('u0001');
    const relation = await storedRelation(PROTECT_CODE.employees);
    expect(
      await relationInfoResult({
        id: relation.id,
        agree: true,
        answer: String(relation.employees),
      }),
    ).toMatchObject({ status: 'confirmed' });
  });

  it('declines a relation info without proof', async () => {
    await signInAs('u0001');
    const relation = await storedRelation(PROTECT_CODE.employees);
    expect(await relationInfoResult({ id: relation.id, agree: false })).toMatchObject({
      status: 'rejected',
    });
  });

  it('needs the code sent to the order’s mobile, then offers that mobile to the account', async () => {
    await signInAs('u0001');
    const relation = await storedRelation(PROTECT_CODE.mobile);
    expect((await failureOf(relationInfoResult({ id: relation.id, agree: true }))).message).toBe(
      'A verification code is needed.',
    );
    await selfServiceRelationInfo({ id: relation.id });
    await relationInfoResult({ id: relation.id, agree: true, vCode: SANDBOX_SMS_CODE });
    expect(await isMobileChange()).toMatchObject({ change: true, mobile: '137****0000' });
    expect(await confirmMobileChange()).toMatchObject({ changed: true, mobile: '137****0000' });
    expect(await getAccount()).toMatchObject({ mobile: '137****0000' });
    expect(await isMobileChange()).toEqual({ change: false, mobile: '', mobileEncry: '' });
    expect(await confirmMobileChange()).toMatchObject({ changed: false, mobile: '137****0000' });
  });

  it('refuses the change when another account took the mobile meanwhile', async () => {
    await signInAs('u0001');
    const relation = await storedRelation(PROTECT_CODE.mobile);
    await selfServiceRelationInfo({ id: relation.id });
    await relationInfoResult({ id: relation.id, agree: true, vCode: SANDBOX_SMS_CODE });
    const state = await sandbox.state();
    state.accounts.get('u0002')!.mobile = relation.mobile;
    expect((await failureOf(confirmMobileChange())).message).toBe(
      'This mobile is now used by another account.',
    );
    expect(await isMobileChange()).toMatchObject({ change: false });
    expect(state.accounts.get('u0001')!.mobile).toBe('13800138000');
  });

  it('offers no change when the order’s mobile is the account’s own', async () => {
    await signInAs('u0002');
    const [relation] = await getRelationInfos();
    await selfServiceRelationInfo({ id: relation!.id });
    await relationInfoResult({ id: relation!.id, agree: true, vCode: SANDBOX_SMS_CODE });
    expect(await isMobileChange()).toMatchObject({ change: false });
  });

  it('refuses bad input with the fail shape', async () => {
    await signInAs('u0001');
    const relation = await storedRelation(PROTECT_CODE.orderNum);
    expect(
      (await failureOf(relationInfoResult({ id: relation.id, agree: 'yes' as never }))).code,
    ).toBe('-1');
    expect((await failureOf(relationInfoResult({ id: 'ri0', agree: false }))).message).toBe(
      'Relation info ri0 not found',
    );
  });
});
