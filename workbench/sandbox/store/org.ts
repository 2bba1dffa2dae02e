import { CERT_STATUS, CORP_TYPE, SYSTEM_DEPT_IDS, type CorpType } from '../../../shared/contract';
import { maskMobile } from '../../../shared/validation/mobile';
import { encryptField } from './crypto';
import type { Rng } from './rng';
import type { Corp } from '../../../shared/domain/corp';
import type { Dept, MemberRow } from '../../../shared/domain/org';

/**
 * The seeded organisation: two corps (one of each corp type), each with a department tree four
 * levels below its root that holds the system departments (-999, -1000, -1001, -1002), and the
 * members (60 by default, up to 10,000). Indexes keep a page of members and the whole tree cheap
 * at 10,000 (bench/sandbox.ts measures them).
 */
export interface MemberRecord {
  userId: string;
  realName: string;
  mobile: string;
  userName: string;
  email: string;
  deptIds: string[];
  multiCorpUser: boolean;
  /** The phone that verifies this member's sign-in ('' when none). */
  checkMobile: string;
  admin: boolean;
}

export interface OrgState {
  corp: Corp;
  depts: Map<string, Dept>;
  members: Map<string, MemberRecord>;
  /** deptId → userIds directly in it, in seed order. */
  membersByDept: Map<string, string[]>;
}

export const ROOT_PARENT_ID = '0';

/** Names of the system departments (the spec gives only their ids). */
const SYSTEM_DEPT_NAMES: Record<(typeof SYSTEM_DEPT_IDS)[number], string> = {
  '-999': '未分配',
  '-1000': '离职人员',
  '-1001': '外部联系人',
  '-1002': '临时人员',
};

/** A corp's root department and the system departments under it: how every corp starts. */
export function rootDepts(rootId: string, rootName: string): Dept[] {
  return [
    { deptId: rootId, deptLevel: 0, parentId: ROOT_PARENT_ID, name: rootName, memberCount: 0 },
    ...SYSTEM_DEPT_IDS.map((deptId) => ({
      deptId,
      deptLevel: 1,
      parentId: rootId,
      name: SYSTEM_DEPT_NAMES[deptId],
      memberCount: 0,
    })),
  ];
}

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN =
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉萍红玲兰飞鹏辉宇浩凯健俊帆帅旭宁晨阳亮建国庆文斌新永春雪梅海燕琳丹婷倩颖欣怡博雅思远嘉豪子轩梓涵一诺雨泽';

const LEVEL_NAMES: readonly (readonly string[])[] = [
  ['财务部', '销售部', '研发中心', '行政人事部'],
  ['华东区', '华南区', '华北区', '总部'],
  ['一组', '二组', '三组'],
  ['项目甲', '项目乙'],
];

function realName(rng: Rng): string {
  const given = rng.pick([...GIVEN]) + (rng.chance(0.6) ? rng.pick([...GIVEN]) : '');
  return rng.pick([...SURNAMES]) + given;
}

/** The dept tree: root, the system departments, then four levels of ordinary ones. */
function seedDepts(rootId: string, rootName: string, firstId: number, levels: number): Dept[] {
  const depts = rootDepts(rootId, rootName);
  let nextId = firstId;
  let parents = [rootId];
  for (let level = 1; level <= levels; level++) {
    const names = LEVEL_NAMES[level - 1]!;
    const children: string[] = [];
    for (const parentId of parents) {
      const count = level === 1 ? names.length : Math.max(1, names.length - 1);
      for (let index = 0; index < count; index++) {
        const deptId = String(nextId++);
        depts.push({ deptId, deptLevel: level, parentId, name: names[index]!, memberCount: 0 });
        children.push(deptId);
      }
    }
    parents = children;
  }
  return depts;
}

export interface OrgSeed {
  corps: OrgState[];
}

/** Mobile numbers: 11 digits starting with 1 (docs/product.md §5), unique by index. */
export function seedMobile(index: number): string {
  return `13${String(700_000_000 + index * 7).padStart(9, '0')}`;
}

export function seedOrgs(rng: Rng, memberCount: number, demoMembers: MemberRecord[]): OrgSeed {
  const corporate: Corp = {
    corpId: '1001',
    corpName: '华南示范科技有限公司',
    corpType: CORP_TYPE.corporate,
    corpInfo: { secondCheck: false, certStatus: CERT_STATUS.certified, creatorUserId: 'u0001' },
    hidden: false,
  };
  const person: Corp = {
    corpId: '1002',
    corpName: '张伟的个人账套',
    corpType: CORP_TYPE.person,
    corpInfo: { secondCheck: false, certStatus: CERT_STATUS.notNeeded, creatorUserId: 'u0001' },
    hidden: false,
  };
  const corporateOrg = buildOrg(corporate, seedDepts('1', corporate.corpName, 100, 4));
  const personOrg = buildOrg(person, seedDepts('2', person.corpName, 5000, 1));

  const ordinary = [...corporateOrg.depts.values()].filter((dept) => dept.deptLevel >= 1);
  const leaves = ordinary.filter((dept) => Number(dept.deptId) > 0);
  for (const demo of demoMembers) addMember(corporateOrg, demo);
  for (let index = demoMembers.length; index < memberCount; index++) {
    const primary = index % 29 === 0 ? rng.pick(ordinary) : rng.pick(leaves);
    const deptIds = [primary.deptId];
    if (rng.chance(0.15)) {
      const second = rng.pick(leaves);
      if (second.deptId !== primary.deptId) deptIds.push(second.deptId);
    }
    const mobile = seedMobile(index);
    addMember(corporateOrg, {
      userId: `u${String(index + 1).padStart(4, '0')}`,
      realName: realName(rng),
      mobile,
      userName: `user${String(index + 1).padStart(4, '0')}`,
      email: `user${index + 1}@example.com`,
      deptIds,
      multiCorpUser: rng.chance(0.1),
      checkMobile: rng.chance(0.3) ? mobile : '',
      admin: false,
    });
  }
  for (const demo of demoMembers.slice(0, 2))
    addMember(personOrg, { ...demo, deptIds: ['-1002'], multiCorpUser: true });
  return { corps: [corporateOrg, personOrg] };
}

