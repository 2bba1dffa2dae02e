import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  logFilterProblem,
  operationLogFilter,
} from '../../../../../design-system/components/operation-log-table';
import {
  dayBounds,
  isNarrowed,
} from '../../../../../design-system/components/operation-log-table/log-filter';

const isoDay = fc
  .date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true })
  .map((date) => {
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  });

const draft = (start?: string, end?: string, type = '', key = '') => ({
  type,
  key,
  range: { start, end },
});

describe('dayBounds', () => {
  it("should span the reader's whole day, from midnight to the millisecond before the next", () => {
    fc.assert(
      fc.property(isoDay, (day) => {
        const { start, end } = dayBounds(day);
        const first = new Date(start);
        const [year, month, date] = day.split('-').map(Number);
        expect([first.getFullYear(), first.getMonth() + 1, first.getDate()]).toEqual([
          year,
          month,
          date,
        ]);
        expect([
          first.getHours(),
          first.getMinutes(),
          first.getSeconds(),
          first.getMilliseconds(),
        ]).toEqual([0, 0, 0, 0]);
        const next = new Date(end + 1);
        expect([next.getHours(), next.getMinutes()]).toEqual([0, 0]);
        expect(next.getDate()).not.toBe(first.getDate());
        expect(end).toBeGreaterThan(start);
      }),
    );
  });
});

describe('operationLogFilter', () => {
  it("should send the range from the first day's start to the last day's end", () => {
    fc.assert(
      fc.property(isoDay, isoDay, (a, b) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        expect(operationLogFilter(draft(start, end))).toEqual({
          startTime: dayBounds(start).start,
          endTime: dayBounds(end).end,
        });
      }),
    );
  });

  it('should pass the type and the trimmed text only when given', () => {
    expect(operationLogFilter(draft('2025-08-15', '2025-08-21', 'login', '  Zhang  '))).toEqual({
      startTime: dayBounds('2025-08-15').start,
      endTime: dayBounds('2025-08-21').end,
      type: 'login',
      key: 'Zhang',
    });
    const plain = operationLogFilter(draft('2025-08-15', '2025-08-21', '', '   '));
    expect(plain).not.toHaveProperty('type');
    expect(plain).not.toHaveProperty('key');
  });

  it('should refuse a start after the end', () => {
    fc.assert(
      fc.property(isoDay, isoDay, (a, b) => {
        fc.pre(a !== b);
        const [start, end] = a > b ? [a, b] : [b, a];
        expect(logFilterProblem(draft(start, end))).toBe('rangeInvalid');
        expect(operationLogFilter(draft(start, end))).toBeUndefined();
      }),
    );
  });

  it('should need both ends', () => {
    for (const incomplete of [draft('2025-08-15'), draft(undefined, '2025-08-21'), draft()]) {
      expect(logFilterProblem(incomplete)).toBe('rangeIncomplete');
      expect(operationLogFilter(incomplete)).toBeUndefined();
    }
  });
});

describe('isNarrowed', () => {
  const defaults = { start: '2025-08-15', end: '2025-08-21' };

  it('should not count the default search as narrowed', () => {
    expect(isNarrowed(draft('2025-08-15', '2025-08-21', '', '  '), defaults)).toBe(false);
  });

  it('should count a type, a text or another range as narrowed', () => {
    expect(isNarrowed(draft('2025-08-15', '2025-08-21', 'login'), defaults)).toBe(true);
    expect(isNarrowed(draft('2025-08-15', '2025-08-21', '', 'Li'), defaults)).toBe(true);
    expect(isNarrowed(draft('2025-08-20', '2025-08-21'), defaults)).toBe(true);
  });
});
