import type { ValidationMessageId } from './messages';

const ISO_DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;
const MONTHS_IN_YEAR = 12;

/** A date range as the picker gives it: ISO 'YYYY-MM-DD' strings, either end possibly open. */
export interface DateRangeValue {
  start?: string | undefined;
  end?: string | undefined;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether a string is a real calendar date written 'YYYY-MM-DD' (so 2023-02-29 is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= MONTHS_IN_YEAR && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * The date range rule of docs/product.md §5. A present end that is not a valid date gives
 * 'dateRange.invalid'; an open range (either end missing or empty) is fine; a start later than the
 * end gives 'dateRange.startAfterEnd'.
 */
export function dateRangeRule({ start, end }: DateRangeValue): ValidationMessageId | undefined {
  if ((start && !isIsoDate(start)) || (end && !isIsoDate(end))) return 'dateRange.invalid';
  if (!start || !end) return undefined;
  // Same-width ISO dates order as strings.
  return start > end ? 'dateRange.startAfterEnd' : undefined;
}
