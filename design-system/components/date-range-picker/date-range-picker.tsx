import { Field, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { dateRangeRule, validationMessages, type DateRangeValue } from '../../../shared/validation';
import { DateField } from './date-field';

export interface DateRangePickerProps {
  /** The group's visible label. */
  label: string;
  /** The range as ISO dates (YYYY-MM-DD); either end may be open. Controlled when given. @default undefined */
  value?: DateRangeValue;
  /** The starting range when uncontrolled. @default {} */
  defaultValue?: DateRangeValue;
  /** Called with every range the user makes that the rule accepts. */
  onChange?: (details: DateRangeValue) => void;
  /** Called when the user makes a range the rule refuses (onChange is not called then). */
  onRefuse?: (details: DateRangeValue) => void;
  /** Earliest and latest selectable dates. @default undefined */
  min?: string;
  max?: string;
  /** @default false */
  disabled?: boolean;
}

/**
 * A start and an end date. A start later than the end is refused (docs/product.md §5): the fields keep
 * what was picked, the message says what is wrong, and onChange hears only valid ranges. Each end is
 * Chakra's DatePicker rather than a native date input, which writes dates in the browser's language
 * and Gregorian years: these write them as the interface's language does, everywhere else in the app
 * (design-system/utils/format-date.ts). Two single pickers rather than one in range mode, because a
 * range picker swaps a start after the end instead of refusing it.
 */
export function DateRangePicker({
  label,
  value,
  defaultValue = {},
  onChange,
  onRefuse,
  min,
  max,
  disabled = false,
}: DateRangePickerProps) {
  const { i18n, t } = useLingui();
  const [draft, setDraft] = useState<DateRangeValue>(value ?? defaultValue);
  const labelId = useId();
  const range = value && dateRangeRule(draft) === undefined ? value : draft;
  const problem = dateRangeRule(range);

  const update = (next: DateRangeValue) => {
    setDraft(next);
    if (dateRangeRule(next) === undefined) onChange?.(next);
    else onRefuse?.(next);
  };

  return (
    <Field.Root invalid={Boolean(problem)} disabled={disabled}>
      <Text as="span" id={labelId} fontWeight="medium" textStyle="sm">
        {label}
      </Text>
      <HStack role="group" aria-labelledby={labelId} gap="2" w="full">
        <DateField
          label={t({ id: 'dateRange.start', message: 'Start date' })}
          pickLabel={t({ id: 'dateRange.pickStart', message: 'Pick the start date on a calendar' })}
          value={range.start}
          onValueChange={(start) => update({ ...range, start })}
          min={min}
          max={max}
          disabled={disabled}
          invalid={Boolean(problem)}
        />
        <Text aria-hidden="true" color="fg.muted">
          –
        </Text>
        <DateField
          label={t({ id: 'dateRange.end', message: 'End date' })}
          pickLabel={t({ id: 'dateRange.pickEnd', message: 'Pick the end date on a calendar' })}
          value={range.end}
          onValueChange={(end) => update({ ...range, end })}
          min={min}
          max={max}
          disabled={disabled}
          invalid={Boolean(problem)}
        />
      </HStack>
      {problem ? (
        <Field.ErrorText role="alert">{i18n._(validationMessages[problem])}</Field.ErrorText>
      ) : null}
    </Field.Root>
  );
}

DateRangePicker.displayName = 'DateRangePicker';
