import { Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OperationLog } from '../../../shared/domain/logs';
import { useDateFormat } from '../../utils/format-date';
import { TruncatedText } from '../truncated-text';

/** Lines of an operation's content shown before it is cut (the tooltip shows the rest). */
const CONTENT_LINES = 2;

/** One page of operations: when, who, what kind, what, and from which address. */
export function LogTable({ rows }: { rows: readonly OperationLog[] }) {
  const { t } = useLingui();
  const { dateTime: formatTime } = useDateFormat();
  return (
    <Table.Root size="sm" aria-label={t({ id: 'operationLog.label', message: 'Operation log' })}>
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
  );
}
