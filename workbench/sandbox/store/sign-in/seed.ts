/**
 * What the sign-in slice of the store starts with: the accounts behind the login gates, the
 * seeded ticket and open-auth client, the assistant invitation, the gray and white lists and the
 * recommendations.
 *
 * Sign-in accounts (password Sandbox@2026 for all; every SMS, e-mail and WeChat code is 246810).
 * Each signs in by mobile (loginType 0) or by user name (loginType 1) unless marked user name
 * only; with the right password each answers as follows:
 *
 * | Mobile      | User name | Answer                                                          |
 * | ----------- | --------- | --------------------------------------------------------------- |
 * | 13800138000 | zhangwei  | success (u0001, admin)                                          |
 * | 13900139000 | lina      | success (u0002)                                                 |
 * | 13700000014 | user0003  | 5002012201 reset password (until the password is reset)         |
 * | none        | user0004  | 5002012202 register a cloud account (until a mobile is bound)   |
 * | 13700000028 | user0005  | 5002012901 two-factor by SMS                                     |
 * | 13700000035 | user0006  | 5002012904 two-factor by e-mail (user6@example.com)              |
 * | 13700000042 | user0007  | 5002012905 two-factor by WeChat                                  |
 * | 13700000049 | user0008  | 5002012902 change password (until the password is reset)        |
 * | 13700000056 | user0009  | 5002012047 password expired (until the password is reset)       |
 * | 13700000063 | user0010  | 5002012903 downgrade (sign in through the downgrade SMS)         |
 * | 13700000070 | user0011  | 5002012051 login protection timeout (signed in all the same)    |
 * | none        | user0012  | success as a user-name account (login type 1)                   |
 *
 * Three wrong passwords for one account make every further attempt answer 5002012019 (captcha
 * needed) until an image captcha for that login name, or a geetest captcha, is verified.
 * Other seeds: the ticket SANDBOX-TICKET (u0001, client sandbox-client) for oauth2/codeLogin;
 * the assistant invitation code ASSIST-1001 for corp 1001. An authorization code (the account
 * slice's, service/user/generateAuthorizeCode) signs its owner in after an SMS to the owner.
 */
import type { RecommendSlot } from '../../../../shared/payloads/system';
import { LOGIN_TYPE, type Environment } from '../../../../shared/contract';
import type { SeedContext } from '../context';
import { seedMobile } from '../org';
import type { LoginGate, SignInState } from './records';
import { seedRecommendations } from './banners';

/** The advertisement slots of docs/product.md §7. */
export const RECOMMEND_SLOTS: readonly RecommendSlot[] = [
  'workbench_tuijian_header',
  'workbench_tuijian_banner',
  'workbench_questionnaire_banner',
];

/** The sandbox's own answers to "which environment" and the questionnaire link. */
export const SANDBOX_RUN_ENVI: Environment = 'dev';
export const QUESTIONNAIRE_URL = 'https://survey.example.com/workbench';
export const SANDBOX_TICKET = 'SANDBOX-TICKET';
export const SANDBOX_CLIENT_ID = 'sandbox-client';
export const SANDBOX_GEETEST_ID = 'sandbox-geetest';

const GATED_ACCOUNTS: ReadonlyArray<{ index: number; gate?: LoginGate; userNameOnly?: true }> = [
  { index: 2, gate: 'resetPassword' },
  { index: 3, gate: 'registerCloudAccount', userNameOnly: true },
  { index: 4, gate: 'twoFactorSms' },
  { index: 5, gate: 'twoFactorEmail' },
  { index: 6, gate: 'twoFactorWechat' },
  { index: 7, gate: 'changePassword' },
  { index: 8, gate: 'passwordExpired' },
  { index: 9, gate: 'downgrade' },
  { index: 10, gate: 'loginProtectTimeout' },
  { index: 11, userNameOnly: true },
];

/**
 * The accounts of the table above are the seeded members u0003 to u0012 of corp 1001 (names from
 * the member when the seed has one), so their sessions land in a corp that knows them.
 */
function seedGatedAccounts(context: SeedContext): Map<string, LoginGate> {
  const gates = new Map<string, LoginGate>();
  const { password } = context.accounts.get('u0001')!;
  const corp = context.orgs.get('1001');
  for (const { index, gate, userNameOnly } of GATED_ACCOUNTS) {
    const number = String(index + 1).padStart(4, '0');
    const userId = `u${number}`;
    const member = corp?.members.get(userId);
    context.accounts.set(userId, {
      userId,
      mobile: userNameOnly ? '' : (member?.mobile ?? seedMobile(index)),
      userName: member?.userName ?? `user${number}`,
      email: member?.email ?? `user${index + 1}@example.com`,
      realName: member?.realName ?? `体验账号${number}`,
      loginType: userNameOnly ? LOGIN_TYPE.userName : LOGIN_TYPE.mobile,
      password,
      corpIds: ['1001'],
      defaultCorpId: '1001',
    });
    if (gate) gates.set(userId, gate);
  }
  return gates;
}

export function seedSignIn(context: SeedContext): SignInState {
  return {
    gates: seedGatedAccounts(context),
    failures: new Map(),
    captchaNeeded: new Set(),
    pendingRegistrations: new Set(),
    twoFactor: new Map(),
    wechatCodes: new Map(),
    qr: new Map(),
    imageCaptchas: new Map(),
    geetest: new Map(),
    tickets: new Map([
      [
        SANDBOX_TICKET,
        {
          userId: 'u0001',
          corpId: '1001',
          clientId: SANDBOX_CLIENT_ID,
          standing: true,
          expiresAt: Number.POSITIVE_INFINITY,
          used: false,
        },
      ],
    ]),
    oauthClients: new Map([[SANDBOX_CLIENT_ID, 'Sandbox partner app']]),
    oauthCodes: new Map(),
    codeTransfers: new Map(),
    sessionTickets: new Map(),
    authorizeCodeSessions: new Set(),
    assistantInvites: new Map([
      [
        'ASSIST-1001',
        {
          corpId: '1001',
          inviterUserId: 'u0001',
          used: false,
          expiresAt: Number.POSITIVE_INFINITY,
        },
      ],
      // An invitation that has ended, for the page's expired state.
      ['ASSIST-EXPIRED', { corpId: '1001', inviterUserId: 'u0001', used: false, expiresAt: 0 }],
    ]),
    grayUserIds: new Set(['u0001']),
    advertisementsHidden: new Set(),
    v5WhiteList: new Set(['u0001', 'u0002']),
    recommendations: seedRecommendations(QUESTIONNAIRE_URL),
  };
}
