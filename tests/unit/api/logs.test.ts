import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../workbench/api/errors/api-error';
import {
  exportOperationLog,
  getLogExports,
  getOperationTypes,
  getQuestionnaire,
  getRecentUsed,
  searchOperationLog,
} from '../../../workbench/api/logs';
import { getOwnServices, getReadOnlyServices } from '../../../workbench/api/services';
import { EXPORT_READY_MS, LOG_DAYS, sandbox, SEED_DAY } from '../../../workbench/sandbox';
import { setupSandbox, signInAs } from '../helpers/sandbox';

const { effects } = setupSandbox();

const DAY_MS = 86_400_000;
/** The whole seeded log. */
const ALL = { startTime: SEED_DAY - LOG_DAYS * DAY_MS, endTime: SEED_DAY };

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the operation log', () => {
  it('should hold a few operations a day for 90 days before the seed day, by members', async () => {
    await signInAs();
    const page = await searchOperationLog({ ...ALL, pageSize: 1000 });
    expect(page.total).toBeGreaterThanOrEqual(LOG_DAYS);
    expect(page.total).toBeLessThanOrEqual(LOG_DAYS * 5);
    const state = await sandbox.state();
    const members = state.orgs.get('1001')!.members;
    const types = new Set((await getOperationTypes()).map((type) => type.type));
    for (const log of page.list) {
      expect(log.time).toBeGreaterThanOrEqual(ALL.startTime);
      expect(log.time).toBeLessThan(SEED_DAY);
      expect(members.get(log.operatorId)?.realName).toBe(log.operator);
      expect(types.has(log.type)).toBe(true);
      expect(log.ip).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    }
    const days = new Set(page.list.map((log) => Math.floor(log.time / DAY_MS)));
    expect(days.size).toBe(LOG_DAYS);
  });

  it('should page newest first, three to a page by default', async () => {
    await signInAs();
    const first = await searchOperationLog(ALL);
    const second = await searchOperationLog({ ...ALL, currentPage: 2 });
    expect(first.list).toHaveLength(3);
    expect(first.pageSize).toBe(3);
    const times = [...first.list, ...second.list].map((log) => log.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(second.list[0]!.time).toBeLessThanOrEqual(first.list[2]!.time);
  });

  it('should filter by range, type and key', async () => {
    await signInAs();
    const week = { startTime: SEED_DAY - 7 * DAY_MS, endTime: SEED_DAY - 1 };
    const inWeek = await searchOperationLog({ ...week, pageSize: 1000 });
    expect(inWeek.list.every((log) => log.time >= week.startTime && log.time <= week.endTime)).toBe(
      true,
    );
    const all = await searchOperationLog({ ...ALL, pageSize: 1000 });
    expect(inWeek.total).toBe(
      all.list.filter((log) => log.time >= week.startTime && log.time <= week.endTime).length,
    );

    const logins = await searchOperationLog({ ...ALL, type: 'login', pageSize: 1000 });
    expect(logins.total).toBe(all.list.filter((log) => log.type === 'login').length);
    expect(logins.list.every((log) => log.typeName === '登录')).toBe(true);

    const someone = all.list[0]!.operator;
    const byKey = await searchOperationLog({ ...ALL, key: someone, pageSize: 1000 });
    expect(byKey.total).toBeGreaterThan(0);
    expect(
      byKey.list.every((log) => log.operator.includes(someone) || log.content.includes(someone)),
    ).toBe(true);
  });

  it('should refuse a start later than the end, and an unknown type', async () => {
    await signInAs();
    const reversed = await failure(
      searchOperationLog({ startTime: SEED_DAY, endTime: SEED_DAY - DAY_MS }),
    );
    expect(reversed.code).toBe('-1');
    expect(effects.toasts).toEqual(['The start time is later than the end time.']);
    const type = await failure(searchOperationLog({ ...ALL, type: 'nope' }));
    expect(type.code).toBe('-1');
  });

  it('should make an export that is done after a while of sandbox clock', async () => {
    await signInAs();
    expect(await getLogExports()).toEqual([]);
    const made = await exportOperationLog({ ...ALL, type: 'login' });
    const logins = await searchOperationLog({ ...ALL, type: 'login' });
    expect(made).toMatchObject({ status: 'processing', url: '', count: logins.total });
    expect(await getLogExports()).toEqual([made]);

    const state = await sandbox.state();
    state.clock.advance(EXPORT_READY_MS);
    const [done] = await getLogExports();
    expect(done).toMatchObject({ id: made.id, status: 'done' });
    expect(done!.url).toContain(made.id);
    expect((await failure(exportOperationLog({ startTime: 2, endTime: 1 }))).code).toBe('-1');
  });
});

describe('recently used services and the questionnaire', () => {
  it('should list what the user entered lately, newest first', async () => {
    await signInAs();
    const recent = await getRecentUsed();
    expect(recent.length).toBeGreaterThan(0);
    const times = recent.map((item) => item.usedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('should offer the questionnaire for a service, and not for a read-only one', async () => {
    await signInAs();
    const [service] = await getOwnServices({});
    const corpName = '华南示范科技有限公司';
    const banner = await getQuestionnaire({ serviceId: service!.serviceId, corpName });
    expect(banner.show).toBe(true);
    expect(banner.questionnaireUrl).toContain(`serviceId=${service!.serviceId}`);
    const { list } = await getReadOnlyServices({});
    expect((await getQuestionnaire({ serviceId: list[0]!.serviceId, corpName })).show).toBe(false);
    expect((await failure(getQuestionnaire({ serviceId: 'nope', corpName }))).code).toBe('-1');
  });
});
