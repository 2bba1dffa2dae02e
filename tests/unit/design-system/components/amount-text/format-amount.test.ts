import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countFormat,
  formatAmount,
  intlLocale,
} from '../../../../../design-system/components/amount-text/format-amount';
import { AMOUNT_UNIT_DIVISOR } from '../../../../../shared/constants';
import { LOCALE_TAGS, LOCALES } from '../../../../../design-system/i18n/locales';

const TAGS = LOCALES.map((locale) => LOCALE_TAGS[locale]);

/** Reads a number formatted for a locale back: drops grouping, normalises the decimal mark. */
function parseFormatted(text: string, locale: string): number {
  const parts = new Intl.NumberFormat(locale).formatToParts(-12345.5);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const normalised = text
    .split(group)
    .join('')
    .replace(decimal, '.')
    .replace('\u2212', '-')
    .replace(/[^\d.-]/g, '');
  return Number(normalised);
}

describe('formatAmount', () => {
  it.each<[number, Parameters<typeof formatAmount>[1], string]>([
    [123456, { locale: 'zh-CN' }, '12.35'],
    [123456, { locale: 'zh-TW' }, '12.35'],
    [123456, { locale: 'en-US' }, '12.35'],
    [123456, { locale: 'vi-VN' }, '12,35'],
    [123456, { locale: 'id-ID' }, '12,35'],
    [123456, { locale: 'th-TH' }, '12.35'],
    [123456, { locale: 'zh-CN', raw: true }, '123,456.00'],
    [123456, { locale: 'vi-VN', raw: true }, '123.456,00'],
    [-123456, { locale: 'zh-CN' }, '-12.35'],
    [0, { locale: 'zh-CN' }, '0.00'],
    [-1, { locale: 'zh-CN' }, '0.00'],
    [10000, { locale: 'zh-CN', fractionDigits: 0 }, '1'],
    [123456, { locale: 'zh-CN', fractionDigits: 4 }, '12.3456'],
    [1234567890123, { locale: 'zh-CN' }, '123,456,789.01'],
    [123456, { locale: 'zh-CN', currency: 'CNY' }, '¥12.35'],
    [123456, { locale: 'en-US', currency: 'USD', raw: true }, '$123,456.00'],
  ])('should format %d with %j as %j', (value, options, expected) => {
    expect(formatAmount(value, options)).toBe(expected);
  });

  it.each(TAGS)('should divide by the unit and round-trip within rounding in %s', (locale) => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (value, fractionDigits) => {
          const shown = parseFormatted(formatAmount(value, { locale, fractionDigits }), locale);
          const halfStep = 0.5 * 10 ** -fractionDigits * AMOUNT_UNIT_DIVISOR;
          // Half a step of the last digit shown, plus the float error of a 13-digit figure.
          expect(Math.abs(shown * AMOUNT_UNIT_DIVISOR - value)).toBeLessThanOrEqual(
            halfStep + Math.abs(value) * 1e-12,
          );
        },
      ),
    );
  });

  it.each(TAGS)('should round-trip a raw amount within rounding in %s', (locale) => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (value, fractionDigits) => {
          const shown = parseFormatted(
            formatAmount(value, { locale, fractionDigits, raw: true }),
            locale,
          );
          expect(Math.abs(shown - value)).toBeLessThanOrEqual(
            0.5 * 10 ** -fractionDigits + Math.abs(value) * 1e-12,
          );
        },
      ),
    );
  });

  it('should always show exactly the fraction digits asked for', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom(...TAGS),
        fc.boolean(),
        (value, fractionDigits, locale, raw) => {
          const text = formatAmount(value, { locale, fractionDigits, raw });
          const decimal =
            new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')
              ?.value ?? '.';
          const fraction = text.includes(decimal) ? (text.split(decimal)[1] ?? '') : '';
          expect(fraction.replace(/\D/g, '')).toHaveLength(fractionDigits);
          if (fractionDigits === 0) expect(text).not.toContain(decimal);
        },
      ),
    );
  });

  it('should show a minus sign exactly when the amount shown is below zero', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.constantFrom(...TAGS),
        (value, locale) => {
          const text = formatAmount(value, { locale });
          const shown = parseFormatted(text, locale);
          expect(/^[-\u2212]/.test(text)).toBe(shown < 0);
        },
      ),
    );
  });

  it('should order amounts as their values are ordered', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const shownLow = parseFormatted(formatAmount(low, { locale: 'en-US' }), 'en-US');
          const shownHigh = parseFormatted(formatAmount(high, { locale: 'en-US' }), 'en-US');
          expect(shownLow).toBeLessThanOrEqual(shownHigh);
        },
      ),
    );
  });
});

describe('intlLocale', () => {
  it.each(LOCALES)('should map %s to its BCP 47 tag', (locale) => {
    expect(intlLocale(locale)).toBe(LOCALE_TAGS[locale]);
  });

  it('should fall back to the tags Lingui was given, then to English', () => {
    expect(intlLocale('pseudo', 'en-US')).toBe('en-US');
    expect(intlLocale('pseudo', ['th-TH', 'en-US'])).toBe('th-TH');
    expect(intlLocale('pseudo')).toBe('en-US');
  });
});

describe('countFormat', () => {
  it('should group a count as the interface language does, one format kept per language', () => {
    expect(countFormat({ locale: 'zh_CN' }).format(1500)).toBe('1,500');
    expect(countFormat({ locale: 'vi_VN' }).format(1500)).toBe('1.500');
    expect(countFormat({ locale: 'pseudo', locales: 'id-ID' }).format(1500)).toBe('1.500');
    expect(countFormat({ locale: 'zh_CN' })).toBe(countFormat({ locale: 'zh_CN' }));
  });

  it('should not serve an amount the format kept for other options', () => {
    expect(formatAmount(123456, { locale: 'en-US', currency: 'CNY' })).toBe('CN¥12.35');
    expect(formatAmount(123456, { locale: 'en-US' })).toBe('12.35');
    expect(formatAmount(123456, { locale: 'en-US', fractionDigits: 0 })).toBe('12');
  });
});
