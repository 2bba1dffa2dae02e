/** Third-party sign-in: a cloud ticket, a code to register by, and open auth for a partner app. */
import { maskMobile } from '../../../../shared/validation/mobile';
import { CORP_TYPE, LOGIN_TYPE, VCODE_TYPE } from '../../../../shared/contract';
import { found, v } from '../../input';
import { FAIL, SandboxFail } from '../../reply';
import { publicRoute, route, type RouteDef } from '../../route';
import { SANDBOX_PASSWORD, type AccountRecord } from '../../store/accounts';
import { encryptText, hashPassword } from '../../store/crypto';
import { sendCode, verifyCode, primeCode } from '../../store/sms';
import type { SandboxState } from '../../store/state';
import type {
  CodeSent,
  EncryptedAccountData,
  RegisteredAccount,
} from '../../../../shared/payloads/sso';
import { describeCode } from '../../scenario';
import { GATE_CODES } from '../../store/sign-in/records';
import { accountByMobile, checkCode, readyToSend, signIn } from '../../store/sign-in/login';
import { knownClient, redirectTarget, issueOauthCode } from '../../store/sign-in/oauth';
import { SANDBOX_CLIENT_ID, SANDBOX_TICKET } from '../../store/sign-in/seed';
import { createCorp } from '../../store/corps';
import { mobile, vCode, cipher } from './inputs';
import { codeSent, newPassword } from './common';

/** A mobile no account uses yet (oauth2/register's sample). */
function freeMobile(state: SandboxState): string {
  for (let number = 13_600_000_000; ; number++)
    if (!accountByMobile(state, String(number))) return String(number);
}

export const oauth2Routes: RouteDef[] = [
  publicRoute({
    method: 'GET',
    path: 'sso/oauth2/codeLogin',
    input: v.object({ jdyTicket: v.string({ max: 100 }), clientId: v.string({ max: 64 }) }),
    handle: ({ state, input }) => {
      knownClient(state, input.clientId);
      const ticket = state.signIn.tickets.get(input.jdyTicket);
      if (
        !ticket ||
        ticket.used ||
        ticket.expiresAt < state.clock.now() ||
        (ticket.clientId !== undefined && ticket.clientId !== input.clientId)
      )
        throw new SandboxFail(FAIL, 'The ticket is not valid.');
      // A cloud identity with no account yet: it registers one (oauth2/register) with this ticket.
      if (ticket.userId === '')
        throw new SandboxFail(
          GATE_CODES.registerCloudAccount,
          describeCode(GATE_CODES.registerCloudAccount),
          {
            account: '',
          } satisfies EncryptedAccountData,
        );
      if (!ticket.standing) ticket.used = true;
      const account = found(state.accounts.get(ticket.userId), 'Account');
      return signIn(state, account, ticket.corpId).reply;
    },
    sample: () => ({ jdyTicket: SANDBOX_TICKET, clientId: SANDBOX_CLIENT_ID }),
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/oauth2/vcode',
    input: v.object({ mobile: mobile(), type: v.oneOf([VCODE_TYPE.oauth]) }),
    handle: ({ state, input }): CodeSent =>
      codeSent(input.mobile, sendCode(state.sms, state.clock, input.mobile)),
    sample: (state) => {
      const to = freeMobile(state);
      readyToSend(state, to);
      return { mobile: to, type: VCODE_TYPE.oauth };
    },
  }),
  publicRoute({
    method: 'POST',
    path: 'sso/oauth2/register',
    input: v.object({
      mobile: mobile(),
      vCode: vCode(),
      password: cipher(),
      clientId: v.string({ max: 64 }),
      jdyTicket: v.optional(v.string({ max: 100 })),
    }),
    handle: async ({ state, input }): Promise<RegisteredAccount> => {
      knownClient(state, input.clientId);
      const ticket = input.jdyTicket ? state.signIn.tickets.get(input.jdyTicket) : undefined;
      if (
        input.jdyTicket &&
        (!ticket ||
          ticket.userId !== '' ||
          ticket.expiresAt < state.clock.now() ||
          (ticket.clientId !== undefined && ticket.clientId !== input.clientId))
      )
        throw new SandboxFail(FAIL, 'The ticket is not valid.');
      if (accountByMobile(state, input.mobile))
        throw new SandboxFail(FAIL, 'This mobile is already registered. Sign in instead.');
      checkCode(state, input.mobile, input.vCode);
      const password = await newPassword(state, input.password);
      verifyCode(state.sms, state.clock, input.mobile, input.vCode);
      const registered = [...state.accounts.keys()].filter((key) => key.startsWith('r')).length;
      const account: AccountRecord = {
        userId: `r${String(registered + 1).padStart(4, '0')}`,
        mobile: input.mobile,
        userName: `m${input.mobile}`,
        email: '',
        realName: `用户${input.mobile.slice(-4)}`,
        loginType: LOGIN_TYPE.mobile,
        password: await hashPassword(password),
        corpIds: [],
        defaultCorpId: '',
      };
      state.accounts.set(account.userId, account);
      account.defaultCorpId = createCorp(
        state,
        account,
        `${account.realName}的个人账套`,
        CORP_TYPE.person,
      ).corp.corpId;
      // The cloud identity is the new account's from now on: its ticket signs it in.
      if (ticket) {
        ticket.userId = account.userId;
        ticket.corpId = account.defaultCorpId;
      }
      return { userId: account.userId, loginAccount: maskMobile(account.mobile) };
    },
    sample: async (state) => {
      const to = freeMobile(state);
      return {
        mobile: to,
        vCode: primeCode(state, to),
        password: await encryptText(state.keys.publicKey, SANDBOX_PASSWORD),
        clientId: SANDBOX_CLIENT_ID,
      };
    },
  }),
  route({
    method: 'GET',
    path: 'sso/oauth2/authorize',
    input: v.object({
      clientId: v.string({ max: 64 }),
      redirectUrl: v.string({ max: 2000 }),
      state: v.withDefault(v.string({ max: 500 }), ''),
    }),
    handle: ({ state, session, input }) => {
      knownClient(state, input.clientId);
      const url = redirectTarget(input.redirectUrl);
      url.searchParams.set(
        'code',
        issueOauthCode(state, input.clientId, session.userId, session.corpId),
      );
      url.searchParams.set('state', input.state);
      return { redirectUrl: url.toString() };
    },
    sample: () => ({
      clientId: SANDBOX_CLIENT_ID,
      redirectUrl: 'https://partner.example.com/callback',
      state: 'sample-state',
    }),
  }),
];
