import { DatePicker, useDatePickerContext } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatMonth, formatYear } from '../../utils/format-date';

/**
 * The calendar's heading and year grid, written by the app's formatter. Chakra's own write years
 * in the calendar the picker counts in, which is Gregorian: in Thai they would say 2026 above days
 * the field and every table date in the Buddhist era (2569).
 */
export function CalendarHeader({ tag }: { tag: string }) {
  const { t } = useLingui();
  const picker = useDatePickerContext();
  const first = picker.visibleRange.start.toString();
  const { start, end } = picker.getDecade();
  const heading =
    picker.view === 'day'
      ? formatMonth(first, tag)
      : picker.view === 'month'
        ? formatYear(first, tag)
        : `${formatYear(yearStart(start), tag)} – ${formatYear(yearStart(end), tag)}`;
  // The name starts with the heading it shows, so speech and sight agree on what the button is.
  const name =
    picker.view === 'day'
      ? t({ id: 'datePicker.chooseMonth', message: `${heading}, choose a month` })
      : picker.view === 'month'
        ? t({ id: 'datePicker.chooseYear', message: `${heading}, choose a year` })
        : heading;
  return (
    <DatePicker.ViewControl>
      <DatePicker.PrevTrigger />
      <DatePicker.ViewTrigger aria-label={name}>{heading}</DatePicker.ViewTrigger>
      <DatePicker.NextTrigger />
    </DatePicker.ViewControl>
  );
}

function yearStart(year: number | undefined): string {
  return `${String(year ?? 0).padStart(4, '0')}-01-01`;
}

/** The decade's years, four to a row, each as the formatter writes a year. */
export function CalendarYearTable({ tag }: { tag: string }) {
  const picker = useDatePickerContext();
  return (
    <DatePicker.Table>
      <DatePicker.TableBody>
        {picker.getYearsGrid({ columns: 4 }).map((years) => (
          <DatePicker.TableRow key={years[0]?.value}>
            {years.map((year) => (
              <DatePicker.TableCell key={year.value} value={year.value}>
                <DatePicker.TableCellTrigger>
                  {formatYear(yearStart(year.value), tag)}
                </DatePicker.TableCellTrigger>
              </DatePicker.TableCell>
            ))}
          </DatePicker.TableRow>
        ))}
      </DatePicker.TableBody>
    </DatePicker.Table>
  );
}
