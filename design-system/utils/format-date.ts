import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { intlLocale } from '../components/amount-text/format-amount';

/**
 * An instant (ISO 8601 text or ms since the epoch) as a date in the locale, e.g. 2026年3月2日 or
 * Mar 2, 2026; '' for an empty or unreadable value (a field the server leaves blank). timeZone
 * undefined means the browser's; stories pass a fixed one so the date does not depend on the machine.
 */
export function formatDate(value: string | number, locale: string, timeZone?: string): string {
  if (value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(date);
}

/** Date and minute, in the reader's time zone: enough to tell two operations or devices apart. */
const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** Formats ms-since-the-epoch times as the active locale writes a date and time. */
export function useDateTimeFormat(): (time: number) => string {
  const { i18n } = useLingui();
  const tag = intlLocale(i18n.locale, i18n.locales);
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(tag, DATE_TIME);
    return (time: number) => format.format(time);
  }, [tag]);
}
