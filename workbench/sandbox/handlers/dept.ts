import { MEMBER_SEARCH_MAX_LENGTH } from '../../../shared/constants';
import { MEMBER_NAME_MAX_LENGTH, USER_NAME_PATTERN } from '../../../shared/contract';
import { found, id, paging, v } from '../input';
import { FAIL, SandboxFail } from '../reply';
import { route, type RouteDef } from '../route';
import { findMembers, memberRow, type MemberRecord, type OrgState } from '../store/org';
import type { SandboxState } from '../store/state';
import type { Dept, MemberRow } from '../../../shared/domain/org';
import type { Page } from '../../../shared/payloads/page';
import type { DeptInfo } from '../../../shared/payloads/dept';
import {
  addDept,
  deleteDept,
  DEPT_NAME_MAX_LENGTH,
  deptInfo,
  deptOf,
  isSystemDept,
  moveDept,
  renameDept,
  rootDept,
  setDeptAdmin,
  setMemberDepts,
} from '../store/depts';
import { memberOf, requireAdmin } from '../store/corps';
import { secondCheckOpen } from '../store/second-check';
import { sampleOrg, SAMPLE_USER_ID } from '../store/samples';

const deptName = () => v.string({ max: DEPT_NAME_MAX_LENGTH });

/** An ordinary department of the sample corp (not the root, not a system one). */
function sampleDept(state: SandboxState): Dept {
  const org = sampleOrg(state);
  const root = rootDept(org);
  for (const dept of org.depts.values())
    if (dept.deptId !== root.deptId && !isSystemDept(dept.deptId)) return dept;
  return root;
}

/** An empty leaf of the sample corp: one there is, or one made for the sample. */
function sampleEmptyLeaf(state: SandboxState): string {
  const org = sampleOrg(state);
  const parents = new Set([...org.depts.values()].map((dept) => dept.parentId));
  for (const dept of org.depts.values())
    if (!parents.has(dept.deptId) && !isSystemDept(dept.deptId) && dept.memberCount === 0)
      return dept.deptId;
  return addDept(state, org, rootDept(org).deptId, uniqueName(org, '待删除部门')).deptId;
}

function uniqueName(org: OrgState, base: string): string {
  const names = new Set([...org.depts.values()].map((dept) => dept.name));
  let index = 1;
  while (names.has(`${base}${index}`)) index++;
  return `${base}${index}`;
}

/** The last member of the sample corp that is not an account: safe to move and edit. */
function sampleMember(state: SandboxState) {
  const org = sampleOrg(state);
  let last = org.members.get(SAMPLE_USER_ID)!;
  for (const member of org.members.values()) if (!state.accounts.has(member.userId)) last = member;
  return last;
}

