import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateRangeRule, isIsoDate } from '../../../../shared/validation';
import { isKnownResult } from './arbitraries';

/** Any real calendar date from year 1000 to 9999 as 'YYYY-MM-DD'. */
const isoDate = fc
  .date({
    min: new Date('1000-01-01T00:00:00.000Z'),
    max: new Date('9999-12-31T00:00:00.000Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));
const openEnd = fc.constantFrom(undefined, '');
const notIsoDate = fc.oneof(
  fc.string().filter((value) => value !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(value)),
  fc.constantFrom(
    '2023-02-29',
    '2024-02-30',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
  ),
);

describe('dateRangeRule examples', () => {
  it.each([
    [{ start: '2024-01-01', end: '2024-12-31' }, undefined],
    [{ start: '2024-06-01', end: '2024-06-01' }, undefined],
    [{ start: '2024-06-02', end: '2024-06-01' }, 'dateRange.startAfterEnd'],
    [{ start: '2025-01-01', end: '2024-12-31' }, 'dateRange.startAfterEnd'],
    [{ start: '2024-06-01' }, undefined],
    [{ end: '2024-06-01' }, undefined],
    [{}, undefined],
    [{ start: '', end: '2024-06-01' }, undefined],
    [{ start: '2024-02-29', end: '2024-03-01' }, undefined],
    [{ start: '2023-02-29', end: '2024-03-01' }, 'dateRange.invalid'],
    [{ start: '2024-06-01', end: '2024/06/30' }, 'dateRange.invalid'],
    [{ start: 'yesterday' }, 'dateRange.invalid'],
  ])('should judge %j as %j', (range, expected) => {
    expect(dateRangeRule(range)).toBe(expected);
  });

  it('should know leap years', () => {
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2200-02-29')).toBe(false);
  });
});

describe('dateRangeRule properties', () => {
  it('should agree with the calendar on which YYYY-MM-DD strings are dates', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const value = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const parsed = new Date(`${value}T00:00:00.000Z`);
          const real = !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
          expect(isIsoDate(value)).toBe(real);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('should accept any two valid dates in order and reject them reversed', () => {
    fc.assert(
      fc.property(isoDate, isoDate, (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(dateRangeRule({ start: early, end: late })).toBeUndefined();
        if (early !== late) {
          expect(dateRangeRule({ start: late, end: early })).toBe('dateRange.startAfterEnd');
        }
      }),
    );
  });

  it('should order dates as time does', () => {
    fc.assert(
      fc.property(isoDate, isoDate, (start, end) => {
        const after = Date.parse(start) > Date.parse(end);
        expect(dateRangeRule({ start, end })).toBe(after ? 'dateRange.startAfterEnd' : undefined);
      }),
    );
  });

  it('should accept any open range of a valid date', () => {
    fc.assert(
      fc.property(isoDate, openEnd, (date, open) => {
        expect(dateRangeRule({ start: date, end: open })).toBeUndefined();
        expect(dateRangeRule({ start: open, end: date })).toBeUndefined();
      }),
    );
  });

  it('should give dateRange.invalid for any invalid end, whatever the other', () => {
    fc.assert(
      fc.property(notIsoDate, fc.oneof(isoDate, openEnd), (invalid, other) => {
        expect(dateRangeRule({ start: invalid, end: other })).toBe('dateRange.invalid');
        expect(dateRangeRule({ start: other, end: invalid })).toBe('dateRange.invalid');
      }),
    );
  });

  it('should only return known message ids', () => {
    fc.assert(
      fc.property(
        fc.option(fc.oneof(isoDate, fc.string()), { nil: undefined }),
        fc.option(fc.oneof(isoDate, fc.string()), { nil: undefined }),
        (start, end) => {
          expect(isKnownResult(dateRangeRule({ start, end }))).toBe(true);
        },
      ),
    );
  });
});
