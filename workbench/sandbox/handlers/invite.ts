import {
  MEMBER_ACTION,
  MEMBER_NAME_MAX_LENGTH,
  UNSELECTABLE_SYSTEM_DEPT_IDS,
} from '../../../shared/contract';
import {
  isInternationalMobile,
  isMainlandMobile,
  maskMobile,
} from '../../../shared/validation/mobile';
import { found, id, paging, v } from '../input';
import { FAIL, SandboxFail } from '../reply';
import { route, type RouteDef } from '../route';
import type { AccountRecord } from '../store/accounts';
import { encryptField } from '../store/crypto';
import { addMember, type OrgState } from '../store/org';
import {
  BATCH_INVITE_MAX,
  effectiveState,
  INVITE_TTL_MS,
  inviteLinkOf,
  newInviteId,
  type InviteRecord,
} from '../store/invites';
import type { SandboxState } from '../store/state';
import type { Invitation, InvitationState } from '../../../shared/domain/invite';
import type { Page } from '../../../shared/payloads/page';
import type { InviteLink, InviteRefusal, Invitee } from '../../../shared/payloads/invite';
import { UNASSIGNED_DEPT_ID } from '../store/depts';
import { accountMember, CODES, failWith, requireAdmin } from '../store/corps';
import { sampleAccount, sampleOrg } from '../store/samples';

const STATES: readonly InvitationState[] = [
  'pending',
  'applying',
  'accepted',
  'rejected',
  'expired',
];

function invitation(state: SandboxState, record: InviteRecord): Invitation {
  const org = state.orgs.get(record.corpId);
  return {
    inviteId: record.inviteId,
    corpId: record.corpId,
    corpName: org?.corp.corpName ?? '',
    mobile: maskMobile(record.mobile),
    mobileEncry: encryptField(record.mobile),
    realName: record.realName,
    inviterName: org?.members.get(record.inviterUserId)?.realName ?? '',
    state: effectiveState(record, state.clock.now()),
    sentAt: record.sentAt,
    expiresAt: record.expiresAt,
  };
}

function memberMobiles(org: OrgState): Set<string> {
  const mobiles = new Set<string>();
  for (const member of org.members.values()) mobiles.add(member.mobile);
  return mobiles;
}

/**
 * Adds the invitee to the corp, in the department the invitation named while it is still there,
 * otherwise the unassigned one; an account gains the corp.
 */
function join(org: OrgState, record: InviteRecord, account?: AccountRecord) {
  const deptIds = [
    record.deptId && org.depts.has(record.deptId) ? record.deptId : UNASSIGNED_DEPT_ID,
  ];
  if (account) {
    addMember(org, accountMember(account, deptIds, false, true));
    account.corpIds.push(org.corp.corpId);
    return;
  }
  addMember(org, {
    userId: `m${record.inviteId}`,
    realName: record.realName || record.mobile,
    mobile: record.mobile,
    userName: `m${record.inviteId}`,
    email: '',
    deptIds,
    multiCorpUser: false,
    checkMobile: '',
    admin: false,
  });
}

function notMembers(org: OrgState, records: readonly InviteRecord[]): void {
  const members = memberMobiles(org);
  for (const record of records)
    if (members.has(record.mobile))
      throw new SandboxFail(FAIL, `${maskMobile(record.mobile)} is a member already.`);
}

/** batchsend's invitees by mobile, each department one of the corp's that takes members. */
function inviteesByMobile(org: OrgState, invitees: readonly Invitee[]): Map<string, Invitee> {
  const byMobile = new Map<string, Invitee>();
  invitees.forEach((invitee, index) => {
    const { deptId } = invitee;
    if (
      deptId !== undefined &&
      (!org.depts.has(deptId) || UNSELECTABLE_SYSTEM_DEPT_IDS.includes(deptId))
    )
      throw new SandboxFail(FAIL, `invitees[${index}].deptId: department ${deptId} not found`);
    byMobile.set(invitee.mobile.trim(), invitee);
  });
  return byMobile;
}

function accountByMobile(state: SandboxState, mobile: string): AccountRecord | undefined {
  for (const account of state.accounts.values()) if (account.mobile === mobile) return account;
  return undefined;
}

