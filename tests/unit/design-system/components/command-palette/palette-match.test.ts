import { describe, expect, it } from 'vitest';
import {
  foldForMatch,
  matchesQuery,
  moveActive,
  visibleGroups,
  type CommandPaletteGroup,
} from '../../../../../design-system/components/command-palette';
import {
  membersGroup,
  paletteGroups,
} from '../../../../../stories/design-system/fixtures/command-palette';

const keysAndLabels = (groups: CommandPaletteGroup[]) =>
  groups.map((group) => [group.key, group.items.map((item) => item.label)]);

describe('foldForMatch', () => {
  it('should drop case, accents and Vietnamese tone marks, and read đ as d', () => {
    expect(foldForMatch('Phòng Kế Toán')).toBe('phong ke toan');
    expect(foldForMatch('Đặng Thị Ánh')).toBe('dang thi anh');
    expect(foldForMatch('  Ngân   hàng ')).toBe('ngan hang');
  });

  it('should keep Chinese and Thai as they are', () => {
    expect(foldForMatch('部门与成员')).toBe('部门与成员');
    expect(foldForMatch('ความปลอดภัยของบัญชี')).toBe('ความปลอดภัยของบัญชี');
  });
});

describe('matchesQuery', () => {
  const item = { id: 'x', label: 'Công ty Phòng Kế toán', detail: 'Hà Nội' };

  it('should match without tone marks, in any case', () => {
    expect(matchesQuery(item, foldForMatch('ke toan'))).toBe(true);
    expect(matchesQuery(item, foldForMatch('KẾ TOÁN'))).toBe(true);
  });

  it('should need every word, in any order, in the label or the detail', () => {
    expect(matchesQuery(item, foldForMatch('toan ha noi'))).toBe(true);
    expect(matchesQuery(item, foldForMatch('toan sai gon'))).toBe(false);
  });
});

describe('visibleGroups', () => {
  it('should list only the pages while nothing is typed', () => {
    const groups = visibleGroups(paletteGroups(), '');
    expect(groups.map((group) => group.key)).toEqual(['pages']);
    expect(groups[0]!.items).toHaveLength(12);
  });

  it('should match the local groups and list the remote ones as found, in their order', () => {
    expect(keysAndLabels(visibleGroups(paletteGroups(), '研发'))).toEqual([
      ['members', ['张伟', '张敏']],
      ['departments', ['研发部', '张江研发中心']],
    ]);
  });

  it('should put labels that start with the query first, each in its order', () => {
    const [pages] = visibleGroups(paletteGroups(), '服务');
    expect(pages!.items.map((item) => item.label)).toEqual(['服务管理', '自助服务', '只读服务']);
  });

  it('should match Vietnamese without its marks', () => {
    const corps = visibleGroups(paletteGroups(), 'phong ke toan').find(
      (group) => group.key === 'corps',
    );
    expect(corps?.items.map((item) => item.label)).toEqual(['Công ty TNHH Phòng Kế toán Việt']);
  });

  it('should list no members while they are searched or after the search failed', () => {
    for (const status of ['loading', 'error'] as const) {
      const groups = visibleGroups([membersGroup(status, [{ id: 'u', label: '研发' }])], '研发');
      expect(groups).toEqual([]);
    }
  });

  it('should cut a local group at its limit', () => {
    const many: CommandPaletteGroup = {
      key: 'departments',
      heading: 'Departments',
      limit: 3,
      items: Array.from({ length: 10 }, (_, index) => ({ id: `d${index}`, label: `组 ${index}` })),
    };
    expect(visibleGroups([many], '组')[0]!.items).toHaveLength(3);
  });

  it('should leave out every group when nothing matches', () => {
    expect(visibleGroups(paletteGroups('ready').slice(0, 2), 'zzz')).toEqual([]);
  });
});

describe('moveActive', () => {
  it('should move down and up, wrapping round at either end', () => {
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
  });

  it('should have nothing to move to in an empty list', () => {
    expect(moveActive(-1, 0, 'ArrowDown')).toBe(-1);
  });
});
