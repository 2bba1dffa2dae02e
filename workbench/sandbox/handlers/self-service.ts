import { maskMobile } from '../../../shared/validation/mobile';
import { PROTECT_CODE } from '../../../shared/contract';
import { found, id, v } from '../input';
import { FAIL, SandboxFail } from '../reply';
import { route, type RouteDef } from '../route';
import { encryptField } from '../store/crypto';
import { verifyCode } from '../store/sms';
import type { SandboxState } from '../store/state';
import { sampleRelation, vCodeInput } from './sms';
import type {
  MobileChangeInfo,
  MobileChangeResult,
  Order,
  RelationInfo,
} from '../../../shared/payloads/self-service';
import type { RelationEntry } from '../store/security/records';
import {
  orderView,
  ownRelation,
  relationCodeMobile,
  relationView,
  securityOf,
} from '../store/security/views';
import type { AccountRecord } from '../store/accounts';
import { changeMobile, loginTaken } from '../store/security/account-changes';
import { SAMPLE_USER_ID } from '../store/samples';

const orderNumInput = () => v.string({ max: 64 });

function relationsOf(state: SandboxState, userId: string, orderNum?: string): RelationInfo[] {
  const out: RelationInfo[] = [];
  for (const relation of state.security.relations.values())
    if (relation.userId === userId && (orderNum === undefined || relation.orderNum === orderNum))
      out.push(relationView(state, relation));
  return out;
}

/**
 * Checks the proof a relation's protect asks for; the fail shape when it does not hold. A parity
 * check needs none: the person confirmed the order's details match (decision 0038).
 */
function prove(
  state: SandboxState,
  account: AccountRecord,
  relation: RelationEntry,
  vCode?: string,
  answer?: string,
) {
  if (relation.protect === PROTECT_CODE.showParity) return;
  const codeTo = relationCodeMobile(account, relation);
  if (codeTo !== undefined) {
    if (!vCode) throw new SandboxFail(FAIL, 'A verification code is needed.');
    verifyCode(state.sms, state.clock, codeTo, vCode);
    return;
  }
  const expected =
    relation.protect === PROTECT_CODE.employees
      ? String(relation.employees)
      : relation.protect === PROTECT_CODE.serviceId
        ? relation.serviceId
        : relation.orderNum;
  if (answer?.trim() !== expected)
    throw new SandboxFail(FAIL, 'The answer does not match the order.');
}

export const selfServiceRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: 'service/selfService/relationInfos',
    handle: ({ state, account }): RelationInfo[] => relationsOf(state, account.userId),
  }),
  route({
    method: 'POST',
    path: 'service/selfService/relationInfo/result',
    input: v.object({
      id: id(),
      agree: v.flag(),
      vCode: v.optional(vCodeInput()),
      answer: v.optional(v.string({ max: 100 })),
    }),
    handle: ({ state, account, input }): RelationInfo => {
      const relation = ownRelation(state, account.userId, input.id);
      if (relation.status !== 'pending')
        throw new SandboxFail(FAIL, 'This relation info has already been answered.');
      if (!input.agree) {
        relation.status = 'rejected';
        return relationView(state, relation);
      }
      prove(state, account, relation, input.vCode, input.answer);
      relation.status = 'confirmed';
      // Proved by another mobile: that mobile is offered as the account's (isMobileChange).
      if (
        relation.protect === PROTECT_CODE.mobile &&
        relation.mobile !== account.mobile &&
        !loginTaken(state, relation.mobile, account.userId)
      )
        securityOf(state, account.userId).pendingMobile = relation.mobile;
      return relationView(state, relation);
    },
    sample: (state) => {
      const relation = sampleRelation(state, PROTECT_CODE.serviceId);
      return { id: relation?.id, agree: 1, answer: relation?.serviceId };
    },
  }),
  route({
    method: 'GET',
    path: 'service/selfService/orders',
    handle: ({ state, account }): Order[] =>
      [...state.security.orders.values()]
        .filter((order) => order.userId === account.userId)
        .sort((a, b) => b.createdAt - a.createdAt)
        .map((order) => orderView(state, order)),
  }),
  route({
    method: 'GET',
    path: 'service/selfService/order/relationInfos',
    input: v.object({ orderNum: orderNumInput() }),
    handle: ({ state, account, input }): RelationInfo[] => {
      const order = state.security.orders.get(input.orderNum);
      found(order?.userId === account.userId ? order : undefined, `Order ${input.orderNum}`);
      return relationsOf(state, account.userId, input.orderNum);
    },
    sample: (state) => ({
      orderNum: [...state.security.orders.values()].find(({ userId }) => userId === SAMPLE_USER_ID)
        ?.orderNum,
    }),
  }),
  route({
    method: 'GET',
    path: 'service/isMobileChange',
    handle: ({ state, account }): MobileChangeInfo => {
      const pending = securityOf(state, account.userId).pendingMobile;
      return pending
        ? { change: true, mobile: maskMobile(pending), mobileEncry: encryptField(pending) }
        : { change: false, mobile: '', mobileEncry: '' };
    },
  }),
  route({
    method: 'GET',
    path: 'service/confirmMobileChange',
    // Nothing waiting is not a failure: it answers changed false with the mobile as it is.
    handle: ({ state, account }): MobileChangeResult => {
      const security = securityOf(state, account.userId);
      const pending = security.pendingMobile;
      if (pending) {
        security.pendingMobile = undefined;
        if (loginTaken(state, pending, account.userId))
          throw new SandboxFail(FAIL, 'This mobile is now used by another account.');
        changeMobile(state, account, pending);
      }
      return {
        changed: pending !== undefined,
        mobile: maskMobile(account.mobile),
        mobileEncry: encryptField(account.mobile),
      };
    },
  }),
];
