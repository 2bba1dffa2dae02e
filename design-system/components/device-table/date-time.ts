import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { intlLocale } from '../amount-text/format-amount';

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
