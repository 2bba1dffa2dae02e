/** The second check a corp may ask for when a session enters it, and each member's own switch. */
import { id, v } from '../../input';
import { FAIL, SandboxFail } from '../../reply';
import { route, type RouteDef } from '../../route';
import { maskMobile } from '../../../../shared/validation/mobile';
import type { OrgState } from '../../store/org';
import { verifyCode, primeCode } from '../../store/sms';
import type { SandboxState } from '../../store/state';
import { mobileInput } from '../sms';
import type { SecondCheckStatus } from '../../../../shared/payloads/corp';
import { accountOrg, memberOf, requireAdmin } from '../../store/corps';
import {
  checkMobileOf,
  passSecondCheck,
  secondCheckOpen,
  setSecondCheckOpen,
} from '../../store/second-check';
import { SAMPLE_USER_ID, sampleAccount, sampleOrg } from '../../store/samples';
import { vcode } from './inputs';

function secondCheckStatus(state: SandboxState, org: OrgState, userId: string): SecondCheckStatus {
  const member = memberOf(org, userId);
  return {
    userId,
    openSecondCheck: secondCheckOpen(state, org, member),
    checkMobile: member.checkMobile ? maskMobile(member.checkMobile) : '',
  };
}

export const secondCheckRoutes: RouteDef[] = [
  route({
    method: 'POST',
    path: 'service/corp/secondCheck',
    input: v.object({ corpId: id(), vcode: vcode() }),
    handle: ({ state, session, account, input }) => {
      const org = accountOrg(state, account, input.corpId);
      verifyCode(state.sms, state.clock, checkMobileOf(org, account), input.vcode);
      passSecondCheck(state, session.id, org.corp.corpId);
      return null;
    },
    sample: (state) => {
      const org = sampleOrg(state);
      return {
        corpId: org.corp.corpId,
        vcode: primeCode(state, checkMobileOf(org, sampleAccount(state))),
      };
    },
  }),
  route({
    method: 'POST',
    path: 'service/corp/isOpenSecondCheck',
    input: v.object({ userId: v.optional(id()) }),
    handle: ({ state, org, account, input }): SecondCheckStatus => {
      const userId = input.userId ?? account.userId;
      if (userId !== account.userId) requireAdmin(org, account.userId);
      return secondCheckStatus(state, org, userId);
    },
  }),
  route({
    method: 'POST',
    path: 'service/corp/setSecondCheck',
    input: v.object({
      userId: id(),
      openSecondCheck: v.flag(),
      mobile: v.optional(mobileInput()),
      vcode: v.optional(vcode()),
    }),
    handle: ({ state, org, account, input }): SecondCheckStatus => {
      if (input.userId !== account.userId) requireAdmin(org, account.userId);
      const member = memberOf(org, input.userId);
      // Bind check mobile (docs/product.md §7, named operations) rides on this call.
      if (input.mobile !== undefined) {
        if (input.vcode === undefined)
          throw new SandboxFail(FAIL, 'A verification code is needed to bind a check mobile.');
        verifyCode(state.sms, state.clock, input.mobile, input.vcode);
        member.checkMobile = input.mobile;
      }
      setSecondCheckOpen(state, org, member, input.openSecondCheck);
      return secondCheckStatus(state, org, input.userId);
    },
    sample: () => ({ userId: SAMPLE_USER_ID, openSecondCheck: 1 }),
  }),
];
