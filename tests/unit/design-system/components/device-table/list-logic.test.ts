import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  maxDevicesRule,
  normaliseSln,
  slnRule,
  slnTabCounts,
} from '../../../../../design-system/components/device-table';
import {
  matchesQuery,
  slnListView,
} from '../../../../../design-system/components/device-table/list-logic';

const GROUP_CHARS = [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'];
const group = fc
  .array(fc.constantFrom(...GROUP_CHARS), { minLength: 4, maxLength: 4 })
  .map((chars) => chars.join(''));

describe('slnRule', () => {
  it('should accept four groups of four letters or digits in any case, with spaces around', () => {
    fc.assert(
      fc.property(
        fc.tuple(group, group, group, group),
        fc.constantFrom('', ' ', '  '),
        (groups, pad) => {
          expect(slnRule(`${pad}${groups.join('-')}${pad}`)).toBeUndefined();
        },
      ),
    );
  });

  it('should ask for a serial number when there is none', () => {
    expect(slnRule('')).toBe('required');
    expect(slnRule('   ')).toBe('required');
  });

  it('should refuse any other shape', () => {
    for (const input of [
      'AB12-CD34',
      'AB12CD34EF56GH78',
      'AB12-CD34-EF56-GH7',
      'AB12-CD34-EF56-GH78-1',
      'AB1#-CD34-EF56-GH78',
    ])
      expect(slnRule(input)).toBe('format');
  });

  it('should send the number trimmed and in capitals', () => {
    expect(normaliseSln(' ab12-cd34-ef56-gh78 ')).toBe('AB12-CD34-EF56-GH78');
  });
});

describe('maxDevicesRule', () => {
  it('should accept whole numbers of 1 or more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (count) => {
        expect(maxDevicesRule(` ${count} `)).toBeUndefined();
      }),
    );
  });

  it('should refuse nothing, zero and what is not a whole number', () => {
    expect(maxDevicesRule('')).toBe('required');
    for (const input of ['0', '-1', '2.5', 'five', '1e3'])
      expect(maxDevicesRule(input)).toBe('format');
  });
});

describe('matchesQuery', () => {
  it('should match any text, ignoring case and surrounding spaces', () => {
    expect(matchesQuery('  cloud ', 'K7QF', 'Cloud accounting')).toBe(true);
    expect(matchesQuery('k7qf', 'K7QF-2M9D')).toBe(true);
    expect(matchesQuery('pos', 'K7QF', 'Cloud accounting')).toBe(false);
  });

  it('should match everything when the query is empty', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(matchesQuery(' ', text)).toBe(true);
      }),
    );
  });
});

describe('slnTabCounts', () => {
  const list = (status: 'loading' | 'error' | 'ready', length = 0) => ({
    status,
    rows: Array.from({ length }, (_, index) => index),
  });

  it('should count the rows of every list that is read', () => {
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), fc.nat(50), (m, s, w) => {
        expect(
          slnTabCounts({
            main: list('ready', m),
            sub: list('ready', s),
            white: list('ready', w),
            selected: { subCount: 99, whiteCount: 99 },
          }),
        ).toEqual({ main: m, sub: s, white: w });
      }),
    );
  });

  it("should fall back on the selected main serial number's counts, or nothing", () => {
    expect(
      slnTabCounts({
        main: list('loading'),
        sub: list('error'),
        white: list('loading'),
        selected: { subCount: 3, whiteCount: 2 },
      }),
    ).toEqual({ main: undefined, sub: 3, white: 2 });
    expect(
      slnTabCounts({
        main: list('ready'),
        sub: list('loading'),
        white: list('loading'),
        selected: undefined,
      }),
    ).toEqual({ main: 0, sub: undefined, white: undefined });
  });
});

describe('slnListView', () => {
  const ready = <Row>(rows: Row[]) => ({ status: 'ready' as const, rows });
  const context = (page: number) => ({
    main: ready([]),
    needsSelection: false,
    hasSelection: false,
    paging: { page, pageSize: 10 },
  });

  it('should hand the export every row the search keeps, whatever page is in view', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 99 }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 8 }),
        (values, page) => {
          const even = (value: number) => value % 2 === 0;
          const view = slnListView(ready(values), even, context(page));
          expect(view.matching).toEqual(values.filter(even));
          expect(view.rows.every((row) => view.matching.includes(row))).toBe(true);
          expect(view.total).toBe(view.matching.length);
        },
      ),
    );
  });

  it('should hand nothing while the list is not read', () => {
    const view = slnListView({ status: 'loading', rows: [1, 2] }, () => true, context(1));
    expect(view.matching).toEqual([]);
  });
});
