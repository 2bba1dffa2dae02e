import {
  Box,
  Button,
  Field,
  Flex,
  HStack,
  Input,
  NativeSelect,
  Spacer,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { OperationType } from '../../../shared/domain/logs';
import type { DateRangeValue } from '../../../shared/validation/date-range';
import { DateRangePicker } from '../date-range-picker';
import {
  logFilterProblem,
  operationLogFilter,
  type LogFilterDraft,
  type LogFilterProblem,
} from './log-filter';

interface LogFilterBarProps {
  operationTypes: readonly OperationType[];
  /** The days searched first, and again after Reset. */
  defaultRange: { start: string; end: string };
  minDate?: string;
  maxDate?: string;
  /** Called with the filters searched for: accepted ones on Search, the defaults on Reset. */
  onApply: (draft: LogFilterDraft) => void;
  /** Whether an export runs. */
  exportBusy: boolean;
  /** Exports what the last search found. Without it there is no export button. */
  onExport?: () => void;
  /** Further actions on what the search found, after the export button (the CSV export). */
  moreActions?: ReactNode;
}

/**
 * The filter bar: operation type, operator or content, a date range with the picker's
 * start-after-end rule, Search and Reset, and the export button. A range the picker refused or
 * left half done is not searched.
 */
export function LogFilterBar({
  operationTypes,
  defaultRange,
  minDate,
  maxDate,
  onApply,
  exportBusy,
  onExport,
  moreActions,
}: LogFilterBarProps) {
  const { t } = useLingui();
  const [type, setType] = useState('');
  const [key, setKey] = useState('');
  const [range, setRange] = useState<DateRangeValue>(defaultRange);
  const [rangeRefused, setRangeRefused] = useState(false);
  // A new key mounts a fresh picker: Reset must clear a refused range the picker keeps as typed.
  const [pickerKey, setPickerKey] = useState(0);
  const [problem, setProblem] = useState<LogFilterProblem>();

  const search = () => {
    const draft: LogFilterDraft = { type, key, range };
    const refusal = rangeRefused ? 'rangeInvalid' : logFilterProblem(draft);
    if (refusal || !operationLogFilter(draft)) {
      setProblem(refusal);
      return;
    }
    setProblem(undefined);
    onApply(draft);
  };

  const reset = () => {
    setType('');
    setKey('');
    setRange(defaultRange);
    setRangeRefused(false);
    setPickerKey((current) => current + 1);
    setProblem(undefined);
    onApply({ type: '', key: '', range: defaultRange });
  };

  return (
    <form
      role="search"
      aria-label={t({ id: 'operationLog.filters', message: 'Filter the operation log' })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <Stack gap="2">
        <Flex gap="3" wrap="wrap" align="flex-end">
          <Field.Root w="48" maxW="full">
            <Field.Label>{t({ id: 'operationLog.type', message: 'Operation type' })}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={type} onChange={(event) => setType(event.target.value)}>
                <option value="">{t({ id: 'operationLog.allTypes', message: 'All types' })}</option>
                {operationTypes.map((option) => (
                  <option key={option.type} value={option.type}>
                    {option.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root w="56" maxW="full">
            <Field.Label>
              {t({ id: 'operationLog.key', message: 'Operator or content' })}
            </Field.Label>
            <Input type="search" value={key} onChange={(event) => setKey(event.target.value)} />
          </Field.Root>
          <Box w="xs" maxW="full">
            <DateRangePicker
              key={pickerKey}
              label={t({ id: 'operationLog.dateRange', message: 'Date' })}
              defaultValue={defaultRange}
              min={minDate}
              max={maxDate}
              onRefuse={() => setRangeRefused(true)}
              onChange={(next) => {
                setRangeRefused(false);
                setRange(next);
                setProblem(undefined);
              }}
            />
          </Box>
          <HStack gap="2">
            <Button type="submit" colorPalette="brand">
              {t({ id: 'operationLog.search', message: 'Search' })}
            </Button>
            <Button type="button" variant="outline" onClick={reset}>
              {t({ id: 'operationLog.reset', message: 'Reset' })}
            </Button>
          </HStack>
          <Spacer />
          {/* The exports stay together: where they wrap to a line of their own, both start it. */}
          {onExport || moreActions ? (
            <Flex gap="2" wrap="wrap" align="flex-start">
              {onExport ? (
                <Button
                  type="button"
                  variant="outline"
                  // Marked busy, not disabled, so keyboard focus stays on it.
                  aria-disabled={exportBusy || undefined}
                  onClick={onExport}
                >
                  {exportBusy ? <Spinner size="sm" aria-hidden /> : null}
                  {t({ id: 'operationLog.export', message: 'Export' })}
                </Button>
              ) : null}
              {moreActions}
            </Flex>
          ) : null}
        </Flex>
        {problem === 'rangeIncomplete' ? (
          <Text role="alert" textStyle="sm" color="fg.error">
            {t({
              id: 'operationLog.rangeIncomplete',
              message: 'Choose both a start date and an end date.',
            })}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
