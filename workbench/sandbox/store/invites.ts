import { CORP_TYPE } from '../../../shared/contract';
import { SEED_DAY } from './clock';
import type { SeedContext } from './context';
import type { OrgState } from './org';
import type { InvitationState } from '../../../shared/domain/invite';
import { buildCorp } from './org';

/**
 * The Invite slice: invitations to join a corp and each corp's invite link.
 *
 * A record stores pending, applying, accepted or rejected; a pending one past expiresAt reads as
 * expired (api/invite.ts lists the states). Seeded records are dated from SEED_DAY, but their
 * expiry counts from the sandbox clock at seed time, so a seeded pending invitation is pending
 * (and a seeded expired one expired) whatever the day.
 */
export type StoredInvitationState = Exclude<InvitationState, 'expired'>;

export interface InviteRecord {
  inviteId: string;
  corpId: string;
  /** The invitee's whole mobile. */
  mobile: string;
  /** The invitee's name when known (applicants give it). */
  realName: string;
  /** Where the invitee joins on accepting (batchsend's `invitees`); none: unassigned. */
  deptId?: string;
  inviterUserId: string;
  state: StoredInvitationState;
  sentAt: number;
  expiresAt: number;
}

export interface InviteLinkRecord {
  code: string;
  expiresAt: number;
}

export interface InviteState {
  records: Map<string, InviteRecord>;
  /** corpId → its current invite link. */
  links: Map<string, InviteLinkRecord>;
  nextId: number;
}

/** An invitation and an invite link last 7 days (the project's own choice). */
export const INVITE_TTL_MS = 7 * 86_400_000;
export { BATCH_INVITE_MAX } from '../../../shared/domain/invite';

const DAY_MS = 86_400_000;

/** The corp that invites the demo accounts (they belong to the other two). */
export const INVITING_CORP_NAME = '远山贸易有限公司';

export function effectiveState(record: InviteRecord, now: number): InvitationState {
  return record.state === 'pending' && now > record.expiresAt ? 'expired' : record.state;
}

export function newInviteId(invites: InviteState): string {
  return `inv${invites.nextId++}`;
}

/** Mobiles of people who are not members: 11 digits starting with 15. */
function outsiderMobile(index: number): string {
  return `15${String(600_000_000 + index * 13).padStart(9, '0')}`;
}

const APPLICANTS = ['周静', '吴昊', '郑雪', '孙博'];

export function seedInvite(context: SeedContext): InviteState {
  const { rng, clock, orgs, accounts } = context;
  const now = clock.now();
  const invites: InviteState = { records: new Map(), links: new Map(), nextId: 1 };
  const add = (
    org: OrgState,
    mobile: string,
    state: StoredInvitationState,
    options: { realName?: string; expired?: boolean } = {},
  ) => {
    const record: InviteRecord = {
      inviteId: newInviteId(invites),
      corpId: org.corp.corpId,
      mobile,
      realName: options.realName ?? '',
      inviterUserId: org.corp.corpInfo.creatorUserId,
      state,
      sentAt: SEED_DAY - rng.int(1, 20) * DAY_MS - rng.int(0, 86_399) * 1000,
      expiresAt: options.expired ? now - DAY_MS : now + INVITE_TTL_MS,
    };
    invites.records.set(record.inviteId, record);
  };

  const corporate = [...orgs.values()].find((org) => org.corp.corpType === CORP_TYPE.corporate);
  if (corporate) {
    let outsider = 0;
    for (let index = 0; index < 3; index++) add(corporate, outsiderMobile(outsider++), 'pending');
    add(corporate, '852-61234567', 'pending');
    for (let index = 0; index < 2; index++)
      add(corporate, outsiderMobile(outsider++), 'applying', {
        realName: rng.pick(APPLICANTS),
      });
    // Accepted invitations were accepted by members: the last members drawn.
    const members = [...corporate.members.values()].slice(-2);
    for (const member of members)
      add(corporate, member.mobile, 'accepted', { realName: member.realName });
    for (let index = 0; index < 2; index++) add(corporate, outsiderMobile(outsider++), 'rejected');
    for (let index = 0; index < 2; index++)
      add(corporate, outsiderMobile(outsider++), 'pending', { expired: true });
  }

  // A third corp invites the demo accounts, so their unread list is not empty.
  const inviting = buildCorp(orgs, INVITING_CORP_NAME, CORP_TYPE.corporate, {
    userId: 'ext0001',
    realName: '周海',
    mobile: '13500135000',
    userName: 'zhouhai',
    email: 'zhouhai@example.com',
    deptIds: [],
    multiCorpUser: false,
    checkMobile: '',
    admin: true,
  });
  for (const account of accounts.values()) add(inviting, account.mobile, 'pending');
  const first = accounts.values().next().value;
  if (first) add(inviting, first.mobile, 'pending', { expired: true });
  return invites;
}

/**
 * An application to join the corp (state applying, as the invite link's visitors make them), dated
 * now: for a test account's own corp (test-accounts.ts).
 */
export function addApplication(
  invites: InviteState,
  org: OrgState,
  applicant: { mobile: string; realName: string },
  now: number,
): void {
  const record: InviteRecord = {
    inviteId: newInviteId(invites),
    corpId: org.corp.corpId,
    mobile: applicant.mobile,
    realName: applicant.realName,
    inviterUserId: org.corp.corpInfo.creatorUserId,
    state: 'applying',
    sentAt: now,
    expiresAt: now + INVITE_TTL_MS,
  };
  invites.records.set(record.inviteId, record);
}

/** The corp's invite link, made anew when it has none, it expired, or refresh asks for it. */
export function inviteLinkOf(
  invites: InviteState,
  corpId: string,
  now: number,
  refresh: boolean,
): InviteLinkRecord {
  const current = invites.links.get(corpId);
  if (current && !refresh && now <= current.expiresAt) return current;
  const link = {
    code: `${corpId}${String(invites.nextId++).padStart(6, '0')}`,
    expiresAt: now + INVITE_TTL_MS,
  };
  invites.links.set(corpId, link);
  return link;
}
