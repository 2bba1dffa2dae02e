import { Box, Stack, Text } from '@chakra-ui/react';
import { AlertCircleIcon } from '../../icons';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CellText, DataTable, RowBadge, type DataTableColumn } from '../data-table';
import type {
  BulkVerificationAction,
  BulkVerificationMember,
  BulkVerificationOutcome,
  BulkVerificationPreview,
} from './bulk-verification-rules';

/** Where one member's change stands once confirmed. */
export type BulkVerificationResult =
  { status: 'waiting' | 'done' | 'stopped' } | { status: 'failed'; message: string };

export interface BulkVerificationRow {
  member: BulkVerificationMember;
  outcome: BulkVerificationOutcome;
  /** Absent before the change is confirmed, and for members it does not act on. */
  result?: BulkVerificationResult;
}

/**
 * The members of a bulk change, those it acts on first: what the change does to each and, once
 * confirmed, how it went. Virtualised, as a department can hold thousands.
 */
export function BulkVerificationTable({
  rows,
  showResults,
}: {
  rows: readonly BulkVerificationRow[];
  showResults: boolean;
}) {
  const { t } = useLingui();
  const outcomes: Record<BulkVerificationOutcome, string> = {
    gains: t({ id: 'bulkVerification.outcome.gains', message: 'Turns on' }),
    loses: t({ id: 'bulkVerification.outcome.loses', message: 'Turns off' }),
    unchanged: t({ id: 'bulkVerification.outcome.unchanged', message: 'No change' }),
    noCheckMobile: t({
      id: 'bulkVerification.outcome.noCheckMobile',
      message: 'No verification phone',
    }),
  };
  const resultText = (result: BulkVerificationResult | undefined): string => {
    if (!result) return '';
    if (result.status === 'failed') return result.message;
    if (result.status === 'waiting')
      return t({ id: 'bulkVerification.result.waiting', message: 'Waiting' });
    if (result.status === 'stopped')
      return t({ id: 'bulkVerification.result.stopped', message: 'Not done: stopped' });
    return t({ id: 'bulkVerification.result.done', message: 'Changed' });
  };

  const columns: DataTableColumn<BulkVerificationRow>[] = [
    {
      key: 'name',
      header: t({ id: 'bulkVerification.column.name', message: 'Member' }),
      rowHeader: true,
      width: '36',
      cell: (row) => <CellText>{row.member.realName}</CellText>,
    },
    {
      key: 'mobile',
      header: t({ id: 'bulkVerification.column.mobile', message: 'Mobile' }),
      width: '32',
      cell: (row) => <CellText>{row.member.mobile}</CellText>,
    },
    {
      key: 'outcome',
      header: t({ id: 'bulkVerification.column.outcome', message: 'Change' }),
      width: showResults ? '32' : undefined,
      cell: (row) =>
        row.outcome === 'gains' || row.outcome === 'loses' ? (
          <RowBadge palette="brand">{outcomes[row.outcome]}</RowBadge>
        ) : (
          <CellText>{outcomes[row.outcome]}</CellText>
        ),
    },
    ...(showResults
      ? [
          {
            key: 'result',
            header: t({ id: 'bulkVerification.column.result', message: 'Result' }),
            cell: (row: BulkVerificationRow) =>
              row.result?.status === 'done' ? (
                <RowBadge palette="green">{resultText(row.result)}</RowBadge>
              ) : (
                <span data-result={row.result?.status}>
                  <CellText>{resultText(row.result)}</CellText>
                </span>
              ),
          },
        ]
      : []),
  ];

  return (
    <Box css={{ '& [data-result=failed]': { color: 'fg.error' } }}>
      <DataTable
        label={t({ id: 'bulkVerification.table', message: 'Members of the department' })}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.member.userId}
        virtual={{ maxH: 'xs', minW: 'lg' }}
      />
    </Box>
  );
}

/** What a bulk change will do, in counts: those it acts on, those already so, those it cannot reach. */
export function BulkVerificationSummary({
  action,
  preview,
}: {
  action: BulkVerificationAction;
  preview: BulkVerificationPreview;
}) {
  const { t } = useLingui();
  const changes = preview.changes.length;
  const unchanged = preview.unchanged.length;
  const missing = preview.noCheckMobile.length;
  return (
    <Stack gap="1" textStyle="sm" data-bulk-summary="">
      <Text fontWeight="semibold">
        {action === 'on'
          ? t({
              id: 'bulkVerification.gains',
              message: plural(changes, {
                one: '# member will have phone verification turned on.',
                other: '# members will have phone verification turned on.',
              }),
            })
          : t({
              id: 'bulkVerification.loses',
              message: plural(changes, {
                one: '# member will have phone verification turned off.',
                other: '# members will have phone verification turned off.',
              }),
            })}
      </Text>
      <Text color="text.secondary">
        {t({
          id: 'bulkVerification.unchanged',
          message: plural(unchanged, {
            one: '# member is already so and stays as is.',
            other: '# members are already so and stay as they are.',
          }),
        })}
      </Text>
      {missing > 0 ? (
        <Text display="flex" gap="1.5" alignItems="flex-start">
          <AlertCircleIcon boxSize="4" color="orange.solid" mt="0.5" flexShrink="0" />
          {t({
            id: 'bulkVerification.noCheckMobile',
            message: plural(missing, {
              one: '# member has no verification phone: set it on their row in the member list.',
              other:
                '# members have no verification phone: set each on their row in the member list.',
            }),
          })}
        </Text>
      ) : null}
    </Stack>
  );
}
