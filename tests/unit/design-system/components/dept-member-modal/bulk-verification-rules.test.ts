import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deptOptions,
  outcomeOf,
  previewBulkVerification,
  type BulkVerificationMember,
} from '../../../../../design-system/components/dept-member-modal';

const member = fc.record({
  userId: fc.uuid(),
  realName: fc.string(),
  mobile: fc.string(),
  on: fc.boolean(),
  hasCheckMobile: fc.boolean(),
});
// The list shows a check mobile only while the check is on, so "on" implies one is bound.
const members = fc
  .array(member, { maxLength: 80 })
  .map((list): BulkVerificationMember[] =>
    list.map((entry) => ({ ...entry, hasCheckMobile: entry.hasCheckMobile || entry.on })),
  );

describe('previewBulkVerification', () => {
  it('should put every member in exactly one group, in the list order', () => {
    fc.assert(
      fc.property(members, fc.constantFrom('on' as const, 'off' as const), (list, action) => {
        const preview = previewBulkVerification(list, action);
        const grouped = [...preview.changes, ...preview.unchanged, ...preview.noCheckMobile];
        expect(grouped).toHaveLength(list.length);
        expect(new Set(grouped)).toEqual(new Set(list));
        const groups = [preview.changes, preview.unchanged, preview.noCheckMobile];
        for (const group of groups)
          expect(group).toEqual(list.filter((entry) => group.includes(entry)));
      }),
    );
  });

  it('should turn on those who are off with a check mobile, and reach none without one', () => {
    fc.assert(
      fc.property(members, (list) => {
        const preview = previewBulkVerification(list, 'on');
        expect(preview.changes.every((entry) => !entry.on && entry.hasCheckMobile)).toBe(true);
        expect(preview.noCheckMobile.every((entry) => !entry.hasCheckMobile)).toBe(true);
        expect(preview.unchanged.every((entry) => entry.on)).toBe(true);
      }),
    );
  });

  it('should turn off those who are on, and need no check mobile to do so', () => {
    fc.assert(
      fc.property(members, (list) => {
        const preview = previewBulkVerification(list, 'off');
        expect(preview.changes.every((entry) => entry.on)).toBe(true);
        expect(preview.unchanged.every((entry) => !entry.on)).toBe(true);
        expect(preview.noCheckMobile).toEqual([]);
      }),
    );
  });

  it('should name each outcome', () => {
    const off = { userId: 'u', realName: '', mobile: '', on: false, hasCheckMobile: true };
    expect(outcomeOf(off, 'on')).toBe('gains');
    expect(outcomeOf({ ...off, hasCheckMobile: false }, 'on')).toBe('noCheckMobile');
    expect(outcomeOf({ ...off, on: true }, 'off')).toBe('loses');
    expect(outcomeOf(off, 'off')).toBe('unchanged');
  });
});

describe('deptOptions', () => {
  const dept = (deptId: string, parentId: string, deptLevel: number, name: string) => ({
    deptId,
    parentId,
    deptLevel,
    name,
  });

  it('should list departments in tree order with their paths, whatever the input order', () => {
    const options = deptOptions([
      dept('111', '11', 2, '前端组'),
      dept('1', '0', 0, '总部'),
      dept('12', '1', 1, '财务部'),
      dept('11', '1', 1, '研发部'),
    ]);
    expect(options.map((option) => [option.path, option.depth])).toEqual([
      ['总部', 0],
      ['总部 / 财务部', 1],
      ['总部 / 研发部', 1],
      ['总部 / 研发部 / 前端组', 2],
    ]);
  });

  it('should leave out the unselectable system departments and what is under them', () => {
    const options = deptOptions([
      dept('1', '0', 0, '总部'),
      dept('-999', '1', 1, '系统'),
      dept('5', '-999', 2, '系统下级'),
      dept('-1002', '1', 1, '临时人员'),
    ]);
    expect(options.map((option) => option.deptId)).toEqual(['1', '-1002']);
  });
});
