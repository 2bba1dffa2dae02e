import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkRows,
  checkRowsInChunks,
  CHECK_CHUNK,
  DeptIndex,
  validRows,
  type SourceRow,
} from '../../../../shared/member-import';
import type { Dept } from '../../../../shared/domain/org';
import { MEMBER_NAME_MAX_LENGTH } from '../../../../shared/contract';

const dept = (deptId: string, parentId: string, name: string): Dept => ({
  deptId,
  parentId,
  name,
  deptLevel: 0,
  memberCount: 0,
});

const DEPTS: Dept[] = [
  dept('1', '0', '星云科技'),
  dept('2', '1', '研发部'),
  dept('3', '2', '前端组'),
  dept('4', '1', '市场部'),
  dept('5', '4', '前端组'),
  dept('6', '1', 'Sales'),
  dept('-999', '1', '未分配'),
];

const index = new DeptIndex(DEPTS);
const source = (row: number, mobile: string, realName = '王伟', deptName = ''): SourceRow => ({
  row,
  mobile,
  realName,
  dept: deptName,
});

describe('DeptIndex', () => {
  it('should find a department by a name only it has, and give its path', () => {
    expect(index.resolve('研发部')).toEqual({
      kind: 'found',
      dept: { deptId: '2', path: '研发部' },
    });
    expect(index.resolve(' sales ')).toMatchObject({ kind: 'found', dept: { deptId: '6' } });
  });

  it('should find a department by its path, with or without the root, with either slash', () => {
    for (const path of ['研发部/前端组', '星云科技/研发部/前端组', '研发部 ／ 前端组'])
      expect(index.resolve(path)).toEqual({
        kind: 'found',
        dept: { deptId: '3', path: '研发部/前端组' },
      });
    expect(index.resolve('市场部/前端组')).toMatchObject({ dept: { deptId: '5' } });
  });

  it("should say when a name is several departments', and name their paths", () => {
    expect(index.resolve('前端组')).toEqual({
      kind: 'ambiguous',
      paths: ['研发部/前端组', '市场部/前端组'],
    });
  });

  it('should not find a department the corp lacks, a wrong path or the unassigned one', () => {
    expect(index.resolve('财务部')).toEqual({ kind: 'notFound' });
    expect(index.resolve('市场部/后端组')).toEqual({ kind: 'notFound' });
    expect(index.resolve('未分配')).toEqual({ kind: 'notFound' });
  });

  it('should find the root by its name', () => {
    expect(index.resolve('星云科技')).toMatchObject({ kind: 'found', dept: { deptId: '1' } });
  });
});

describe('checkRows', () => {
  it('should pass a valid row with its department', () => {
    const [row] = checkRows([source(2, '13800138000', '王伟', '研发部/前端组')], index);
    expect(row).toMatchObject({ problems: [], deptId: '3', deptPath: '研发部/前端组' });
  });

  it('should pass a row with no department (the unassigned members)', () => {
    expect(checkRows([source(2, '86-13800138000')], index)[0]!.problems).toEqual([]);
  });

  it('should apply the mobile rule', () => {
    expect(checkRows([source(2, '')], index)[0]!.problems).toEqual(['mobile.empty']);
    expect(checkRows([source(2, '1380013800')], index)[0]!.problems).toEqual(['mobile.invalid']);
  });

  it('should apply the name rule', () => {
    expect(checkRows([source(2, '13800138000', '  ')], index)[0]!.problems).toEqual([
      'realName.empty',
    ]);
    const long = '伟'.repeat(MEMBER_NAME_MAX_LENGTH + 1);
    expect(checkRows([source(2, '13800138000', long)], index)[0]!.problems).toEqual([
      'realName.tooLong',
    ]);
  });

  it('should list every problem of a row', () => {
    expect(checkRows([source(2, 'abc', '', '财务部')], index)[0]!.problems).toEqual([
      'mobile.invalid',
      'realName.empty',
      { kind: 'deptNotFound' },
    ]);
    expect(checkRows([source(2, '13800138000', '王伟', '前端组')], index)[0]!.problems).toEqual([
      { kind: 'deptAmbiguous', paths: ['研发部/前端组', '市场部/前端组'] },
    ]);
  });

  it('should mark a mobile an earlier row has, naming that row', () => {
    const rows = checkRows(
      [source(2, '13800138000'), source(3, '13800138001'), source(5, '13800138000')],
      index,
    );
    expect(rows.map((row) => row.problems)).toEqual([[], [], [{ kind: 'duplicate', firstRow: 2 }]]);
  });

  it('should mark members and mobiles already invited when they are known', () => {
    const rows = checkRows([source(2, '13800138000'), source(3, '13800138001')], index, {
      members: new Set(['13800138000']),
      invited: new Set(['13800138001']),
    });
    expect(rows.map((row) => row.problems)).toEqual([[{ kind: 'member' }], [{ kind: 'invited' }]]);
  });

  it('should keep each mobile valid once, whatever the rows (property)', () => {
    const mobile = fc.integer({ min: 0, max: 30 }).map((n) => `138${String(n).padStart(8, '0')}`);
    fc.assert(
      fc.property(fc.array(mobile, { maxLength: 60 }), (mobiles) => {
        const rows = checkRows(
          mobiles.map((value, at) => source(at + 1, value)),
          index,
        );
        const valid = validRows(rows).map((row) => row.mobile);
        expect(new Set(valid).size).toBe(valid.length);
        expect(new Set(valid)).toEqual(new Set(mobiles));
      }),
    );
  });
});

describe('checkRowsInChunks', () => {
  it('should check as checkRows does, saying how far it is between chunks', async () => {
    const rows = Array.from({ length: CHECK_CHUNK * 2 + 7 }, (_, at) =>
      source(at + 1, `138${String(at % 900).padStart(8, '0')}`, '王伟', '研发部'),
    );
    const progress: number[] = [];
    const checked = await checkRowsInChunks(rows, index, {
      onProgress: (done) => progress.push(done),
    });
    expect(checked).toEqual(checkRows(rows, index));
    expect(progress).toEqual([CHECK_CHUNK, CHECK_CHUNK * 2]);
  });

  it('should stop with null once aborted', async () => {
    const controller = new AbortController();
    const rows = Array.from({ length: CHECK_CHUNK + 1 }, (_, at) => source(at + 1, '13800138000'));
    const run = checkRowsInChunks(rows, index, {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(run).resolves.toBeNull();
  });
});
