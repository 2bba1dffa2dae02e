/** A corp's admins, its creator, members leaving, and the WeCom members bound to it. */
import { id, v } from '../../input';
import { FAIL, SandboxFail } from '../../reply';
import { route, type RouteDef } from '../../route';
import type { OrgState } from '../../store/org';
import { verifyCode } from '../../store/sms';
import type { SandboxState } from '../../store/state';
import type { QywxRelation } from '../../../../shared/payloads/corp';
import {
  CODES,
  failWith,
  memberOf,
  qywxOf,
  removeMembers,
  requireAdmin,
  requireCreator,
  SANDBOX_VERIFIED_TOKEN,
} from '../../store/corps';
import { SAMPLE_USER_ID, sampleOrg } from '../../store/samples';
import { vcode } from './inputs';

function qywxRelation(state: SandboxState, org: OrgState): QywxRelation {
  const link = qywxOf(state, org);
  return {
    linked: link !== undefined,
    qywxCorpName: link?.qywxCorpName ?? '',
    boundMembers: link?.bound.size ?? 0,
    members: org.members.size,
  };
}

/** A member the sample account may act on: not itself, not the creator, not an account. */
function sampleMember(state: SandboxState): string {
  const org = sampleOrg(state);
  let last = '';
  for (const member of org.members.values())
    if (member.userId !== org.corp.corpInfo.creatorUserId && !state.accounts.has(member.userId))
      last = member.userId;
  return last || SAMPLE_USER_ID;
}

export const memberRoutes: RouteDef[] = [
  route({
    method: 'POST',
    path: 'service/corp/setAdmin',
    input: v.object({
      userId: id(),
      admin: v.withDefault(v.flag(), true),
      verified: v.optional(v.string({ max: 200 })),
    }),
    handle: ({ org, account, input }) => {
      requireAdmin(org, account.userId);
      const member = memberOf(org, input.userId);
      if (input.verified !== SANDBOX_VERIFIED_TOKEN) failWith(CODES.setAdminVerify);
      if (!input.admin && member.userId === org.corp.corpInfo.creatorUserId)
        throw new SandboxFail(FAIL, 'The creator of the corp is always an admin.');
      member.admin = input.admin;
      return null;
    },
    sample: (state) => ({
      userId: sampleMember(state),
      admin: 1,
      verified: SANDBOX_VERIFIED_TOKEN,
    }),
  }),
  route({
    method: 'POST',
    path: 'service/corp/deleteUsers',
    input: v.object({
      userIds: v.array(id(), { min: 1, max: 1000 }),
      vcode: v.optional(vcode()),
    }),
    handle: ({ state, org, account, input }) => {
      requireAdmin(org, account.userId);
      for (const userId of input.userIds) {
        memberOf(org, userId);
        if (userId === account.userId)
          throw new SandboxFail(FAIL, 'You cannot delete yourself from the corp.');
        if (userId === org.corp.corpInfo.creatorUserId)
          throw new SandboxFail(FAIL, 'The creator of the corp cannot be deleted.');
      }
      // Checked last, so a refused member list does not use the code up.
      if (input.vcode !== undefined)
        verifyCode(state.sms, state.clock, account.mobile, input.vcode);
      removeMembers(state, org, input.userIds);
      return null;
    },
    sample: (state) => ({ userIds: [sampleMember(state)] }),
  }),
  route({
    method: 'POST',
    path: 'service/corp/goToChangeCreator',
    input: v.object({ userId: id(), verified: v.optional(v.string({ max: 200 })) }),
    handle: ({ org, account, input }) => {
      requireCreator(org, account.userId);
      const member = memberOf(org, input.userId);
      if (member.userId === account.userId)
        throw new SandboxFail(FAIL, 'You are the creator already.');
      if (input.verified !== SANDBOX_VERIFIED_TOKEN) failWith(CODES.transferCorpVerify);
      org.corp.corpInfo.creatorUserId = member.userId;
      member.admin = true;
      return null;
    },
    sample: (state) => ({ userId: sampleMember(state), verified: SANDBOX_VERIFIED_TOKEN }),
  }),
  route({
    method: 'GET',
    path: 'service/corp/getQywxRelation',
    handle: ({ state, org }): QywxRelation => qywxRelation(state, org),
  }),
  route({
    method: 'GET',
    path: 'service/corp/bindQywxMembers',
    handle: ({ state, org, account }): QywxRelation => {
      requireAdmin(org, account.userId);
      const link = qywxOf(state, org);
      if (!link) throw new SandboxFail(FAIL, 'This corp is not linked to WeCom.');
      for (const userId of org.members.keys()) link.bound.add(userId);
      return qywxRelation(state, org);
    },
  }),
];
