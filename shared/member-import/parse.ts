import Papa from 'papaparse';
import { CSV_BOM } from '../csv';
import { headerColumns, POSITIONAL_COLUMNS, type ColumnIndexes } from './headers';

/** One row of the source as typed: its number in the file (a spreadsheet's row number) and values. */
export interface SourceRow {
  /** 1 for the first line, the header's included, so it matches the spreadsheet the rows came from. */
  row: number;
  mobile: string;
  realName: string;
  dept: string;
}

export interface ParsedImport {
  /** The rows with a value in any column; empty lines are left out and keep their numbers. */
  rows: SourceRow[];
  /** The first row named the columns. */
  header: boolean;
}

/**
 * Reads a CSV file's text or rows pasted from a spreadsheet with papaparse (RFC 4180: quoted fields,
 * doubled quotes, CRLF or LF; the delimiter guessed among comma, tab and semicolon). The first row
 * with values is a header when a cell of it names a column in one of the six languages; the columns
 * are then read by their names, otherwise as mobile, real name, department. Values are trimmed.
 */
export function parseImport(text: string): ParsedImport {
  const source = text.startsWith(CSV_BOM) ? text.slice(CSV_BOM.length) : text;
  const { data } = Papa.parse<string[]>(source, { delimitersToGuess: [',', '\t', ';'] });
  const rows: SourceRow[] = [];
  let columns: ColumnIndexes | undefined;
  let header = false;
  data.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    if (columns === undefined) {
      columns = headerColumns(cells);
      header = columns !== undefined;
      columns ??= POSITIONAL_COLUMNS;
      if (header) return;
    }
    const at = (column: number) => (column < 0 ? '' : (cells[column] ?? '').trim());
    rows.push({
      row: index + 1,
      mobile: at(columns.mobile),
      realName: at(columns.realName),
      dept: at(columns.dept),
    });
  });
  return { rows, header };
}
