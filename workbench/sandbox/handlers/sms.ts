import { PROTECT_CODE, VCODE_TYPE } from '../../../shared/contract';
import { isInternationalMobile, isMainlandMobile } from '../../../shared/validation/mobile';
import { FAIL, SandboxFail } from '../reply';
import { found, id, invalid, v, type Schema } from '../input';
import { publicRoute, route, type RouteDef } from '../route';
import { sendCode } from '../store/sms';
import type { SandboxState } from '../store/state';
import type { SmsSent } from '../../../shared/payloads/sms';
import type { RelationEntry } from '../store/security/records';
import { ownRelation, relationCodeMobile } from '../store/security/views';
import { loginTaken } from '../store/security/account-changes';
import { checkMobileOf } from '../store/second-check';
import { SAMPLE_USER_ID } from '../store/samples';
import { accountWithMobile, mobileOf } from './sso/common';
import { mobileOrEncrypted } from './sso/inputs';

/** A mobile number by the rule of docs/product.md §5 (mainland or international). */
export function mobileInput(): Schema<string> {
  const text = v.string({ max: 32 });
  return {
    parse(value, at) {
      const mobile = text.parse(value, at);
      if (!isMainlandMobile(mobile) && !isInternationalMobile(mobile))
        invalid(at, 'is not a mobile number');
      return mobile;
    },
  };
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailInput = () => v.string({ max: 100, pattern: EMAIL_PATTERN });
/** An SMS (or e-mail) code as typed. */
export const vCodeInput = () => v.string({ max: 16 });

/** A number no other account uses; a new mobile for the account itself. */
export const SAMPLE_NEW_MOBILE = '13600136000';
export const SAMPLE_NEW_EMAIL = 'zhangwei.new@example.com';

const send = (state: SandboxState, to: string): SmsSent => sendCode(state.sms, state.clock, to);

const sampleMobile = (state: SandboxState) => state.accounts.get(SAMPLE_USER_ID)?.mobile ?? '';

/** The sample account's first pending relation info proved this way. */
export function sampleRelation(
  state: SandboxState,
  protect: RelationEntry['protect'],
): RelationEntry | undefined {
  for (const relation of state.security.relations.values())
    if (
      relation.userId === SAMPLE_USER_ID &&
      relation.status === 'pending' &&
      relation.protect === protect
    )
      return relation;
  return undefined;
}

/** Senders whose code goes to the signed-in account's own mobile and that need no input. */
const toOwnMobile = [
  'changeLocalPwd',
  'setTwoFactorSms',
  'accountUpdateSendSms',
  'corpCert',
  'modifyCorp',
].map((name) =>
  route({
    method: 'POST',
    path: `service/sms/${name}`,
    handle: ({ state, account }): SmsSent => send(state, account.mobile),
  }),
);

export const smsRoutes: RouteDef[] = [
  ...toOwnMobile,
  route({
    method: 'POST',
    path: 'service/sms/changeLocalMobile',
    input: v.object({ mobile: mobileInput() }),
    handle: ({ state, account, input }): SmsSent => {
      if (input.mobile === account.mobile)
        throw new SandboxFail(FAIL, 'This is already your mobile.');
      if (loginTaken(state, input.mobile, account.userId))
        throw new SandboxFail(FAIL, 'This mobile is used by another account.');
      return send(state, input.mobile);
    },
    sample: () => ({ mobile: SAMPLE_NEW_MOBILE }),
  }),
  route({
    method: 'POST',
    path: 'service/sms/bindLocalEmailSendCode',
    input: v.object({ email: emailInput() }),
    handle: ({ state, account, input }): SmsSent => {
      if (loginTaken(state, input.email, account.userId))
        throw new SandboxFail(FAIL, 'This e-mail address is used by another account.');
      return send(state, input.email);
    },
    sample: () => ({ email: SAMPLE_NEW_EMAIL }),
  }),
  route({
    method: 'POST',
    path: 'service/sms/userDelete',
    input: v.object({ userId: v.optional(id()) }),
    handle: ({ state, account, org, input }): SmsSent => {
      if (input.userId) found(org.members.get(input.userId), `Member ${input.userId}`);
      return send(state, account.mobile);
    },
  }),
  route({
    method: 'POST',
    path: 'service/sms/setSecondCheckMobile',
    input: v.object({ mobile: mobileInput(), userId: id() }),
    handle: ({ state, org, input }): SmsSent => {
      found(org.members.get(input.userId), `Member ${input.userId}`);
      return send(state, input.mobile);
    },
    sample: (state) => ({ mobile: sampleMobile(state), userId: SAMPLE_USER_ID }),
  }),
  route({
    method: 'POST',
    path: 'service/sms/deleteService',
    input: v.object({ serviceId: id() }),
    handle: ({ state, account }): SmsSent => send(state, account.mobile),
    sample: (state) => ({ serviceId: state.security.authorizeServices[0]?.serviceId }),
  }),
  route({
    method: 'POST',
    path: 'service/sms/loginSecondCheck',
    handle: ({ state, account, org }): SmsSent => {
      const checkMobile = checkMobileOf(org, account);
      if (!checkMobile) throw new SandboxFail(FAIL, 'No check mobile is set for you in this corp.');
      return send(state, checkMobile);
    },
  }),
  route({
    method: 'POST',
    path: 'service/sms/bindKdCloud',
    input: v.object({ mobile: mobileInput() }),
    handle: ({ state, input }): SmsSent => send(state, input.mobile),
    sample: (state) => ({ mobile: sampleMobile(state) }),
  }),
  publicRoute({
    method: 'POST',
    path: 'service/sms/resetPwd',
    // The reset form holds forgetPwd's mobileEncry, not the number (docs/product.md §7, Reset form).
    input: v.object({ mobile: mobileOrEncrypted(), type: v.oneOf([VCODE_TYPE.reset]) }),
    handle: ({ state, input }): SmsSent =>
      send(state, mobileOf(accountWithMobile(state, input.mobile))),
    sample: (state) => ({ mobile: sampleMobile(state), type: VCODE_TYPE.reset }),
  }),
  route({
    method: 'POST',
    path: 'service/sms/deleteCorp',
    input: v.object({ corpId: id() }),
    handle: ({ state, account, input }): SmsSent => {
      if (!state.orgs.get(input.corpId)?.members.has(account.userId))
        throw new SandboxFail(FAIL, `Corp ${input.corpId} not found`);
      return send(state, account.mobile);
    },
    sample: (state) => ({ corpId: state.accounts.get(SAMPLE_USER_ID)?.defaultCorpId }),
  }),
  route({
    method: 'POST',
    path: 'service/sms/selfServiceRelationInfo',
    input: v.object({ id: id() }),
    handle: ({ state, account, input }): SmsSent => {
      const relation = ownRelation(state, account.userId, input.id);
      const to = relationCodeMobile(account, relation);
      if (to === undefined)
        throw new SandboxFail(FAIL, 'This relation info is not proved by mobile.');
      if (relation.status !== 'pending')
        throw new SandboxFail(FAIL, 'This relation info has already been answered.');
      // A protected contact's code goes to the account's own mobile, which a user-name account lacks.
      if (to === '') throw new SandboxFail(FAIL, 'Your account has no mobile to send a code to.');
      return send(state, to);
    },
    sample: (state) => ({ id: sampleRelation(state, PROTECT_CODE.mobile)?.id }),
  }),
];