export const deptRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: 'service/dept/list',
    handle: ({ state, org }): DeptInfo[] =>
      [...org.depts.values()].map((dept) => deptInfo(state, org, dept)),
  }),
  route({
    method: 'POST',
    path: 'service/dept/add',
    input: v.object({ parentId: id(), name: deptName() }),
    handle: ({ state, org, account, input }): Dept => {
      requireAdmin(org, account.userId);
      return { ...addDept(state, org, input.parentId, input.name) };
    },
    sample: (state) => {
      const org = sampleOrg(state);
      return { parentId: rootDept(org).deptId, name: uniqueName(org, '新部门') };
    },
  }),
  route({
    method: 'POST',
    path: 'service/dept/delete',
    input: v.object({ deptId: id() }),
    handle: ({ state, org, account, input }) => {
      requireAdmin(org, account.userId);
      deleteDept(state, org, input.deptId);
      return null;
    },
    sample: (state) => ({ deptId: sampleEmptyLeaf(state) }),
  }),
  route({
    method: 'POST',
    path: 'service/dept/update',
    input: v.object({ deptId: id(), name: deptName(), parentId: v.optional(id()) }),
    handle: ({ org, account, input }): Dept => {
      requireAdmin(org, account.userId);
      const { deptId, name, parentId } = input;
      if (parentId === undefined) return { ...renameDept(org, deptId, name) };
      const moved = moveDept(org, deptId, parentId);
      return { ...(name === moved.name ? moved : renameDept(org, deptId, name)) };
    },
    sample: (state) => {
      const dept = sampleDept(state);
      return { deptId: dept.deptId, name: dept.name };
    },
  }),
  route({
    method: 'POST',
    path: 'service/dept/corpDeptUserList',
    input: v.object({
      deptId: id(),
      fetchChild: v.withDefault(v.flag(), true),
      key: v.withDefault(v.string({ max: MEMBER_SEARCH_MAX_LENGTH, min: 0 }), ''),
      ...paging,
    }),
    handle: ({ state, org, input }): Page<MemberRow> => {
      found(org.depts.get(input.deptId), `Department ${input.deptId}`);
      const matches = findMembers(org, input.deptId, input.fetchChild, input.key);
      const start = (input.currentPage - 1) * input.pageSize;
      // A member whose second check is off shows no check mobile: none verifies their sign-in.
      const row = (member: MemberRecord): MemberRow =>
        secondCheckOpen(state, org, member)
          ? memberRow(org, member)
          : { ...memberRow(org, member), checkMobile: '', checkMobileEncry: '' };
      return {
        list: matches.slice(start, start + input.pageSize).map(row),
        total: matches.length,
        currentPage: input.currentPage,
        pageSize: input.pageSize,
      };
    },
    sample: (state) => ({
      deptId: rootDept(sampleOrg(state)).deptId,
      fetchChild: 1,
      key: '',
      currentPage: 1,
      pageSize: 10,
    }),
  }),
  route({
    method: 'POST',
    path: 'service/dept/setDeptAdmin',
    input: v.object({ deptId: id(), userId: id(), admin: v.withDefault(v.flag(), true) }),
    handle: ({ state, org, account, input }): DeptInfo => {
      requireAdmin(org, account.userId);
      const dept = deptOf(org, input.deptId);
      setDeptAdmin(state, org, dept.deptId, memberOf(org, input.userId), input.admin);
      return deptInfo(state, org, dept);
    },
    sample: (state) => {
      const member = sampleMember(state);
      return { deptId: member.deptIds[0] ?? '', userId: member.userId, admin: 1 };
    },
  }),
  route({
    method: 'POST',
    path: 'service/dept/moveDeptUser',
    input: v.object({
      userIds: v.array(id(), { min: 1, max: 10_000 }),
      fromDeptId: v.optional(id()),
      toDeptId: id(),
    }),
    handle: ({ state, org, account, input }) => {
      requireAdmin(org, account.userId);
      const { fromDeptId, toDeptId } = input;
      deptOf(org, toDeptId);
      if (fromDeptId !== undefined) deptOf(org, fromDeptId);
      const members = input.userIds.map((userId) => memberOf(org, userId));
      for (const member of members)
        if (fromDeptId !== undefined && !member.deptIds.includes(fromDeptId))
          throw new SandboxFail(FAIL, `Member ${member.userId} is not in department ${fromDeptId}`);
      for (const member of members)
        setMemberDepts(
          state,
          org,
          member,
          fromDeptId === undefined
            ? [toDeptId]
            : member.deptIds.map((deptId) => (deptId === fromDeptId ? toDeptId : deptId)),
        );
      return null;
    },
    sample: (state) => {
      const member = sampleMember(state);
      return {
        userIds: [member.userId],
        fromDeptId: member.deptIds[0],
        toDeptId: sampleDept(state).deptId,
      };
    },
  }),
  route({
    method: 'POST',
    path: 'service/dept/editDeptUser',
    input: v.object({
      userId: id(),
      realName: v.optional(v.string({ max: MEMBER_NAME_MAX_LENGTH })),
      userName: v.optional(v.string({ max: MEMBER_NAME_MAX_LENGTH, pattern: USER_NAME_PATTERN })),
      email: v.optional(v.string({ max: 100, pattern: /^[^\s@]+@[^\s@]+$/ })),
      deptIds: v.optional(v.array(id(), { min: 1, max: 20 })),
    }),
    handle: ({ state, org, account, input }): MemberRow => {
      requireAdmin(org, account.userId);
      const member = memberOf(org, input.userId);
      const realName = input.realName?.trim();
      if (realName === '') throw new SandboxFail(FAIL, 'realName: is required');
      if (input.userName !== undefined && input.userName !== member.userName)
        for (const other of org.members.values())
          if (other.userName === input.userName)
            throw new SandboxFail(FAIL, `The account ${input.userName} is taken.`);
      if (input.deptIds) for (const deptId of input.deptIds) deptOf(org, deptId);
      if (realName !== undefined) member.realName = realName;
      if (input.userName !== undefined) member.userName = input.userName;
      if (input.email !== undefined) member.email = input.email;
      if (input.deptIds) setMemberDepts(state, org, member, input.deptIds);
      return memberRow(org, member);
    },
    sample: (state) => {
      const member = sampleMember(state);
      return { userId: member.userId, realName: member.realName, deptIds: member.deptIds };
    },
  }),
];
