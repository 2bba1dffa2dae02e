import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { isIsoDate } from '../../shared/validation/date-range';
import { intlLocale } from '../components/amount-text/format-amount';
import { isLocale, LOCALE_TAGS, type Locale } from '../i18n/locales';

/*
 * The one place the app turns a date into text (docs/decisions/0017-dates.md). Every date it shows,
 * and the date picker's fields and calendar, go through here, so one language writes every date one
 * way. Lint keeps Intl.DateTimeFormat and toLocale*String out of every other file.
 */

/**
 * The calendar each language counts its years in. Thai is in the Buddhist era (22/10/2569): it is
 * what Thai invoices, tax forms, bank statements and the government write, and what a Thai reader
 * of a business table expects; a Gregorian year beside it would read as a typo. Every other
 * language counts Gregorian years. The choice is written into the locale tag (-u-ca-) rather than
 * left to each browser's default, so the picker's calendar and every table agree.
 */
const CALENDARS: Record<Locale, 'gregory' | 'buddhist'> = {
  zh_CN: 'gregory',
  zh_TW: 'gregory',
  en_US: 'gregory',
  id_ID: 'gregory',
  vi_VN: 'gregory',
  th_TH: 'buddhist',
};

/** The BCP 47 tag, calendar included, that dates are written with for Lingui's active locale. */
export function dateLocale(locale: string, locales?: string | string[]): string {
  if (isLocale(locale)) return `${LOCALE_TAGS[locale]}-u-ca-${CALENDARS[locale]}`;
  return intlLocale(locale, locales);
}

/**
 * A date as digits in the language's order, e.g. 2026/10/22, 10/22/2026, 22/10/2569: the same text
 * the picker's fields show and take, and as wide on every row of a table.
 */
const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
/** The date and the minute on a 24-hour clock: enough to tell two operations apart. */
const DATE_TIME: Intl.DateTimeFormatOptions = {
  ...DATE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** What the server sends for a time: ISO 8601 text, ms since the epoch, or a calendar day. */
export type DateValue = string | number | Date;

function toInstant(value: DateValue): { date: Date; day: boolean } | undefined {
  if (value === '') return undefined;
  // A bare 'YYYY-MM-DD' is a day on the calendar, not an instant: shown as that day in every zone.
  const day = typeof value === 'string' && isIsoDate(value);
  const date = day ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : { date, day };
}

/**
 * Made once per options, tag and zone: making an Intl.DateTimeFormat took 178 µs and using one
 * 1.2 µs (Node 20, th-TH Buddhist), and a table or a calendar grid writes dozens of dates a render.
 */
const formatters = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

function dateTimeFormat(
  options: Intl.DateTimeFormatOptions,
  tag: string,
  timeZone?: string,
): Intl.DateTimeFormat {
  let byTag = formatters.get(options);
  if (!byTag) {
    byTag = new Map();
    formatters.set(options, byTag);
  }
  const key = `${tag} ${timeZone ?? ''}`;
  let formatter = byTag.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, { ...options, timeZone });
    byTag.set(key, formatter);
  }
  return formatter;
}

function format(
  options: Intl.DateTimeFormatOptions,
  value: DateValue,
  tag: string,
  timeZone?: string,
): string {
  const instant = toInstant(value);
  if (!instant) return '';
  return dateTimeFormat(options, tag, instant.day ? 'UTC' : timeZone).format(instant.date);
}

/**
 * A date as the language writes it (tag from dateLocale); '' for an empty or unreadable value (a
 * field the server leaves blank). timeZone undefined means the reader's; stories pass a fixed one so
 * the date does not depend on the machine.
 */
export function formatDate(value: DateValue, tag: string, timeZone?: string): string {
  return format(DATE, value, tag, timeZone);
}

/** A date and minute as the language writes them; '' for an empty or unreadable value. */
export function formatDateTime(value: DateValue, tag: string, timeZone?: string): string {
  return format(DATE_TIME, value, tag, timeZone);
}

