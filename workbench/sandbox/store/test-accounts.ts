import { seedLooseDevices, seedTrustedDevices } from './devices';
import { securityOf } from './security/views';
import { CERT_STATUS, CORP_TYPE, LOGIN_TYPE } from '../../../shared/contract';
import type { AccountRecord } from './accounts';
import { addMember } from './org';
import type { SandboxState } from './state';
import { GATE_CODES, type LoginGate } from './sign-in/records';
import { seedTestOrders } from './security/seed';
import { addDept, rootDept } from './depts';
import { createCorp } from './corps';
import {
  seedCorpServices,
  seedExpiredService,
  seedOtherSiteService,
  seedTestCard,
} from './services/seed';
import { certOf } from './certification';
import { addApplication } from './invites';
import { DAY_MS } from './clock';

/** The gates a test account may be made with (the names of store/sign-in/records.ts). */
export const TEST_ACCOUNT_GATES: ReadonlySet<string> = new Set(Object.keys(GATE_CODES));

export interface TestAccountOptions {
  gate?: LoginGate | undefined;
  /** A user-name account with no mobile (login type 1). */
  userNameOnly?: boolean;
  /** Admin of corp 1001. */
  admin?: boolean;
  /**
   * Signs in to a corp of its own that asks for the second check (docs/product.md §4), so a test of
   * that flow touches no corp another test signs in to.
   */
  secondCheck?: boolean;
  /**
   * Signs in to a corp of its own, created by it (so creator and admin), with two departments
   * under the root: a test that changes a corp, its departments or its lists touches no other's.
   */
  ownCorp?: boolean;
  /**
   * With ownCorp: the own corp holds a few services of its own (seedCorpServices), for the tests
   * of the service lists.
   */
  services?: boolean;
  /** Trusted devices of its own, as the seed's accounts have. */
  trustedDevices?: boolean;
  /**
   * WeChat bound and the AI service agreement agreed to, as the seed's admin has: for the tests
   * that unbind and withdraw.
   */
  wechat?: boolean;
  /**
   * A password that expires in PASSWORD_EXPIRING_DAYS_LEFT days, so account security shows the
   * change-your-password tip (isCheckedPwd) for the tests that put it off (updatePwdTip).
   */
  passwordExpiring?: boolean;
  /**
   * With ownCorp: two devices of the own corp on no serial number yet (seedLooseDevices), for the
   * tests of a serial number's white list.
   */
  devices?: boolean;
  /**
   * Self-service orders of its own (seedTestOrders): relation infos to answer, one for each of the
   * six proofs, one of them by a code to TEST_CONTACT_MOBILE_BASE + its serial, which then proposes
   * that mobile.
   */
  orders?: boolean;
  /**
   * With ownCorp: two people (周静, 吴昊) have asked to join the own corp and await approval, for
   * the tests of the admin's approve and reject.
   */
  applicants?: boolean;
  /** Not shown advertisements: the advertisement-visibility check answers show: false. */
  noAdvertisements?: boolean;
  /**
   * With ownCorp: this many members besides the creator, in 研发部, none of them an account
   * (成员1, 成员2, …), for the tests that move, edit and delete members.
   */
  members?: number;
  /** With ownCorp: the own corp certified, its registry details drawn from its name (certOf). */
  certified?: boolean;
  /** With services: an expired paid 云进销存 of its own (2023年度云进销存), whose trial can start. */
  expiredService?: boolean;
  /** With services: a paid 智能报税 of its own, which lives on another site of the suite. */
  taxFiling?: boolean;
  /** An unused activation card of its own, its code answered as cardCode. */
  activationCard?: boolean;
  /**
   * With ownCorp: an assistant invitation of its own corp (ASSIST-<userId>), for a test of the
   * assistant flow to have another account join by.
   */
  assistantInvite?: boolean;
}

export interface TestAccount {
  userId: string;
  /** '' for a user-name account. */
  mobile: string;
  userName: string;
  /** With activationCard: the card's code. */
  cardCode?: string;
  /** The code of its corp's assistant invitation (assistantInvite). */
  assistantCode?: string;
}

/** The corp a test account joins, and the department it sits in. */
const TEST_CORP_ID = '1001';
const TEST_DEPT_ID = '101';
/** The departments of a test account's own corp (ownCorp). */
export const OWN_CORP_DEPTS = ['研发部', '市场部'] as const;
/**
 * The last test account's serial, per store: counted, not read from the accounts, since a test
 * may close its account (logoff) and the next must not take its number, mobile or sent codes.
 */
const lastSerial = new WeakMap<SandboxState, number>();
/** Test accounts' mobiles: 135 numbers, which the seed never draws. */
const FIRST_TEST_MOBILE = 13_500_000_000;
/** Their own corps' members' mobiles: 136 numbers, a block of this many per test account. */
const FIRST_MEMBER_MOBILE = 13_600_000_000;
export const MEMBERS_PER_TEST_ACCOUNT = 100;
/** The contact mobiles of test accounts' orders: 134 numbers, which nothing else draws. */
export const TEST_CONTACT_MOBILE_BASE = 13_400_000_000;
/** Applicants' mobiles: 137…, ten a test account, apart from every member's. */
const FIRST_APPLICANT_MOBILE = 13_700_000_000;
/** passwordExpiring: a 90-day password set 87 days ago, inside the tip's window. */
const PASSWORD_EXPIRING_LIFE_DAYS = 90;
export const PASSWORD_EXPIRING_DAYS_LEFT = 3;

