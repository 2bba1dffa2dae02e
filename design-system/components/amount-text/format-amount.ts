import { AMOUNT_UNIT_DIVISOR } from '../../../shared/constants';
import { isLocale, LOCALE_TAGS, SOURCE_LOCALE } from '../../i18n/locales';

export interface FormatAmountOptions {
  /** Show the whole number instead of units of 10,000. @default false */
  raw?: boolean;
  /** The BCP 47 tag to format for, e.g. 'zh-CN' (see intlLocale). */
  locale: string;
  /** Digits after the decimal point, always shown. @default 2 */
  fractionDigits?: number;
  /** An ISO 4217 code such as 'CNY' to show the currency symbol. @default undefined (no symbol) */
  currency?: string;
}

/**
 * The number part of an amount, formatted for the locale: divided by AMOUNT_UNIT_DIVISOR (10,000)
 * unless raw. The unit word (万, 萬, หมื่น, × 10,000) is a translated message the component puts
 * around this, so this stays a pure function of its arguments.
 */
export function formatAmount(
  value: number,
  { raw = false, locale, fractionDigits = 2, currency }: FormatAmountOptions,
): string {
  const digits = Math.min(Math.max(Math.floor(fractionDigits), 0), 20);
  const format = cachedFormat(
    `${locale}|${digits}|${currency ?? ''}`,
    () =>
      new Intl.NumberFormat(locale, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        // 'negative': a tiny negative amount that rounds to zero reads 0.00, not -0.00.
        signDisplay: 'negative',
        ...(currency ? { style: 'currency', currency } : {}),
      }),
  );
  return format.format(raw ? value : value / AMOUNT_UNIT_DIVISOR);
}

/**
 * Formats kept by locale and options: making an Intl.NumberFormat costs far more than formatting
 * with it, and a list formats a number in every row on every render.
 */
const formats = new Map<string, Intl.NumberFormat>();

function cachedFormat(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = formats.get(key);
  if (format === undefined) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** The interface language's format for counts (1,500), from Lingui's i18n or its locales. */
export function countFormat({
  locale,
  locales,
}: {
  locale: string;
  locales?: string | string[];
}): Intl.NumberFormat {
  const tag = intlLocale(locale, locales);
  return cachedFormat(`${tag}|count`, () => new Intl.NumberFormat(tag));
}

/**
 * The BCP 47 tag for Intl from Lingui's active locale: our catalogues use the spec's underscore
 * codes (zh_CN), which Intl rejects. Anything else (the Storybook pseudo-locale) falls back to the
 * tags Lingui was activated with, then to the source language.
 */
export function intlLocale(locale: string, locales?: string | string[]): string {
  if (isLocale(locale)) return LOCALE_TAGS[locale];
  const first = Array.isArray(locales) ? locales[0] : locales;
  return first ?? LOCALE_TAGS[SOURCE_LOCALE];
}
