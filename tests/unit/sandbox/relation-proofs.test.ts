import { describe, expect, it } from 'vitest';
import { PROTECT_CODE } from '../../../shared/contract';
import { ApiError } from '../../../workbench/api/errors/api-error';
import {
  getRelationInfos,
  isMobileChange,
  relationInfoResult,
} from '../../../workbench/api/self-service';
import { selfServiceRelationInfo } from '../../../workbench/api/sms';
import { createTestAccount, sandbox, SANDBOX_SMS_CODE } from '../../../workbench/sandbox';
import { setupSandbox, signInAs } from '../helpers/sandbox';

setupSandbox();

async function failureOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).message;
}

/** A fresh account with its own orders (one relation info per proof), signed in. */
async function withOrders(options: { userNameOnly?: boolean } = {}) {
  const state = await sandbox.state();
  const account = createTestAccount(state, { orders: true, ...options });
  await signInAs(account.userId);
  const infos = await getRelationInfos();
  const infoOf = (protect: number) => infos.find((info) => info.protect === protect)!;
  return { state, account: state.accounts.get(account.userId)!, infoOf };
}

/** The protect codes protect (10000) and showParity (9999) as decision 0038 reads them. */
describe('relation infos proved by protect and showParity', () => {
  it('lists one relation info per proof, a protected contact with no mobile', async () => {
    const { infoOf } = await withOrders();
    const protects = (await getRelationInfos()).map((info) => info.protect).sort((a, b) => a - b);
    expect(protects).toEqual([1, 4, 5, 6, 9999, 10000]);
    expect(infoOf(PROTECT_CODE.protect).mobile).toBe('');
    expect(infoOf(PROTECT_CODE.protect).amount).toBeUndefined();
  });

  it('sends a protected contact’s code to the account’s own mobile, and takes only that code', async () => {
    const { state, account, infoOf } = await withOrders();
    const { id } = infoOf(PROTECT_CODE.protect);
    expect(await failureOf(relationInfoResult({ id, agree: true }))).toBe(
      'A verification code is needed.',
    );
    await selfServiceRelationInfo({ id });
    expect([...state.sms.sent.keys()]).toContain(account.mobile);
    expect(await failureOf(relationInfoResult({ id, agree: true, vCode: '000000' }))).toBe(
      'The verification code is wrong.',
    );
    expect(await relationInfoResult({ id, agree: true, vCode: SANDBOX_SMS_CODE })).toMatchObject({
      status: 'confirmed',
      mobile: '',
    });
    // Proved by the account's own mobile: no mobile to propose.
    expect(await isMobileChange()).toMatchObject({ change: false });
  });

  it('sends no code for a protected contact to an account without a mobile', async () => {
    const { infoOf } = await withOrders({ userNameOnly: true });
    expect(await failureOf(selfServiceRelationInfo({ id: infoOf(PROTECT_CODE.protect).id }))).toBe(
      'Your account has no mobile to send a code to.',
    );
  });

  it('shows a parity check’s order in full and relates it on agreement alone', async () => {
    const { state, infoOf } = await withOrders();
    const info = infoOf(PROTECT_CODE.showParity);
    const order = state.security.orders.get(info.orderNum)!;
    expect(info).toMatchObject({
      amount: order.amount,
      createTime: new Date(order.createdAt).toISOString(),
    });
    expect(await failureOf(selfServiceRelationInfo({ id: info.id }))).toBe(
      'This relation info is not proved by mobile.',
    );
    expect(await relationInfoResult({ id: info.id, agree: true })).toMatchObject({
      status: 'confirmed',
    });
    expect(await isMobileChange()).toMatchObject({ change: false });
  });

  it('still refuses the other proofs an agreement without proof', async () => {
    const { infoOf } = await withOrders();
    const refusals = {
      [PROTECT_CODE.mobile]: 'A verification code is needed.',
      [PROTECT_CODE.employees]: 'The answer does not match the order.',
      [PROTECT_CODE.serviceId]: 'The answer does not match the order.',
      [PROTECT_CODE.orderNum]: 'The answer does not match the order.',
    };
    for (const [protect, refusal] of Object.entries(refusals)) {
      const { id } = infoOf(Number(protect));
      expect(await failureOf(relationInfoResult({ id, agree: true }))).toBe(refusal);
    }
    const statuses = (await getRelationInfos()).map((info) => info.status);
    expect(statuses.every((status) => status === 'pending')).toBe(true);
  });
});
