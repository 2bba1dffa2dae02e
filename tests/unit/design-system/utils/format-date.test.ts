import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../design-system/i18n/locales';
import {
  dateLocale,
  formatDate,
  formatDateTime,
  formatDayName,
  parseDateText,
} from '../../../../design-system/utils/format-date';

const INSTANT = '2026-10-02T06:05:00.000Z';
const ZONE = 'Asia/Shanghai';

describe('dateLocale', () => {
  it('should count Thai years in the Buddhist era and every other language in Gregorian years', () => {
    expect(dateLocale('th_TH')).toBe('th-TH-u-ca-buddhist');
    expect(dateLocale('zh_CN')).toBe('zh-CN-u-ca-gregory');
    expect(dateLocale('zh_TW')).toBe('zh-TW-u-ca-gregory');
  });

  it('should fall back to the tags Lingui was activated with for any other locale', () => {
    expect(dateLocale('pseudo', 'en-US')).toBe('en-US');
  });
});

describe('formatDate and formatDateTime', () => {
  it.each([
    ['zh_CN', '2026/10/02', '2026/10/02 14:05'],
    ['zh_TW', '2026/10/02', '2026/10/02 14:05'],
    ['en_US', '10/02/2026', '10/02/2026, 14:05'],
    ['id_ID', '02/10/2026', '02/10/2026, 14.05'],
    ['vi_VN', '02/10/2026', '14:05 02/10/2026'],
    ['th_TH', '02/10/2569', '02/10/2569 14:05'],
  ])('should write %s dates one way', (locale, date, dateTime) => {
    const tag = dateLocale(locale);
    expect(formatDate(INSTANT, tag, ZONE)).toBe(date);
    // ICU puts a no-break space in some languages' date and time; the text reads the same.
    expect(formatDateTime(INSTANT, tag, ZONE).replace(/\s/gu, ' ')).toBe(dateTime);
  });

  it('should show the date in the time zone', () => {
    const tag = dateLocale('en_US');
    expect(formatDate('2025-03-01T18:00:00.000Z', tag, 'Asia/Shanghai')).toBe('03/02/2025');
    expect(formatDate('2025-03-01T18:00:00.000Z', tag, 'UTC')).toBe('03/01/2025');
  });

  it('should take ms since the epoch as the same instant as its ISO text', () => {
    const tag = dateLocale('zh_CN');
    expect(formatDateTime(Date.parse(INSTANT), tag, ZONE)).toBe(formatDateTime(INSTANT, tag, ZONE));
  });

  it('should show a calendar day as that day in any time zone', () => {
    expect(formatDate('2027-10-14', dateLocale('zh_CN'), 'America/Los_Angeles')).toBe('2027/10/14');
    expect(formatDate('2027-10-14', dateLocale('th_TH'), 'Pacific/Kiritimati')).toBe('14/10/2570');
  });

  it('should make one formatter per language and zone, however many dates it writes', () => {
    const Real = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = new Proxy(Real, {
      construct: (target, args: ConstructorParameters<typeof Real>) => {
        made += 1;
        return new target(...args);
      },
    });
    try {
      // A zone no other test writes in: the formatters outlive each test.
      const tag = dateLocale('vi_VN');
      const written = Array.from({ length: 20 }, (_, day) =>
        formatDateTime(Date.UTC(2026, 0, day + 1, 12), tag, 'Asia/Kolkata'),
      );
      expect(new Set(written).size).toBe(20);
      expect(made).toBe(1);
      expect(formatDateTime(Date.UTC(2026, 0, 1, 12), tag, 'Europe/Paris')).not.toBe(written[0]);
      expect(made).toBe(2);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });

  it('should show nothing for an empty or unreadable value', () => {
    expect(formatDate('', 'en-US')).toBe('');
    expect(formatDate('not a date', 'en-US')).toBe('');
    expect(formatDateTime('', 'en-US')).toBe('');
  });

  it('should name the year of any instant, 543 on in Thai', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const year = date.getUTCFullYear();
          expect(formatDate(date.toISOString(), dateLocale('en_US'), 'UTC')).toContain(
            String(year),
          );
          expect(formatDate(date.toISOString(), dateLocale('th_TH'), 'UTC')).toContain(
            String(year + 543),
          );
        },
      ),
    );
  });
});

describe('parseDateText', () => {
  it.each(LOCALES)('should read back what formatDate writes in %s', (locale) => {
    const tag = dateLocale(locale);
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const day = date.toISOString().slice(0, 10);
          expect(parseDateText(formatDate(day, tag), tag)).toBe(day);
        },
      ),
    );
  });

  it('should read YYYY-MM-DD in any language', () => {
    expect(parseDateText('2026-10-02', dateLocale('en_US'))).toBe('2026-10-02');
    expect(parseDateText('2026-10-02', dateLocale('th_TH'))).toBe('2026-10-02');
  });

  it('should take a Gregorian year in a Thai field as well', () => {
    expect(parseDateText('02/10/2026', dateLocale('th_TH'))).toBe('2026-10-02');
  });

  it.each(['', '10/2026', '02/30/2026', '1/2/26', 'yesterday'])('should refuse %j', (text) => {
    expect(parseDateText(text, dateLocale('en_US'))).toBeUndefined();
  });
});

describe('formatDayName', () => {
  it('should name a calendar day in full, in the language and its era', () => {
    expect(formatDayName('2026-10-01', dateLocale('en_US'))).toBe('Thursday, October 1, 2026');
    expect(formatDayName('2026-10-01', dateLocale('zh_CN'))).toBe('2026年10月1日星期四');
    expect(formatDayName('2026-10-01', dateLocale('th_TH'))).toContain('2569');
  });
});
