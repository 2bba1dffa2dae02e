import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  ExportCsvButton,
  type ExportCsvState,
} from '../../design-system/components/export-csv-button';
import {
  raiseErrorToast,
  raiseSuccessToast,
} from '../../design-system/components/toaster/toaster-loader';
import { countFormat } from '../../design-system/components/amount-text';
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
 * Writes rows with the table's columns to `<area>-<day>.csv`, hands the file to the browser and says
 * in a toast how many rows went into it. The CSV writer loads with the first export, not with the
 * page; a writer that failed to load (the network gone) fails this export alone.
 */
function useCsvSave() {
  const { t, i18n } = useLingui();
  return async <Row,>(area: string, columns: readonly CsvColumn<Row>[], rows: readonly Row[]) => {
    const csv = await import('../../shared/csv').catch(() => null);
    if (!csv) {
      raiseErrorToast({
        description: t({ id: 'exportCsv.failed', message: 'The export failed.' }),
      });
      return;
    }
    const { buildCsv, csvFileName } = csv;
    const name = csvFileName(area, new Date());
    downloadFile(name, buildCsv(columns, rows), 'text/csv;charset=utf-8');
    const count = countFormat(i18n).format(rows.length);
    raiseSuccessToast({
      description: t({ id: 'exportCsv.done', message: `Exported ${count} rows to ${name}.` }),
    });
  };
}

/**
 * A list's "Export CSV": every page of what its filters show, fetched by the list's own call, then
 * written with the table's columns and saved as `<area>-<day>.csv`.
 */
export function CsvExport<Query, Row>({
  exporter,
  query,
  columns,
  area,
  empty,
  size,
}: CsvExportProps<Query, Row>) {
  const save = useCsvSave();
  const { state, run, cancel } = exporter;
  const shown: ExportCsvState =
    state.status === 'failed' ? { status: 'failed', message: state.error.message } : state;

  const exportRows = async () => {
    // The writer loads while the pages come.
    void import('../../shared/csv').catch(() => null);
    const rows = await run(query);
    if (rows) await save(area, columns, rows);
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

export interface CsvRowsExportProps<Row> {
  /** Every row the list's filters keep, on every page: a list the page has whole. */
  rows: readonly Row[];
  columns: readonly CsvColumn<Row>[];
  /** The file's name before its date. */
  area: string;
  /** @default 'sm' */
  size?: 'sm' | 'md';
}

/**
 * The "Export CSV" of a list the page already holds whole (the device and service lists): nothing
 * to fetch, so no progress, only the moment the writer loads. An empty list offers nothing.
 */
export function CsvRowsExport<Row>({ rows, columns, area, size }: CsvRowsExportProps<Row>) {
  const save = useCsvSave();
  const [writing, setWriting] = useState(false);
  const exportRows = async () => {
    setWriting(true);
    try {
      await save(area, columns, rows);
    } finally {
      setWriting(false);
    }
  };
  return (
    <ExportCsvButton
      state={writing ? { status: 'exporting', done: 0, total: 0 } : { status: 'idle' }}
      empty={rows.length === 0}
      onExport={() => void exportRows()}
      size={size}
    />
  );
}
