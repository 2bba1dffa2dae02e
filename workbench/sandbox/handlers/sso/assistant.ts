/** An assistant corp user joining by invitation code. */
import { found, v } from '../../input';
import { FAIL, SandboxFail } from '../../reply';
import { publicRoute, type RouteDef } from '../../route';
import { addMember } from '../../store/org';
import { sendCode, verifyCode, primeCode } from '../../store/sms';
import type { SandboxState } from '../../store/state';
import type {
  AssistantInfo,
  AssistantMobileCheck,
  CodeSent,
} from '../../../../shared/payloads/sso';
import { accountByMobile, readyToSend, signIn } from '../../store/sign-in/login';
import { mobile, vCode, code } from './inputs';
import { ADMIN_MOBILE, USER_MOBILE, codeSent } from './common';

/** An invitation that is still good: one assistant joins by it, before it expires. */
function inviteOf(state: SandboxState, value: string) {
  const invite = found(state.signIn.assistantInvites.get(value), `Invitation ${value}`);
  if (invite.used)
    throw new SandboxFail(FAIL, 'This invitation was already used. Ask the corp for a new one.');
  if (invite.expiresAt <= state.clock.now())
    throw new SandboxFail(FAIL, 'This invitation has expired. Ask the corp for a new one.');
  return { invite, org: found(state.orgs.get(invite.corpId), `Corp ${invite.corpId}`) };
}

export const assistantRoutes: RouteDef[] = [
  publicRoute({
    method: 'POST',
    path: 'sso/account/assistantCheckInfo',
    input: v.object({ code: code() }),
    handle: ({ state, input }): AssistantInfo => {
      const { invite, org } = inviteOf(state, input.code);
      return {
        corpName: org.corp.corpName,
        inviterName: state.accounts.get(invite.inviterUserId)?.realName ?? '',
      };
    },
    sample: () => ({ code: 'ASSIST-1001' }),
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/account/assistantCorpUserCheckMobile',
    input: v.object({ code: code(), mobile: mobile() }),
    handle: ({ state, input }): AssistantMobileCheck => {
      const { invite } = inviteOf(state, input.code);
      const account = accountByMobile(state, input.mobile);
      return {
        registered: account !== undefined,
        member: account?.corpIds.includes(invite.corpId) ?? false,
      };
    },
    sample: () => ({ code: 'ASSIST-1001', mobile: USER_MOBILE }),
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/sms/assistantCorpUserSms',
    input: v.object({ code: code(), mobile: mobile() }),
    handle: ({ state, input }): CodeSent => {
      inviteOf(state, input.code);
      return codeSent(input.mobile, sendCode(state.sms, state.clock, input.mobile));
    },
    sample: (state) => {
      readyToSend(state, ADMIN_MOBILE);
      return { code: 'ASSIST-1001', mobile: ADMIN_MOBILE };
    },
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/account/assistantCorpUser',
    input: v.object({ code: code(), mobile: mobile(), vCode: vCode() }),
    handle: ({ state, input }) => {
      const { invite, org } = inviteOf(state, input.code);
      const account = accountByMobile(state, input.mobile);
      if (!account) throw new SandboxFail(FAIL, 'Register this mobile first.');
      verifyCode(state.sms, state.clock, input.mobile, input.vCode);
      if (!account.corpIds.includes(invite.corpId)) {
        account.corpIds.push(invite.corpId);
        // Assistants join the temporary-staff system department where the corp has one.
        const root = [...org.depts.values()].find((dept) => dept.deptLevel === 0);
        const deptId = org.depts.has('-1002') ? '-1002' : (root?.deptId ?? '');
        addMember(org, {
          userId: account.userId,
          realName: account.realName,
          mobile: account.mobile,
          userName: account.userName,
          email: account.email,
          deptIds: [deptId],
          multiCorpUser: account.corpIds.length > 1,
          checkMobile: '',
          admin: false,
        });
        invite.used = true;
      }
      return signIn(state, account, invite.corpId).reply;
    },
    sample: (state) => ({
      code: 'ASSIST-1001',
      mobile: ADMIN_MOBILE,
      vCode: primeCode(state, ADMIN_MOBILE),
    }),
  }),
];