/**
 * A fresh account of its own for one end-to-end test (POST __sandbox/accounts): a member of corp
 * 1001 with the sandbox password, behind the gate asked for. Tests that change an account (a reset
 * password, a wrong-password count) run side by side without touching each other's.
 */
export function createTestAccount(state: SandboxState, options: TestAccountOptions): TestAccount {
  const serial = (lastSerial.get(state) ?? 0) + 1;
  lastSerial.set(state, serial);
  const number = String(serial).padStart(4, '0');
  const template = state.accounts.get('u0001')!;
  const account: AccountRecord = {
    userId: `t${number}`,
    mobile: options.userNameOnly ? '' : String(FIRST_TEST_MOBILE + serial),
    userName: `test${number}`,
    email: `test${number}@example.com`,
    realName: `测试账号${number}`,
    loginType: options.userNameOnly ? LOGIN_TYPE.userName : LOGIN_TYPE.mobile,
    password: template.password,
    corpIds: [TEST_CORP_ID],
    defaultCorpId: TEST_CORP_ID,
  };
  state.accounts.set(account.userId, account);
  const org = state.orgs.get(TEST_CORP_ID);
  if (org)
    addMember(org, {
      userId: account.userId,
      realName: account.realName,
      mobile: account.mobile,
      userName: account.userName,
      email: account.email,
      deptIds: [TEST_DEPT_ID],
      multiCorpUser: false,
      checkMobile: options.admin ? account.mobile : '',
      admin: options.admin ?? false,
    });
  if (options.secondCheck || options.ownCorp) {
    const own = createCorp(state, account, `${account.realName}的企业`, CORP_TYPE.corporate);
    own.corp.corpInfo.secondCheck = options.secondCheck ?? false;
    account.defaultCorpId = own.corp.corpId;
    if (options.ownCorp) {
      const root = rootDept(own);
      const [firstDept] = OWN_CORP_DEPTS.map(
        (name) => addDept(state, own, root.deptId, name).deptId,
      );
      for (let index = 1; index <= (options.members ?? 0); index++)
        addMember(own, {
          userId: `${account.userId}m${index}`,
          realName: `成员${index}`,
          mobile: String(FIRST_MEMBER_MOBILE + serial * MEMBERS_PER_TEST_ACCOUNT + index),
          userName: `test${number}m${index}`,
          email: `test${number}m${index}@example.com`,
          deptIds: [firstDept!],
          multiCorpUser: false,
          checkMobile: '',
          admin: false,
        });
      if (options.devices)
        seedLooseDevices(state.devices, state.rng, own.corp.corpId, [...own.members.keys()]);
      if (options.applicants)
        ['周静', '吴昊'].forEach((realName, index) =>
          addApplication(
            state.invites,
            own,
            { mobile: String(FIRST_APPLICANT_MOBILE + serial * 10 + index), realName },
            state.clock.now(),
          ),
        );
      const owner = { corpId: own.corp.corpId, corpName: own.corp.corpName };
      if (options.services) seedCorpServices(state.services, state.rng, owner);
      if (options.services && options.expiredService)
        seedExpiredService(state.services, state.rng, owner);
      if (options.services && options.taxFiling)
        seedOtherSiteService(state.services, state.rng, owner);
      if (options.certified) {
        own.corp.corpInfo.certStatus = CERT_STATUS.certified;
        certOf(state, own);
      }
      if (options.assistantInvite)
        state.signIn.assistantInvites.set(`ASSIST-${account.userId}`, {
          corpId: own.corp.corpId,
          inviterUserId: account.userId,
          used: false,
          expiresAt: Number.POSITIVE_INFINITY,
        });
    }
  }
  let cardCode: string | undefined;
  if (options.activationCard) cardCode = seedTestCard(state.services, serial);
  if (options.orders) seedTestOrders(state, account, String(TEST_CONTACT_MOBILE_BASE + serial));
  if (options.trustedDevices) seedTrustedDevices(state.devices, state.rng, account.userId);
  if (options.wechat) {
    const security = securityOf(state, account.userId);
    security.thirdParty.set('wx', { nickName: account.realName, boundAt: state.clock.now() });
    security.aiProtocol = true;
  }
  if (options.noAdvertisements) state.signIn.advertisementsHidden.add(account.userId);
  if (options.passwordExpiring) {
    const security = securityOf(state, account.userId);
    security.pwdExpireDays = PASSWORD_EXPIRING_LIFE_DAYS;
    security.pwdChangedAt =
      state.clock.now() - (PASSWORD_EXPIRING_LIFE_DAYS - PASSWORD_EXPIRING_DAYS_LEFT) * DAY_MS;
  }
  if (options.gate) state.signIn.gates.set(account.userId, options.gate);
  const assistantCode = `ASSIST-${account.userId}`;
  return {
    userId: account.userId,
    mobile: account.mobile,
    userName: account.userName,
    ...(cardCode ? { cardCode } : {}),
    ...(state.signIn.assistantInvites.has(assistantCode) ? { assistantCode } : {}),
  };
}
