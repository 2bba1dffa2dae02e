import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { CsvColumn } from '../../../shared/csv';
import type { OperationLog } from '../../../shared/domain/logs';
import { useDateFormat } from '../../utils/format-date';
import type { DataTableColumn } from '../data-table';
import { TruncatedText } from '../truncated-text';

/** Lines of an operation's content shown before it is cut (the tooltip shows the rest). */
const CONTENT_LINES = 2;

/**
 * The columns of a page of operations: when (the row's name), who, what kind, what, and from which
 * address. A cell's box bounds its width, so a long name or content is cut (with its tooltip)
 * rather than widening the table.
 */
export function useLogColumns(): DataTableColumn<OperationLog>[] {
  const { t } = useLingui();
  const { dateTime: formatTime } = useDateFormat();
  return [
    {
      key: 'time',
      header: t({ id: 'operationLog.time', message: 'Time' }),
      rowHeader: true,
      nowrap: true,
      cell: (row) => formatTime(row.time),
    },
    {
      key: 'operator',
      header: t({ id: 'operationLog.operator', message: 'Operator' }),
      cell: (row) => (
        <Box maxW="40" minW="none">
          <TruncatedText>{row.operator}</TruncatedText>
        </Box>
      ),
    },
    {
      key: 'type',
      header: t({ id: 'operationLog.typeColumn', message: 'Type' }),
      cell: (row) => (
        <Box maxW="40" minW="none">
          <TruncatedText>{row.typeName}</TruncatedText>
        </Box>
      ),
    },
    {
      key: 'content',
      header: t({ id: 'operationLog.content', message: 'Content' }),
      cell: (row) => (
        <Box maxW="md" minW="none">
          <TruncatedText lines={CONTENT_LINES}>{row.content}</TruncatedText>
        </Box>
      ),
    },
    {
      key: 'ip',
      header: t({ id: 'operationLog.ip', message: 'IP address' }),
      showFrom: 'xl',
      cell: (row) => (
        <Box as="span" fontVariantNumeric="tabular-nums" overflowWrap="anywhere">
          {row.ip}
        </Box>
      ),
    },
  ];
}

/**
 * The log's columns as an export writes them (docs/decisions/0023): the table's headers in the
 * page's language, the time in the table's format, every column (the IP address too, which the
 * table hides below xl) and each content whole, not cut.
 */
export function useLogCsvColumns(): CsvColumn<OperationLog>[] {
  const { t } = useLingui();
  const { dateTime: formatTime } = useDateFormat();
  return [
    {
      header: t({ id: 'operationLog.time', message: 'Time' }),
      value: (row) => formatTime(row.time),
    },
    {
      header: t({ id: 'operationLog.operator', message: 'Operator' }),
      value: (row) => row.operator,
    },
    {
      header: t({ id: 'operationLog.typeColumn', message: 'Type' }),
      value: (row) => row.typeName,
    },
    {
      header: t({ id: 'operationLog.content', message: 'Content' }),
      value: (row) => row.content,
    },
    { header: t({ id: 'operationLog.ip', message: 'IP address' }), value: (row) => row.ip },
  ];
}
