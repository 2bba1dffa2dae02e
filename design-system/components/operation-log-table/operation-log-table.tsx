import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { TABLE_PAGE_SIZE } from '../../../shared/constants';
import type {
  LogExport,
  OperationLog,
  OperationLogFilter,
  OperationType,
} from '../../../shared/domain/logs';
import type { SlnListStatus } from '../device-table/list-logic';
import { ErrorAlert } from '../error-alert';
import { DataTable } from '../data-table';
import { ClearSearchButton } from '../list-state';
import type { PaginationChangeDetails } from '../pagination';
import { isNarrowed, operationLogFilter, type LogFilterDraft } from './log-filter';
import { LogExports } from './log-exports';
import { LogFilterBar } from './log-filter-bar';
import { useLogColumns } from './log-table';
import { useLogExport } from './use-log-export';

export interface OperationLogTableProps {
  /** Where the page of rows stands: the wait, a failure, or its rows. */
  status: SlnListStatus;
  /** The page of operations shown (searchOperationLog). */
  rows: readonly OperationLog[];
  /** How many operations the search found in all. */
  total: number;
  /** The page shown, from 1. */
  page: number;
  /** Rows per page. @default TABLE_PAGE_SIZE (10) */
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
  /**
   * Further actions on what the search found, at the end of the filter bar: the page's CSV export
   * of the rows (ExportCsvButton), apart from the server's export above. @default undefined
   */
  moreActions?: ReactNode;
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
  pageSize = TABLE_PAGE_SIZE,
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
  moreActions,
}: OperationLogTableProps) {
  const { t } = useLingui();
  const [applied, setApplied] = useState<LogFilterDraft>({
    type: '',
    key: '',
    range: defaultRange,
  });
  const exporting = useLogExport(onExport, exports);
  const columns = useLogColumns();
  // A new filter bar starts from the defaults: how "clear search" empties its fields.
  const [filterBarKey, setFilterBarKey] = useState(0);

  const apply = (draft: LogFilterDraft) => {
    setApplied(draft);
    const filter = operationLogFilter(draft);
    if (filter) onSearch(filter);
  };

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
      <LogFilterBar
        key={filterBarKey}
        operationTypes={operationTypes}
        defaultRange={defaultRange}
        minDate={minDate}
        maxDate={maxDate}
        onApply={apply}
        exportBusy={exporting.busy}
        onExport={
          onExport ? () => void exporting.exportLog(operationLogFilter(applied)) : undefined
        }
        moreActions={moreActions}
      />

      <ErrorAlert message={exporting.failure} />

      <DataTable
        label={t({ id: 'operationLog.label', message: 'Operation log' })}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
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
        noMatchAction={
          <ClearSearchButton
            onClick={() => {
              setFilterBarKey((current) => current + 1);
              apply({ type: '', key: '', range: defaultRange });
            }}
          />
        }
        pagination={{ page, pageSize, total, onChange: onPageChange }}
      />

      {exporting.allExports.length > 0 ? <LogExports exports={exporting.allExports} /> : null}
    </Stack>
  );
}

OperationLogTable.displayName = 'OperationLogTable';
