import { Checkbox, Flex, Progress, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { CheckedRow } from '../../../shared/member-import';
import { CellText, DataTable, RowBadge, type DataTableColumn } from '../data-table';
import { rowStatus, useImportText } from './import-text';
import type { ImportRowStatus, MemberImportStep } from './types';

type ResultStep = Exclude<MemberImportStep, { status: 'editing' } | { status: 'checking' }>;

/** An empty value: a row header must never be blank, and a blank cell reads as missing. */
const EMPTY = '—';

/** The statuses a person has to look at; "only these" hides the others. */
const NEEDS_A_LOOK: ReadonlySet<ImportRowStatus> = new Set([
  'error',
  'refused',
  'failed',
  'notSent',
]);

/** Every status's count, in one pass over the rows. */
function countStatuses(rows: readonly CheckedRow[], step: ResultStep) {
  const counts: Record<ImportRowStatus, number> = {
    ready: 0,
    error: 0,
    waiting: 0,
    invited: 0,
    refused: 0,
    failed: 0,
    notSent: 0,
  };
  for (const row of rows) counts[rowStatus(row, step)] += 1;
  return counts;
}

/**
 * The dry run's and the send's result: the counts, the send's progress (n of N), and a row per
 * source row with its number, values, status and what is wrong, virtualised so 5,000 rows keep
 * about 30 in the DOM. "Only rows to look at" leaves out those ready or invited.
 */
export function ImportResults({ step }: { step: ResultStep }) {
  const { t } = useLingui();
  const { numbers, detailText, statusText } = useImportText();
  const [onlyProblems, setOnlyProblems] = useState(false);
  const counts = useMemo(() => countStatuses(step.rows, step), [step]);
  const shown = useMemo(
    () =>
      onlyProblems ? step.rows.filter((row) => NEEDS_A_LOOK.has(rowStatus(row, step))) : step.rows,
    [onlyProblems, step],
  );

  const columns: DataTableColumn<CheckedRow>[] = [
    {
      key: 'row',
      header: t({ id: 'memberImport.column.row', message: 'Row' }),
      cell: (row) => numbers.format(row.row),
      align: 'end',
      width: '16',
    },
    {
      key: 'mobile',
      header: t({ id: 'memberImport.column.mobile', message: 'Mobile' }),
      cell: (row) => <CellText>{row.mobile || EMPTY}</CellText>,
      rowHeader: true,
      width: '36',
    },
    {
      key: 'realName',
      header: t({ id: 'memberImport.column.realName', message: 'Name' }),
      cell: (row) => <CellText>{row.realName || EMPTY}</CellText>,
      width: '32',
    },
    {
      key: 'dept',
      header: t({ id: 'memberImport.column.dept', message: 'Department' }),
      cell: (row) => <CellText>{row.deptPath ?? (row.dept || EMPTY)}</CellText>,
      width: '40',
    },
    {
      key: 'status',
      header: t({ id: 'memberImport.column.status', message: 'Status' }),
      cell: (row) => {
        const status = rowStatus(row, step);
        const words = statusText(status);
        return status === 'ready' || status === 'invited' ? (
          <RowBadge palette="green">{words}</RowBadge>
        ) : status === 'waiting' ? (
          <CellText>{words}</CellText>
        ) : (
          <span data-import-problem="">
            <CellText>{words}</CellText>
          </span>
        );
      },
      width: '28',
    },
    {
      key: 'detail',
      header: t({ id: 'memberImport.column.detail', message: 'Details' }),
      cell: (row) => <CellText>{detailText(row, step)}</CellText>,
    },
  ];

  const valid = numbers.format(step.rows.length - counts.error);
  const withErrors = numbers.format(counts.error);
  const invited = numbers.format(counts.invited);
  const refused = numbers.format(counts.refused);
  const failed = numbers.format(counts.failed);
  const notSent = numbers.format(counts.notSent + counts.waiting);

  return (
    <Stack gap="3" minW="none">
      <Flex gap="3" align="center" wrap="wrap" justify="space-between">
        <Text textStyle="sm" fontWeight="medium" role="status" data-import-counts="">
          {step.status === 'checked'
            ? t({
                id: 'memberImport.counts',
                message: `${valid} valid · ${withErrors} with errors`,
              })
            : t({
                id: 'memberImport.sentCounts',
                message: `${invited} invited · ${refused} refused · ${failed} failed · ${notSent} not sent · ${withErrors} with errors`,
              })}
        </Text>
        <Checkbox.Root
          size="sm"
          checked={onlyProblems}
          onCheckedChange={(details) => setOnlyProblems(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            {t({ id: 'memberImport.onlyProblems', message: 'Only rows to look at' })}
          </Checkbox.Label>
        </Checkbox.Root>
      </Flex>
      {step.status === 'sending' ? <SendProgress done={step.done} total={step.total} /> : null}
      <DataTable
        label={t({ id: 'memberImport.table', message: 'Rows checked' })}
        columns={columns}
        rows={shown}
        rowKey={(row) => String(row.row)}
        virtual={{ maxH: 'sm', minW: '3xl' }}
        emptyMessage={t({ id: 'memberImport.noProblems', message: 'No row needs a look.' })}
        status={shown.length === 0 ? 'empty' : 'ready'}
      />
    </Stack>
  );
}

/** The send's progress bar: rows answered of the rows sent. */
function SendProgress({ done, total }: { done: number; total: number }) {
  const { t } = useLingui();
  const { numbers } = useImportText();
  const shownDone = numbers.format(done);
  const shownTotal = numbers.format(total);
  const label = t({
    id: 'memberImport.progress',
    message: `Inviting… ${shownDone} of ${shownTotal}`,
  });
  return (
    <Stack gap="1">
      <Progress.Root value={total === 0 ? 0 : (done / total) * 100} size="sm" colorPalette="brand">
        <Progress.Track aria-label={label}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text textStyle="sm" color="text.secondary" fontVariantNumeric="tabular-nums">
        {label}
      </Text>
    </Stack>
  );
}
