import {
  Box,
  Button,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  Link,
  NativeSelect,
  Progress,
  Spacer,
  Spinner,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import type {
  LogExport,
  OperationLog,
  OperationLogFilter,
  OperationType,
} from '../../../shared/domain/logs';
import { errorMessage } from '../../utils/error-message';
import type { DateRangeValue } from '../../../shared/validation/date-range';
import { intlLocale } from '../amount-text/format-amount';
import { DateRangePicker } from '../date-range-picker';
import { useDateTimeFormat } from '../../utils/format-date';
import { TableFrame } from '../table-frame';
import type { SlnListStatus } from '../device-table/list-logic';
import { ListState } from '../list-state';
import { Pagination, type PaginationChangeDetails } from '../pagination';
import { TruncatedText } from '../truncated-text';
import {
  isNarrowed,
  logFilterProblem,
  operationLogFilter,
  type LogFilterDraft,
  type LogFilterProblem,
} from './log-filter';
import { ErrorAlert } from '../error-alert';

/** Lines of an operation's content shown before it is cut (the tooltip shows the rest). */
const CONTENT_LINES = 2;

export interface OperationLogTableProps {
  /** Where the page of rows stands: the wait, a failure, or its rows. */
  status: SlnListStatus;
  /** The page of operations shown (searchOperationLog). */
  rows: readonly OperationLog[];
  /** How many operations the search found in all. */
  total: number;
  /** The page shown, from 1. */
  page: number;
  /** Rows per page. @default DEFAULT_PAGE_SIZE (3) */
  pageSize?: number;
  /** Called when the person asks for another page or page size. */
  onPageChange: (details: PaginationChangeDetails) => void;
  /** Why loading failed, e.g. the server's description. @default the catalogue's 'listState.error' */
  errorMessage?: string;
  /** Offers a retry after a failure. @default undefined (no retry button) */
  onRetry?: () => void;
  /** The kinds of operation to filter by (getOperationTypeList). */
  operationTypes: readonly OperationType[];
  /**
   * The days searched first, and again after Reset, as ISO dates (YYYY-MM-DD): the page decides
   * them (for example the last seven days), since "today" is the page's to know.
   */
  defaultRange: { start: string; end: string };
  /** The earliest and latest days the picker offers. @default undefined (any) */
  minDate?: string;
  maxDate?: string;
  /**
   * Called with the search the filter bar asks for (its range in ms, the reader's own day bounds);
   * the page reads its first page. Not called while the range is refused or incomplete.
   */
  onSearch: (filter: OperationLogFilter) => void;
  /** The exports made so far, newest first (getLogExportList). @default [] */
  exports?: readonly LogExport[];
  /**
   * Exports what the last search found (exportOperationLog); the export it answers shows at once
   * with its progress. Rejects with an Error whose message is shown. Without it there is no
   * export button.
   */
  onExport?: (filter: OperationLogFilter) => Promise<LogExport | undefined | void>;
}

/**
 * The corp's operation log: a filter bar (operation type, operator or content, a date range with
 * the picker's start-after-end rule), a paged table, and an export of what the search found that
 * is made in the background, with its progress and, once done, a download link.
 */
export function OperationLogTable({
  status,
  rows,
  total,
  page,
  pageSize = DEFAULT_PAGE_SIZE,
  onPageChange,
  errorMessage: loadError,
  onRetry,
  operationTypes,
  defaultRange,
  minDate,
  maxDate,
  onSearch,
  exports = [],
  onExport,
}: OperationLogTableProps) {
  const { t, i18n } = useLingui();
  const formatTime = useDateTimeFormat();
  const countFormat = new Intl.NumberFormat(intlLocale(i18n.locale, i18n.locales));
  const exportsHeadingId = useId();

  const defaults: LogFilterDraft = { type: '', key: '', range: defaultRange };
  const [type, setType] = useState('');
  const [key, setKey] = useState('');
  const [range, setRange] = useState<DateRangeValue>(defaultRange);
  const [rangeRefused, setRangeRefused] = useState(false);
  // A new key mounts a fresh picker: Reset must clear a refused range the picker keeps as typed.
  const [pickerKey, setPickerKey] = useState(0);
  const [problem, setProblem] = useState<LogFilterProblem>();
  const [applied, setApplied] = useState<LogFilterDraft>(defaults);

  const [exportBusy, setExportBusy] = useState(false);
  const [exportFailure, setExportFailure] = useState<string>();
  const [started, setStarted] = useState<readonly LogExport[]>([]);

  // The picker reports only the ranges its rule accepts; a change it did not report is refused.
  const rangeReported = useRef(false);

  const search = () => {
    const draft: LogFilterDraft = { type, key, range };
    const refusal = rangeRefused ? 'rangeInvalid' : logFilterProblem(draft);
    const filter = operationLogFilter(draft);
    if (refusal || !filter) {
      setProblem(refusal);
      return;
    }
    setProblem(undefined);
    setApplied(draft);
    onSearch(filter);
  };

  const reset = () => {
    setType('');
    setKey('');
    setRange(defaultRange);
    setRangeRefused(false);
    setPickerKey((current) => current + 1);
    setProblem(undefined);
    setApplied(defaults);
    const filter = operationLogFilter(defaults);
    if (filter) onSearch(filter);
  };

  const exportLog = async () => {
    const filter = operationLogFilter(applied);
    if (!onExport || !filter || exportBusy) return;
    setExportBusy(true);
    setExportFailure(undefined);
    try {
      const made = await onExport(filter);
      if (made) setStarted((current) => [made, ...current.filter((item) => item.id !== made.id)]);
    } catch (error) {
      setExportFailure(
        errorMessage(
          error,
          t({ id: 'operationLog.exportFailed', message: 'The log could not be exported.' }),
        ),
      );
    } finally {
      setExportBusy(false);
    }
  };

  // The page's list is the newer word on an export; one just started shows until it lists it.
  const listed = new Set(exports.map((item) => item.id));
  const allExports = [...started.filter((item) => !listed.has(item.id)), ...exports];

  const listStatus =
    status !== 'ready'
      ? status
      : rows.length > 0
        ? ('ready' as const)
        : isNarrowed(applied, defaultRange)
          ? ('noMatch' as const)
          : ('empty' as const);

  return (
    <Stack gap="4" minW="none">
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
                  <option value="">
                    {t({ id: 'operationLog.allTypes', message: 'All types' })}
                  </option>
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
            <Box
              w="xs"
              maxW="full"
              onChangeCapture={() => {
                rangeReported.current = false;
              }}
              onChange={() => setRangeRefused(!rangeReported.current)}
            >
              <DateRangePicker
                key={pickerKey}
                label={t({ id: 'operationLog.dateRange', message: 'Date' })}
                defaultValue={defaultRange}
                min={minDate}
                max={maxDate}
                onChange={(next) => {
                  rangeReported.current = true;
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
            {onExport ? (
              <Button
                type="button"
                variant="outline"
                // Marked busy, not disabled, so keyboard focus stays on it.
                aria-disabled={exportBusy || undefined}
                onClick={() => void exportLog()}
              >
                {exportBusy ? <Spinner size="sm" aria-hidden /> : null}
                {t({ id: 'operationLog.export', message: 'Export' })}
              </Button>
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

      <ErrorAlert message={exportFailure} />

      <ListState
        status={listStatus}
        errorMessage={loadError}
        onRetry={onRetry}
        emptyMessage={t({
          id: 'operationLog.empty',
          message: 'No operations were logged in these days.',
        })}
        noMatchMessage={t({
          id: 'operationLog.noMatch',
          message: 'No operation matches these filters.',
        })}
      >
        <Stack gap="3">
          <TableFrame label={t({ id: 'operationLog.label', message: 'Operation log' })}>
            <Table.Root
              size="sm"
              aria-label={t({ id: 'operationLog.label', message: 'Operation log' })}
            >
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col">
                    <Trans id="operationLog.time">Time</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">
                    <Trans id="operationLog.operator">Operator</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">
                    <Trans id="operationLog.typeColumn">Type</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">
                    <Trans id="operationLog.content">Content</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">
                    <Trans id="operationLog.ip">IP address</Trans>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((row) => (
                  <Table.Row key={row.id}>
                    <Table.Cell
                      as="th"
                      scope="row"
                      fontWeight="normal"
                      whiteSpace="nowrap"
                      fontVariantNumeric="tabular-nums"
                    >
                      {formatTime(row.time)}
                    </Table.Cell>
                    <Table.Cell maxW="40">
                      <TruncatedText>{row.operator}</TruncatedText>
                    </Table.Cell>
                    <Table.Cell maxW="40">
                      <TruncatedText>{row.typeName}</TruncatedText>
                    </Table.Cell>
                    <Table.Cell maxW="md">
                      <TruncatedText lines={CONTENT_LINES}>{row.content}</TruncatedText>
                    </Table.Cell>
                    <Table.Cell fontVariantNumeric="tabular-nums" overflowWrap="anywhere">
                      {row.ip}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableFrame>
          <Pagination page={page} pageSize={pageSize} total={total} onChange={onPageChange} />
        </Stack>
      </ListState>

      {allExports.length > 0 ? (
        <Stack as="section" gap="2" aria-labelledby={exportsHeadingId}>
          <Heading as="h2" size="sm" id={exportsHeadingId}>
            <Trans id="operationLog.exports">Exports</Trans>
          </Heading>
          <Stack as="ul" listStyleType="none" gap="2">
            {allExports.map((item) => {
              const fileName = item.fileName;
              const countText = countFormat.format(item.count);
              return (
                <Box
                  as="li"
                  key={item.id}
                  border="sm"
                  borderColor="border"
                  borderRadius="control"
                  px="3"
                  py="2"
                >
                  <Flex gap="3" wrap="wrap" align="center">
                    <Stack gap="0.5" flex="1" minW="none">
                      <TruncatedText fontWeight="medium">{fileName}</TruncatedText>
                      <Text textStyle="xs" color="fg.muted">
                        {formatTime(item.createdAt)} ·{' '}
                        {t({ id: 'operationLog.exportCount', message: `Operations: ${countText}` })}
                      </Text>
                    </Stack>
                    {item.status === 'processing' ? (
                      <Stack gap="1" w="40">
                        <Progress.Root value={null} size="xs" colorPalette="brand">
                          <Progress.Track
                            aria-label={t({
                              id: 'operationLog.preparing',
                              message: `Preparing ${fileName}`,
                            })}
                          >
                            <Progress.Range />
                          </Progress.Track>
                        </Progress.Root>
                        <Text textStyle="xs" color="fg.muted">
                          <Trans id="operationLog.processing">Preparing the file…</Trans>
                        </Text>
                      </Stack>
                    ) : item.url ? (
                      <Link
                        href={item.url}
                        download={fileName}
                        colorPalette="brand"
                        textStyle="sm"
                        fontWeight="medium"
                        aria-label={t({
                          id: 'operationLog.downloadFile',
                          message: `Download ${fileName}`,
                        })}
                      >
                        <Trans id="operationLog.download">Download</Trans>
                      </Link>
                    ) : null}
                  </Flex>
                </Box>
              );
            })}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}

OperationLogTable.displayName = 'OperationLogTable';