function buildOrg(corp: Corp, depts: Dept[]): OrgState {
  return {
    corp,
    depts: new Map(depts.map((dept) => [dept.deptId, dept])),
    members: new Map(),
    membersByDept: new Map(depts.map((dept) => [dept.deptId, []])),
  };
}

export function addMember(org: OrgState, member: MemberRecord): void {
  org.members.set(member.userId, member);
  for (const deptId of member.deptIds) {
    org.membersByDept.get(deptId)?.push(member.userId);
    const dept = org.depts.get(deptId);
    if (dept) dept.memberCount++;
  }
}

export function removeMember(org: OrgState, userId: string): void {
  const member = org.members.get(userId);
  if (!member) return;
  org.members.delete(userId);
  for (const deptId of member.deptIds) {
    const list = org.membersByDept.get(deptId);
    if (list) list.splice(list.indexOf(userId), 1);
    const dept = org.depts.get(deptId);
    if (dept) dept.memberCount--;
  }
}

/** The row a member shows as; mobiles are masked as the UI masks them (design-system). */
export function memberRow(org: OrgState, member: MemberRecord): MemberRow {
  return {
    userId: member.userId,
    realName: member.realName,
    mobile: maskMobile(member.mobile),
    mobileEncry: encryptField(member.mobile),
    userName: member.userName,
    userNameEncry: encryptField(member.userName),
    multiCorpUser: member.multiCorpUser,
    deptNameList: member.deptIds.map((deptId) => org.depts.get(deptId)?.name ?? ''),
    checkMobile: member.checkMobile ? maskMobile(member.checkMobile) : '',
    checkMobileEncry: member.checkMobile ? encryptField(member.checkMobile) : '',
    admin: member.admin,
  };
}

/** The ids of a department and every department below it: one pass over a child index. */
export function subtreeIds(org: OrgState, deptId: string): string[] {
  const children = new Map<string, string[]>();
  for (const dept of org.depts.values()) {
    const siblings = children.get(dept.parentId);
    if (siblings) siblings.push(dept.deptId);
    else children.set(dept.parentId, [dept.deptId]);
  }
  const out: string[] = [];
  const stack = [deptId];
  while (stack.length) {
    const id = stack.pop()!;
    out.push(id);
    for (const child of children.get(id) ?? []) stack.push(child);
  }
  return out;
}

/**
 * Members of a department (and of its sub-departments with fetchChild) whose name, mobile or
 * account holds key, in seed order: one pass over the members, O(members).
 */
export function findMembers(
  org: OrgState,
  deptId: string,
  fetchChild: boolean,
  key: string,
): MemberRecord[] {
  const needle = key.trim().toLowerCase();
  const matches = (member: MemberRecord) =>
    !needle ||
    member.realName.toLowerCase().includes(needle) ||
    member.mobile.includes(needle) ||
    member.userName.toLowerCase().includes(needle);
  if (!fetchChild)
    return (org.membersByDept.get(deptId) ?? [])
      .map((userId) => org.members.get(userId)!)
      .filter(matches);
  const inSubtree = new Set(subtreeIds(org, deptId));
  const out: MemberRecord[] = [];
  for (const member of org.members.values())
    if (member.deptIds.some((id) => inSubtree.has(id)) && matches(member)) out.push(member);
  return out;
}

function nextNumericId(ids: Iterable<string>): number {
  let max = 0;
  for (const id of ids) {
    const number = Number(id);
    if (Number.isSafeInteger(number) && number > max) max = number;
  }
  return max + 1;
}

/** Dept ids are unique across corps (as the seed draws them), so one counter serves all. */
export function nextDeptId(orgs: Map<string, OrgState>): string {
  function* all() {
    for (const org of orgs.values()) yield* org.depts.keys();
  }
  return String(nextNumericId(all()));
}

/**
 * A new corp with its root department (level 0, parent 0) and the system departments, its
 * creator an admin member in the root, added to orgs (the seed's map or state.orgs).
 */
export function buildCorp(
  orgs: Map<string, OrgState>,
  corpName: string,
  corpType: CorpType,
  creator: MemberRecord,
): OrgState {
  const corpId = String(nextNumericId(orgs.keys()));
  const rootId = nextDeptId(orgs);
  const corp: Corp = {
    corpId,
    corpName,
    corpType,
    corpInfo: {
      secondCheck: false,
      certStatus:
        corpType === CORP_TYPE.corporate ? CERT_STATUS.uncertified : CERT_STATUS.notNeeded,
      creatorUserId: creator.userId,
    },
    hidden: false,
  };
  const depts = rootDepts(rootId, corpName);
  const org: OrgState = {
    corp,
    depts: new Map(depts.map((dept) => [dept.deptId, dept])),
    members: new Map(),
    membersByDept: new Map(depts.map((dept) => [dept.deptId, []])),
  };
  orgs.set(corpId, org);
  addMember(org, { ...creator, deptIds: [rootId], admin: true });
  return org;
}
