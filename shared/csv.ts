import Papa from 'papaparse';

/** A column of an export: its header in the page's language, and a row's value as the table shows it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string;
}

/** The byte order mark that tells a spreadsheet program the file is UTF-8 (Chinese and Thai read right). */
export const CSV_BOM = '\uFEFF';

const CRLF = '\r\n';

/**
 * A cell a spreadsheet program would read as a formula, or as the start of one (OWASP's list: = + - @
 * tab and carriage return). The values come from the server, so such a cell gets a leading
 * apostrophe and is quoted. Papaparse's own rule (`escapeFormulae: true`) ends in `.*$`, which lets a
 * cell with a line break through; this one looks at the first character alone.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The file an export downloads: the BOM, the header row, then a row per item, RFC 4180 (fields with a
 * comma, quote or line break quoted, quotes doubled), every line ended by CRLF, the last one too.
 * With no rows it holds the header row alone.
 */
export function buildCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const body = Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row))),
    },
    { newline: CRLF, escapeFormulae: FORMULA_START, header: true },
  );
  // Papaparse ends an empty list's header row with a line end, and the last row of others without.
  return CSV_BOM + (body.endsWith(CRLF) ? body : body + CRLF);
}

/** The file's name: the list's area and the day, `members-2026-11-28.csv` (the reader's own day). */
export function csvFileName(area: string, now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${area}-${now.getFullYear()}-${month}-${day}.csv`;
}