const MONTH: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long' };

/** A month and its year, as a calendar's heading: 2026年10月, October 2026, ตุลาคม 2569. */
export function formatMonth(isoDay: string, tag: string): string {
  return format(MONTH, isoDay, tag);
}

const DAY_NAME: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
};

/**
 * A day in full, as a calendar's day is read aloud: 2026年10月1日星期四, Thursday, October 1, 2026,
 * วันพฤหัสบดีที่ 1 ตุลาคม 2569. Spoken, not shown: the day's number on the grid is part of it.
 */
export function formatDayName(isoDay: string, tag: string): string {
  return format(DAY_NAME, isoDay, tag);
}

const YEAR: Intl.DateTimeFormatOptions = { year: 'numeric' };

/** A year alone, as a calendar's year grid shows it: 2026年, 2026, 2569. */
export function formatYear(isoDay: string, tag: string): string {
  return format(YEAR, isoDay, tag);
}

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

/** A year is typed in full: 26 could be 1926, 2026 or 2569. */
const FIRST_FULL_YEAR = 1000;
/** Years from this on are Buddhist-era years; a Buddhist-calendar field takes Gregorian ones too. */
const BUDDHIST_YEAR_FLOOR = 2400;
const BUDDHIST_ERA_OFFSET = 543;

/**
 * A date typed as formatDate writes it (digits in the language's order, the year in its calendar)
 * or as YYYY-MM-DD, read back as an ISO day; undefined when it is not a real date.
 */
export function parseDateText(text: string, tag: string): string | undefined {
  const numbers = text.match(/\d+/g)?.map(Number) ?? [];
  if (numbers.length !== 3) return undefined;
  const dateFormat = dateTimeFormat(DATE, tag);
  const order = /^\s*\d{4}\D/.test(text)
    ? ['year', 'month', 'day']
    : dateFormat
        .formatToParts(0)
        .map((part) => part.type)
        .filter((type) => type === 'year' || type === 'month' || type === 'day');
  const field = (type: string) => numbers[order.indexOf(type)] ?? Number.NaN;
  let year = field('year');
  if (!(year >= FIRST_FULL_YEAR)) return undefined;
  if (dateFormat.resolvedOptions().calendar === 'buddhist' && year >= BUDDHIST_YEAR_FLOOR) {
    year -= BUDDHIST_ERA_OFFSET;
  }
  const iso = `${pad(year, 4)}-${pad(field('month'), 2)}-${pad(field('day'), 2)}`;
  return isIsoDate(iso) ? iso : undefined;
}

/** What stands for each part of a date in an empty field: the language's own letters. */
export interface DatePlaceholderWords {
  year: string;
  month: string;
  day: string;
}

/** The pattern an empty date field shows, in the language's order: 年/月/日, mm/dd/yyyy, วว/ดด/ปปปป. */
export function datePlaceholder(tag: string, words: DatePlaceholderWords): string {
  return dateTimeFormat(DATE, tag)
    .formatToParts(0)
    .map((part) =>
      part.type === 'year' || part.type === 'month' || part.type === 'day'
        ? words[part.type]
        : part.value,
    )
    .join('');
}

export interface DateFormat {
  /** The tag dates are written with: pass it to anything else that shows a date. */
  tag: string;
  date: (value: DateValue) => string;
  dateTime: (value: DateValue) => string;
}

/** formatDate and formatDateTime for the interface's language (not the browser's). */
export function useDateFormat(timeZone?: string): DateFormat {
  const { i18n } = useLingui();
  const tag = dateLocale(i18n.locale, i18n.locales);
  return useMemo(
    () => ({
      tag,
      date: (value) => formatDate(value, tag, timeZone),
      dateTime: (value) => formatDateTime(value, tag, timeZone),
    }),
    [tag, timeZone],
  );
}
