import { CORP_TYPE, API_BASE } from '../../../shared/contract';
import { FAIL, SandboxFail } from '../reply';
import { SEED_DAY } from './clock';
import type { SeedContext } from './context';
import type { Rng } from './rng';
import type {
  LogExport,
  OperationLog,
  OperationLogFilter,
  OperationType,
} from '../../../shared/domain/logs';

/**
 * The operation log: 90 days before SEED_DAY for the corporate corp, a few operations a day by its
 * members, and what the signed-in users do in the sandbox appended as they do it. Exports are
 * "made in the background": done EXPORT_READY_MS of sandbox clock after they are asked for.
 */

/** Kinds of operation, with their names (the server's, in Chinese). */
const TYPE_NAMES = {
  login: '登录',
  service: '服务管理',
  member: '成员管理',
  dept: '部门管理',
  security: '安全设置',
  corp: '企业信息',
  device: '设备管理',
} as const;

export type OperationTypeCode = keyof typeof TYPE_NAMES;
const TYPE_CODES = Object.keys(TYPE_NAMES) as OperationTypeCode[];

export const OPERATION_TYPES: readonly OperationType[] = TYPE_CODES.map((type) => ({
  type,
  name: TYPE_NAMES[type],
}));

/** Days of seeded operations before SEED_DAY. */
export const LOG_DAYS = 90;
/** An export is done this long (sandbox clock) after it was asked for. */
export const EXPORT_READY_MS = 10_000;

const DAY_MS = 86_400_000;

export interface ExportRecord {
  id: string;
  corpId: string;
  userId: string;
  createdAt: number;
  count: number;
}

export interface LogState {
  /** corpId → its operations, oldest first. */
  byCorp: Map<string, OperationLog[]>;
  nextId: number;
  exports: ExportRecord[];
  nextExportId: number;
}

const CONTENT: Record<OperationTypeCode, (rng: Rng, names: NameSource) => string> = {
  login: (rng) => `登录工作台（${rng.pick(['网页', '客户端', '扫码'])}）`,
  service: (rng) => `进入服务「${rng.pick(['云会计', '云进销存', '云零售', '云薪酬'])}」`,
  member: (rng, names) =>
    `${rng.pick(['邀请成员', '修改成员信息：', '调整部门：'])}${names.member()}`,
  dept: (rng, names) => `${rng.pick(['新增部门', '修改部门', '设置部门管理员：'])}${names.dept()}`,
  security: (rng) => rng.pick(['开启登录保护', '修改登录密码', '绑定手机号', '开启异地登录提醒']),
  corp: (rng) => rng.pick(['修改企业信息', '提交企业认证', '更换企业创建者']),
  device: (rng) => rng.pick(['添加设备白名单', '停用设备序列号', '取消信任设备']),
};

interface NameSource {
  member(): string;
  dept(): string;
}

function randomIp(rng: Rng): string {
  return `${rng.pick(['113.108', '116.24', '183.6', '221.4'])}.${rng.int(1, 254)}.${rng.int(1, 254)}`;
}

export function seedLog(context: SeedContext): LogState {
  const { rng } = context;
  const logs: LogState = { byCorp: new Map(), nextId: 1, exports: [], nextExportId: 1 };
  const corporate = [...context.orgs.values()].find(
    (org) => org.corp.corpType === CORP_TYPE.corporate,
  );
  if (!corporate) return logs;
  const operators = [...corporate.members.values()].slice(0, 12);
  const depts = [...corporate.depts.values()].filter((dept) => dept.deptLevel >= 1);
  const names: NameSource = {
    member: () => rng.pick(operators).realName,
    dept: () => rng.pick(depts).name,
  };
  const entries: OperationLog[] = [];
  for (let day = LOG_DAYS; day >= 1; day--) {
    const dayStart = SEED_DAY - day * DAY_MS;
    const times = Array.from({ length: rng.int(1, 5) }, () => dayStart + rng.int(0, DAY_MS - 1));
    for (const time of times.sort((a, b) => a - b)) {
      const operator = rng.pick(operators);
      const type = rng.pick(TYPE_CODES);
      entries.push({
        id: `log${String(logs.nextId++).padStart(6, '0')}`,
        operatorId: operator.userId,
        operator: operator.realName,
        type,
        typeName: TYPE_NAMES[type],
        content: CONTENT[type](rng, names),
        time,
        ip: randomIp(rng),
      });
    }
  }
  logs.byCorp.set(corporate.corp.corpId, entries);
  return logs;
}

/** Records an operation a sandbox user just did. */
export function appendLog(
  logs: LogState,
  corpId: string,
  entry: Omit<OperationLog, 'id' | 'typeName' | 'type'> & { type: OperationTypeCode },
): void {
  const list = logs.byCorp.get(corpId) ?? [];
  list.push({
    ...entry,
    id: `log${String(logs.nextId++).padStart(6, '0')}`,
    typeName: TYPE_NAMES[entry.type],
  });
  logs.byCorp.set(corpId, list);
}

/** The corp's operations that match, newest first; a start later than the end fails. */
export function searchLogs(
  logs: LogState,
  corpId: string,
  filter: OperationLogFilter,
): OperationLog[] {
  if (filter.startTime > filter.endTime)
    throw new SandboxFail(FAIL, 'The start time is later than the end time.');
  const key = filter.key?.trim().toLowerCase() ?? '';
  return (logs.byCorp.get(corpId) ?? [])
    .filter(
      (entry) =>
        entry.time >= filter.startTime &&
        entry.time <= filter.endTime &&
        (!filter.type || entry.type === filter.type) &&
        (!key ||
          entry.operator.toLowerCase().includes(key) ||
          entry.content.toLowerCase().includes(key)),
    )
    .sort((a, b) => b.time - a.time);
}

export function createExport(
  logs: LogState,
  corpId: string,
  userId: string,
  count: number,
  now: number,
): ExportRecord {
  const record: ExportRecord = {
    id: `exp${String(logs.nextExportId++).padStart(4, '0')}`,
    corpId,
    userId,
    createdAt: now,
    count,
  };
  logs.exports.push(record);
  return record;
}

/** An export as the list shows it: its status follows the clock. */
export function exportView(record: ExportRecord, now: number): LogExport {
  const done = now - record.createdAt >= EXPORT_READY_MS;
  return {
    id: record.id,
    fileName: `operation-log-${new Date(record.createdAt).toISOString().slice(0, 10)}-${record.id}.csv`,
    status: done ? 'done' : 'processing',
    createdAt: record.createdAt,
    count: record.count,
    url: done ? `${API_BASE}__sandbox/pages/log-export?id=${record.id}` : '',
  };
}

/** The corp's exports, newest first. */
export function listExports(logs: LogState, corpId: string, now: number): LogExport[] {
  return logs.exports
    .filter((record) => record.corpId === corpId)
    .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id))
    .map((record) => exportView(record, now));
}
