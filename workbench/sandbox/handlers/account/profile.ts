/** The account's own details: its names, mobile and e-mail, the agreements, and logging off. */
import {
  ACCOUNT_USER_NAME_LENGTH,
  ACCOUNT_USER_NAME_PATTERN,
  MEMBER_NAME_MAX_LENGTH,
} from '../../../../shared/contract';
import { found, id, v } from '../../input';
import { FAIL, Reply, SandboxFail } from '../../reply';
import { route, type RouteDef } from '../../route';
import { endSession } from '../../session';
import { type AccountRecord } from '../../store/accounts';
import { primeCode, verifyCode } from '../../store/sms';
import type { SandboxState } from '../../store/state';
import { emailInput, mobileInput, SAMPLE_NEW_EMAIL, SAMPLE_NEW_MOBILE, vCodeInput } from '../sms';
import type { Account, AIProtocol, LogOffEligibility } from '../../../../shared/domain/account';
import type { UserNameAvailability } from '../../../../shared/payloads/account';
import { MOBILE_CHECK_WINDOW_MS } from '../../store/security/records';
import { accountView, securityOf } from '../../store/security/views';
import {
  changeMobile,
  creatorCorps,
  loginTaken,
  removeAccount,
} from '../../store/security/account-changes';
import { SAMPLE_USER_ID } from '../../store/samples';
import { sampleAccount, sampleCode } from './samples';

const userNameInput = () =>
  v.string({ ...ACCOUNT_USER_NAME_LENGTH, pattern: ACCOUNT_USER_NAME_PATTERN });
const realNameInput = () => v.string({ max: MEMBER_NAME_MAX_LENGTH });

/** The account's name fields, and its member records in every corp with them. */
function rename(state: SandboxState, account: AccountRecord, realName?: string, userName?: string) {
  if (realName !== undefined) account.realName = realName;
  if (userName !== undefined) account.userName = userName;
  for (const org of state.orgs.values()) {
    const member = org.members.get(account.userId);
    if (!member) continue;
    member.realName = account.realName;
    member.userName = account.userName;
  }
}

function setEmail(state: SandboxState, account: AccountRecord, email: string) {
  account.email = email;
  for (const org of state.orgs.values()) {
    const member = org.members.get(account.userId);
    if (member) member.email = email;
  }
}

export const profileRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: 'service/user/account',
    handle: ({ state, account, org }): Account => accountView(state, account, org),
  }),
  route({
    method: 'POST',
    path: 'service/user/account',
    input: v.object({
      realName: v.optional(realNameInput()),
      userName: v.optional(userNameInput()),
    }),
    handle: ({ state, account, org, input }): Account => {
      if (input.userName && loginTaken(state, input.userName, account.userId))
        throw new SandboxFail(FAIL, 'This user name is taken.');
      rename(state, account, input.realName, input.userName);
      return accountView(state, account, org);
    },
    sample: (state) => ({ realName: sampleAccount(state)?.realName }),
  }),
  route({
    method: 'POST',
    path: 'service/user/protocol',
    handle: ({ state, account }) => {
      securityOf(state, account.userId).protocolAgreed = true;
      return null;
    },
  }),
  route({
    method: 'POST',
    path: 'service/user/updateMobileCheck',
    input: v.object({ vCode: vCodeInput() }),
    handle: ({ state, account, input }) => {
      verifyCode(state.sms, state.clock, account.mobile, input.vCode);
      securityOf(state, account.userId).mobileCheckedAt = state.clock.now();
      return null;
    },
    sample: (state) => ({ vCode: sampleCode(state) }),
  }),
  route({
    method: 'POST',
    path: 'service/user/updateMobile',
    input: v.object({ mobile: mobileInput(), vCode: vCodeInput() }),
    handle: ({ state, account, org, input }): Account => {
      const security = securityOf(state, account.userId);
      const checkedAt = security.mobileCheckedAt;
      if (checkedAt === undefined || state.clock.now() - checkedAt > MOBILE_CHECK_WINDOW_MS)
        throw new SandboxFail(FAIL, 'Confirm your current mobile first.');
      if (input.mobile === account.mobile)
        throw new SandboxFail(FAIL, 'This is already your mobile.');
      if (loginTaken(state, input.mobile, account.userId))
        throw new SandboxFail(FAIL, 'This mobile is used by another account.');
      verifyCode(state.sms, state.clock, input.mobile, input.vCode);
      changeMobile(state, account, input.mobile);
      security.mobileCheckedAt = undefined;
      return accountView(state, account, org);
    },
    sample: (state) => {
      securityOf(state, SAMPLE_USER_ID).mobileCheckedAt = state.clock.now();
      return { mobile: SAMPLE_NEW_MOBILE, vCode: primeCode(state, SAMPLE_NEW_MOBILE) };
    },
  }),
  route({
    method: 'POST',
    path: 'service/user/bindLocalEmail',
    input: v.object({ email: emailInput(), vCode: vCodeInput() }),
    handle: ({ state, account, org, input }): Account => {
      if (loginTaken(state, input.email, account.userId))
        throw new SandboxFail(FAIL, 'This e-mail address is used by another account.');
      verifyCode(state.sms, state.clock, input.email, input.vCode);
      setEmail(state, account, input.email);
      return accountView(state, account, org);
    },
    sample: (state) => ({ email: SAMPLE_NEW_EMAIL, vCode: primeCode(state, SAMPLE_NEW_EMAIL) }),
  }),
  route({
    method: 'GET',
    path: 'service/user/isCanLogOff',
    handle: ({ state, account }): LogOffEligibility => {
      const corps = creatorCorps(state, account.userId);
      return {
        canLogOff: corps.length === 0,
        creatorCorps: corps.map(({ corp }) => ({ corpId: corp.corpId, corpName: corp.corpName })),
      };
    },
  }),
  route({
    method: 'POST',
    path: 'service/user/logOffLocalUser',
    input: v.object({ vcode: vCodeInput() }),
    handle: ({ state, account, session, input }) => {
      const corps = creatorCorps(state, account.userId);
      if (corps.length)
        throw new SandboxFail(
          FAIL,
          `Hand over the corps you created first: ${corps.map(({ corp }) => corp.corpName).join(', ')}.`,
        );
      verifyCode(state.sms, state.clock, account.mobile, input.vcode);
      removeAccount(state, account.userId);
      return new Reply(null, [['set-cookie', endSession(state, session)]]);
    },
    // u0001 created both corps, so for it this answers the fail shape by design.
    sample: (state) => ({ vcode: sampleCode(state) }),
  }),
  route({
    method: 'POST',
    path: 'service/user/cancelAIProtocol',
    handle: ({ state, account }): AIProtocol => {
      securityOf(state, account.userId).aiProtocol = false;
      return { agreed: false };
    },
  }),
  route({
    method: 'POST',
    path: 'service/user/getAIProtocol',
    handle: ({ state, account }): AIProtocol => ({
      agreed: securityOf(state, account.userId).aiProtocol,
    }),
  }),
  route({
    method: 'POST',
    path: 'service/user/checkUserName',
    input: v.object({ name: userNameInput(), userId: id() }),
    handle: ({ state, input }): UserNameAvailability => {
      found(state.accounts.get(input.userId), `Account ${input.userId}`);
      return { available: !loginTaken(state, input.name, input.userId) };
    },
    sample: (state) => ({ name: sampleAccount(state)?.userName, userId: SAMPLE_USER_ID }),
  }),
];
