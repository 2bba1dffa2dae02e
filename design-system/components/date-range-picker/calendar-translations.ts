import type { DatePickerRootProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatDayName } from '../../utils/format-date';

type Translations = NonNullable<DatePickerRootProps['translations']>;
type View = 'day' | 'month' | 'year';

/** What the calendar's buttons and days are called, in the interface's language. */
export function useCalendarTranslations(pickLabel: string, tag: string): Translations {
  const { t } = useLingui();
  const previous: Record<View, string> = {
    day: t({ id: 'datePicker.previousMonth', message: 'Previous month' }),
    month: t({ id: 'datePicker.previousYear', message: 'Previous year' }),
    year: t({ id: 'datePicker.previousYears', message: 'Earlier years' }),
  };
  const next: Record<View, string> = {
    day: t({ id: 'datePicker.nextMonth', message: 'Next month' }),
    month: t({ id: 'datePicker.nextYear', message: 'Next year' }),
    year: t({ id: 'datePicker.nextYears', message: 'Later years' }),
  };
  return {
    trigger: (open) =>
      open ? t({ id: 'datePicker.close', message: 'Close the calendar' }) : pickLabel,
    prevTrigger: (view) => previous[view],
    nextTrigger: (view) => next[view],
    content: t({ id: 'datePicker.calendar', message: 'Calendar' }),
    dayCell: (state) => {
      const day = formatDayName(state.value.toString(), tag);
      if (state.unavailable) {
        return t({ id: 'datePicker.unavailable', message: `${day}, not available` });
      }
      return state.selected ? t({ id: 'datePicker.chosen', message: `${day}, chosen` }) : day;
    },
  };
}
