import type { LoginType } from '../../../shared/contract';
import { hashPassword, type PasswordHash } from './crypto';
import type { MemberRecord } from './org';

/** Someone who can sign in. Members of a corp are not all accounts; these are. */
export interface AccountRecord {
  userId: string;
  mobile: string;
  userName: string;
  email: string;
  realName: string;
  loginType: LoginType;
  password: PasswordHash;
  corpIds: string[];
  /** The corp a new session starts in. */
  defaultCorpId: string;
}

/**
 * The sandbox's sign-in accounts (README lists them): an admin and an ordinary user of the
 * corporate corp, both also in the person corp.
 */
export const SANDBOX_PASSWORD = 'Sandbox@2026';
export const DEMO_ACCOUNTS = [
  {
    userId: 'u0001',
    realName: '张伟',
    mobile: '13800138000',
    userName: 'zhangwei',
    email: 'zhangwei@example.com',
    admin: true,
  },
  {
    userId: 'u0002',
    realName: '李娜',
    mobile: '13900139000',
    userName: 'lina',
    email: 'lina@example.com',
    admin: false,
  },
] as const;

export function demoMembers(): MemberRecord[] {
  return DEMO_ACCOUNTS.map((demo) => ({
    userId: demo.userId,
    realName: demo.realName,
    mobile: demo.mobile,
    userName: demo.userName,
    email: demo.email,
    deptIds: ['101'],
    multiCorpUser: true,
    checkMobile: demo.admin ? demo.mobile : '',
    admin: demo.admin,
  }));
}

export async function seedAccounts(): Promise<Map<string, AccountRecord>> {
  const password = await hashPassword(SANDBOX_PASSWORD);
  return new Map(
    DEMO_ACCOUNTS.map((demo) => [
      demo.userId,
      {
        userId: demo.userId,
        mobile: demo.mobile,
        userName: demo.userName,
        email: demo.email,
        realName: demo.realName,
        loginType: 0,
        password,
        corpIds: ['1001', '1002'],
        defaultCorpId: '1001',
      },
    ]),
  );
}

/** The account a login name (mobile, user name or e-mail) belongs to. */
export function findAccount(
  accounts: Map<string, AccountRecord>,
  login: string,
): AccountRecord | undefined {
  for (const account of accounts.values())
    if (account.mobile === login || account.userName === login || account.email === login)
      return account;
  return undefined;
}
