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
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    // 'negative': a tiny negative amount that rounds to zero reads 0.00, not -0.00.
    signDisplay: 'negative',
    ...(currency ? { style: 'currency', currency } : {}),
  });
  return format.format(raw ? value : value / AMOUNT_UNIT_DIVISOR);
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