function corpRecords(state: SandboxState, org: OrgState): InviteRecord[] {
  return [...state.invites.records.values()].filter((record) => record.corpId === org.corp.corpId);
}

function page<T>(rows: T[], currentPage: number, pageSize: number): Page<T> {
  const start = (currentPage - 1) * pageSize;
  return { list: rows.slice(start, start + pageSize), total: rows.length, currentPage, pageSize };
}

export const inviteRoutes: RouteDef[] = [
  route({
    method: 'POST',
    path: 'service/invite/batchsend',
    input: v.object({
      mobiles: v.array(v.string({ max: 30 }), { min: 1, max: BATCH_INVITE_MAX }),
      // The project's proposal (docs/decisions/0026): who each mobile is, and where they join.
      invitees: v.optional(
        v.array(
          v.object({
            mobile: v.string({ max: 30 }),
            realName: v.string({ max: MEMBER_NAME_MAX_LENGTH }),
            deptId: v.optional(id()),
          }),
          { max: BATCH_INVITE_MAX },
        ),
      ),
    }),
    handle: ({ state, org, account, input }): Invitation[] => {
      requireAdmin(org, account.userId);
      const mobiles = input.mobiles.map((mobile) => mobile.trim());
      mobiles.forEach((mobile, index) => {
        if (!isMainlandMobile(mobile) && !isInternationalMobile(mobile))
          throw new SandboxFail(FAIL, `mobiles[${index}]: is not a mobile number`);
      });
      const invitees = inviteesByMobile(org, input.invitees ?? []);
      const now = state.clock.now();
      const members = memberMobiles(org);
      const pending = new Set(
        corpRecords(state, org)
          .filter((record) => effectiveState(record, now) === 'pending')
          .map((record) => record.mobile),
      );
      const seen = new Set<string>();
      const refused: InviteRefusal[] = [];
      for (const mobile of mobiles) {
        if (seen.has(mobile)) refused.push({ mobile, reason: 'duplicate' });
        else if (members.has(mobile)) refused.push({ mobile, reason: 'member' });
        else if (pending.has(mobile)) refused.push({ mobile, reason: 'pending' });
        seen.add(mobile);
      }
      if (refused.length) failWith(CODES.inviteSendFailed, { refused });
      return mobiles.map((mobile) => {
        const record: InviteRecord = {
          inviteId: newInviteId(state.invites),
          corpId: org.corp.corpId,
          mobile,
          realName: invitees.get(mobile)?.realName.trim() ?? '',
          deptId: invitees.get(mobile)?.deptId,
          inviterUserId: account.userId,
          state: 'pending',
          sentAt: now,
          expiresAt: now + INVITE_TTL_MS,
        };
        state.invites.records.set(record.inviteId, record);
        return invitation(state, record);
      });
    },
    sample: (state) => {
      const org = sampleOrg(state);
      const taken = memberMobiles(org);
      for (const record of state.invites.records.values()) taken.add(record.mobile);
      let index = 0;
      const mobile = () => `16${String(600_000_000 + index * 17).padStart(9, '0')}`;
      while (taken.has(mobile())) index++;
      return { mobiles: [mobile()] };
    },
  }),
  route({
    method: 'POST',
    path: 'service/invite/unreadlist',
    input: v.object({
      scope: v.withDefault(v.oneOf(['mine', 'corp'] as const), 'mine'),
      state: v.optional(v.oneOf(STATES)),
      ...paging,
    }),
    handle: ({ state, org, account, input }): Page<Invitation> => {
      const now = state.clock.now();
      let records: InviteRecord[];
      if (input.scope === 'corp') {
        requireAdmin(org, account.userId);
        records = corpRecords(state, org);
      } else
        records = [...state.invites.records.values()].filter((record) => {
          const current = effectiveState(record, now);
          return (
            record.mobile === account.mobile && (current === 'pending' || current === 'expired')
          );
        });
      const rows = records
        .filter((record) => !input.state || effectiveState(record, now) === input.state)
        .sort((a, b) => b.sentAt - a.sentAt)
        .map((record) => invitation(state, record));
      return page(rows, input.currentPage, input.pageSize);
    },
  }),
  route({
    method: 'POST',
    path: 'service/invite/reply',
    input: v.object({ inviteId: id(), accept: v.flag() }),
    handle: ({ state, account, input }): Invitation => {
      const record = state.invites.records.get(input.inviteId);
      if (!record || record.mobile !== account.mobile)
        throw new SandboxFail(FAIL, `Invitation ${input.inviteId} not found`);
      const current = effectiveState(record, state.clock.now());
      if (current !== 'pending' && current !== 'expired')
        throw new SandboxFail(FAIL, 'This invitation has been answered already.');
      if (!input.accept) {
        record.state = 'rejected';
        return invitation(state, record);
      }
      const org = state.orgs.get(record.corpId);
      if (current === 'expired' || !org || org.members.has(account.userId))
        failWith(CODES.inviteAcceptFailed);
      join(org, record, account);
      record.state = 'accepted';
      return invitation(state, record);
    },
    sample: (state) => {
      const account = sampleAccount(state);
      const now = state.clock.now();
      const record = [...state.invites.records.values()].find(
        (candidate) =>
          candidate.mobile === account.mobile && effectiveState(candidate, now) === 'pending',
      );
      return { inviteId: record?.inviteId ?? '', accept: 1 };
    },
  }),
  route({
    method: 'POST',
    path: 'service/invite/getInviteLink',
    input: v.object({ refresh: v.withDefault(v.flag(), false) }),
    handle: ({ state, org, account, input, request }): InviteLink => {
      if (input.refresh) requireAdmin(org, account.userId);
      const link = inviteLinkOf(state.invites, org.corp.corpId, state.clock.now(), input.refresh);
      const origin = new URL(request.url).origin;
      return {
        link: `${origin}/workbench/web/index.html#/invite?code=${link.code}`,
        code: link.code,
        expiresAt: link.expiresAt,
      };
    },
  }),
  route({
    method: 'POST',
    path: 'service/invite/manage',
    input: v.object({
      action: v.oneOf(Object.values(MEMBER_ACTION)),
      inviteIds: v.array(id(), { min: 1, max: 200 }),
    }),
    handle: ({ state, org, account, input }): Invitation[] => {
      requireAdmin(org, account.userId);
      const now = state.clock.now();
      const records = [...new Set(input.inviteIds)].map((inviteId) => {
        const record = found(state.invites.records.get(inviteId), `Invitation ${inviteId}`);
        if (record.corpId !== org.corp.corpId)
          throw new SandboxFail(FAIL, `Invitation ${inviteId} not found`);
        return record;
      });
      const expect = (allowed: readonly InvitationState[], what: string) => {
        for (const record of records)
          if (!allowed.includes(effectiveState(record, now)))
            throw new SandboxFail(FAIL, `Invitation ${record.inviteId} ${what}.`);
      };
      switch (input.action) {
        case MEMBER_ACTION.agree:
          expect(['applying'], 'is not awaiting approval');
          notMembers(org, records);
          for (const record of records) {
            join(org, record, accountByMobile(state, record.mobile));
            record.state = 'accepted';
          }
          break;
        case MEMBER_ACTION.reject:
          expect(['applying'], 'is not awaiting approval');
          for (const record of records) record.state = 'rejected';
          break;
        case MEMBER_ACTION.delete:
          for (const record of records) state.invites.records.delete(record.inviteId);
          return [];
        case MEMBER_ACTION.reinvite:
          // A pending one may be sent again too (a reminder that renews its expiry), as the
          // manage table offers it (design-system invitation-rules manageActions).
          expect(['pending', 'expired', 'rejected'], 'cannot be sent again');
          notMembers(org, records);
          for (const record of records) {
            record.state = 'pending';
            record.sentAt = now;
            record.expiresAt = now + INVITE_TTL_MS;
          }
          break;
      }
      return records.map((record) => invitation(state, record));
    },
    sample: (state) => {
      const records = corpRecords(state, sampleOrg(state));
      const now = state.clock.now();
      const applying = records.find((record) => effectiveState(record, now) === 'applying');
      return applying
        ? { action: MEMBER_ACTION.agree, inviteIds: [applying.inviteId] }
        : { action: MEMBER_ACTION.delete, inviteIds: [records[0]?.inviteId ?? ''] };
    },
  }),
];
