import { DatePicker, IconButton, parseDate, Portal, useDatePickerContext } from '@chakra-ui/react';
import type { DateValue } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo, type KeyboardEvent } from 'react';
import { isIsoDate } from '../../../shared/validation/date-range';
import { CalendarIcon } from '../../icons';
import { datePlaceholder, formatDate, parseDateText, useDateFormat } from '../../utils/format-date';
import { readerTimeZone } from '../../i18n/time-zone';
import { CalendarHeader, CalendarYearTable } from './calendar-parts';
import { useCalendarTranslations } from './calendar-translations';

export interface DateFieldProps {
  /** The field's name for assistive technology (the group's label is visible). */
  label: string;
  /** The calendar button's name, e.g. 'Pick the start date on a calendar'. */
  pickLabel: string;
  /** The date as YYYY-MM-DD, or undefined when empty. */
  value: string | undefined;
  onValueChange: (value: string | undefined) => void;
  min?: string | undefined;
  max?: string | undefined;
  disabled: boolean;
  invalid: boolean;
}

function toDateValue(iso: string | undefined): DateValue | undefined {
  return iso && isIsoDate(iso) ? parseDate(iso) : undefined;
}

/**
 * One date: Chakra's DatePicker (Ark UI) in the interface's language and calendar. The picker counts
 * in Gregorian days; every text it shows (the field, the heading, the years, each day's name) comes
 * from format-date.ts, which writes Thai years in the Buddhist era. The field shows
 * and takes the text formatDate writes; the button beside it opens a calendar that the arrow keys,
 * Page Up/Down, Home/End and Enter drive.
 */
export function DateField({
  label,
  pickLabel,
  value,
  onValueChange,
  min,
  max,
  disabled,
  invalid,
}: DateFieldProps) {
  const { t } = useLingui();
  const { tag } = useDateFormat();
  const translations = useCalendarTranslations(pickLabel, tag);
  const selected = toDateValue(value);
  const placeholder = datePlaceholder(tag, {
    year: t({ id: 'datePicker.placeholder.year', message: 'yyyy' }),
    month: t({ id: 'datePicker.placeholder.month', message: 'mm' }),
    day: t({ id: 'datePicker.placeholder.day', message: 'dd' }),
  });
  const text = useMemo(
    () => ({
      format: (date: DateValue) => formatDate(date.toString(), tag),
      parse: (input: string) => toDateValue(parseDateText(input, tag)),
    }),
    [tag],
  );

  return (
    <DatePicker.Root
      locale={tag}
      timeZone={readerTimeZone()}
      translations={translations}
      format={text.format}
      parse={text.parse}
      placeholder={placeholder}
      value={selected ? [selected] : []}
      onValueChange={(details) => onValueChange(details.value[0]?.toString())}
      min={toDateValue(min)}
      max={toDateValue(max)}
      disabled={disabled}
      invalid={invalid}
      flex="1"
      minW="none"
    >
      <DatePicker.Control>
        <DateInput label={label} parse={text.parse} />
        <DatePicker.IndicatorGroup>
          <DatePicker.Trigger asChild>
            <IconButton variant="ghost" size="xs" color="fg.muted">
              <CalendarIcon />
            </IconButton>
          </DatePicker.Trigger>
        </DatePicker.IndicatorGroup>
      </DatePicker.Control>
      <Portal>
        <DatePicker.Positioner>
          {/* The calendar is portalled out of the root: the brand colour for the chosen day is set here. */}
          <DatePicker.Content colorPalette="brand">
            <DatePicker.View view="day">
              <CalendarHeader tag={tag} />
              <DatePicker.DayTable />
            </DatePicker.View>
            <DatePicker.View view="month">
              <CalendarHeader tag={tag} />
              <DatePicker.MonthTable />
            </DatePicker.View>
            <DatePicker.View view="year">
              <CalendarHeader tag={tag} />
              <CalendarYearTable tag={tag} />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}

/**
 * The field's text. Enter takes the date the text says. The picker's own Enter selects the date it
 * focused while the text was typed, then writes the field from the value it had before the new one
 * rendered: until the next frame the field showed the old date, and a Tab or a click in that frame
 * put the old date back (a busy machine, a fast hand). Unreadable text is left to the picker, which
 * writes back the date it holds.
 */
function DateInput({
  label,
  parse,
}: {
  label: string;
  parse: (input: string) => DateValue | undefined;
}) {
  const picker = useDatePickerContext();
  const commit = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const date = parse(event.currentTarget.value.trim());
    if (!date) return;
    // The picker skips a key whose default is prevented; Enter no longer submits the form either.
    event.preventDefault();
    picker.setValue([date]);
  };
  return (
    <DatePicker.Input
      aria-label={label}
      fontVariantNumeric="tabular-nums"
      pe="10"
      onKeyDown={commit}
    />
  );
}
