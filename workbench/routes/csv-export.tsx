import { useLingui } from '@lingui/react/macro';
import {
  ExportCsvButton,
  type ExportCsvState,
} from '../../design-system/components/export-csv-button';
import {
  raiseErrorToast,
  raiseSuccessToast,
} from '../../design-system/components/toaster/toaster-loader';
import { intlLocale } from '../../design-system/components/amount-text';
import { downloadFile } from '../../design-system/utils/download-file';
import type { CsvColumn } from '../../shared/csv';
import type { ListExportState } from '../data/export';

/** What a list's export hook gives (useDeptMembersExport, useOperationLogsExport, …). */
export interface ListExporter<Query, Row> {
  state: ListExportState;
  run: (query: Query) => Promise<Row[] | null>;
  cancel: () => void;
}

export interface CsvExportProps<Query, Row> {
  /** The list's export hook, called by the page. */
  exporter: ListExporter<Query, Row>;
  /** The filters the list shows now, without its paging. */
  query: Query;
  /** The table's columns as the file writes them. */
  columns: readonly CsvColumn<Row>[];
  /** The file's name before its date: `members` gives `members-2026-11-28.csv`. */
  area: string;
  /** The list shows nothing (loaded, no rows). */
  empty: boolean;
  /** The buttons' size, as the filters' beside them. @default 'sm' */
  size?: 'sm' | 'md';
}

/**
 * A list's "Export CSV": every page of what its filters show, fetched by the list's own call, then
 * written with the table's columns and saved as `<area>-<day>.csv`. The CSV writer loads with the
 * first export, not with the page.
 */
export function CsvExport<Query, Row>({
  exporter,
  query,
  columns,
  area,
  empty,
  size,
}: CsvExportProps<Query, Row>) {
  const { t, i18n } = useLingui();
  const { state, run, cancel } = exporter;
  const shown: ExportCsvState =
    state.status === 'failed' ? { status: 'failed', message: state.error.message } : state;

  const exportRows = async () => {
    const [rows, csv] = await Promise.all([
      run(query),
      // A writer that failed to load (the network gone) fails this export alone.
      import('../../shared/csv').catch(() => null),
    ]);
    if (!rows) return;
    if (!csv) {
      raiseErrorToast({
        description: t({ id: 'exportCsv.failed', message: 'The export failed.' }),
      });
      return;
    }
    const { buildCsv, csvFileName } = csv;
    const name = csvFileName(area, new Date());
    downloadFile(name, buildCsv(columns, rows), 'text/csv;charset=utf-8');
    const count = new Intl.NumberFormat(intlLocale(i18n.locale, i18n.locales)).format(rows.length);
    raiseSuccessToast({
      description: t({ id: 'exportCsv.done', message: `Exported ${count} rows to ${name}.` }),
    });
  };

  return (
    <ExportCsvButton
      state={shown}
      empty={empty && state.status === 'idle'}
      onExport={() => void exportRows()}
      onCancel={cancel}
      size={size}
    />
  );
}
