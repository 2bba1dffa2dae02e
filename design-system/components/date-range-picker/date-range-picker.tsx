import { Field, HStack, Input, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { dateRangeRule, validationMessages, type DateRangeValue } from '../../../shared/validation';

export interface DateRangePickerProps {
  /** The group's visible label. */
  label: string;
  /** The range as ISO dates (YYYY-MM-DD); either end may be open. Controlled when given. @default undefined */
  value?: DateRangeValue;
  /** The starting range when uncontrolled. @default {} */
  defaultValue?: DateRangeValue;
  /** Called with every range the user makes that the rule accepts. */
  onChange?: (details: DateRangeValue) => void;
  /** Earliest and latest selectable dates. @default undefined */
  min?: string;
  max?: string;
  /** @default false */
  disabled?: boolean;
}

/**
 * A start and an end date. A start later than the end is refused (docs/product.md §5): the fields keep
 * what was typed, the message says what is wrong, and onChange hears only valid ranges. Native date
 * inputs give every locale its own date format, a calendar and full keyboard use for free.
 */
export function DateRangePicker({
  label,
  value,
  defaultValue = {},
  onChange,
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
  };

  return (
    <Field.Root invalid={Boolean(problem)} disabled={disabled}>
      <Text as="span" id={labelId} fontWeight="medium" textStyle="sm">
        {label}
      </Text>
      <HStack role="group" aria-labelledby={labelId} gap="2" w="full">
        <Input
          type="date"
          aria-label={t({ id: 'dateRange.start', message: 'Start date' })}
          value={range.start ?? ''}
          min={min}
          max={max}
          onChange={(event) => update({ ...range, start: event.target.value || undefined })}
        />
        <Text aria-hidden="true" color="fg.muted">
          –
        </Text>
        <Input
          type="date"
          aria-label={t({ id: 'dateRange.end', message: 'End date' })}
          value={range.end ?? ''}
          min={min}
          max={max}
          onChange={(event) => update({ ...range, end: event.target.value || undefined })}
        />
      </HStack>
      {problem ? (
        <Field.ErrorText role="alert">{i18n._(validationMessages[problem])}</Field.ErrorText>
      ) : null}
    </Field.Root>
  );
}

DateRangePicker.displayName = 'DateRangePicker';
