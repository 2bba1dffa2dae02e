import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../../design-system/utils/format-date';

describe('formatDate', () => {
  it('should show the date in the locale and the time zone', () => {
    expect(formatDate('2025-03-01T18:00:00.000Z', 'en-US', 'Asia/Shanghai')).toBe('Mar 2, 2025');
    expect(formatDate('2025-03-01T18:00:00.000Z', 'en-US', 'UTC')).toBe('Mar 1, 2025');
    expect(formatDate('2025-03-02T02:15:00.000Z', 'zh-CN', 'Asia/Shanghai')).toBe('2025年3月2日');
  });

  it('should show nothing for an empty or unreadable value', () => {
    expect(formatDate('', 'en-US')).toBe('');
    expect(formatDate('not a date', 'en-US')).toBe('');
  });

  it('should name the year of any instant', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const year = String(date.getUTCFullYear());
          expect(formatDate(date.toISOString(), 'en-US', 'UTC')).toContain(year);
        },
      ),
    );
  });
});
