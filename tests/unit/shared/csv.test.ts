import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildCsv, CSV_BOM, csvFileName, type CsvColumn } from '../../../shared/csv';

interface Person {
  name: string;
  note: string;
}

const COLUMNS: CsvColumn<Person>[] = [
  { header: '姓名', value: (row) => row.name },
  { header: '备注', value: (row) => row.note },
];

/** The file read back as a spreadsheet program would, after its BOM. */
function readBack(csv: string): string[][] {
  return Papa.parse<string[]>(csv.slice(CSV_BOM.length), { newline: '\r\n', skipEmptyLines: true })
    .data;
}

describe('buildCsv', () => {
  it('should start with the UTF-8 byte order mark and keep Chinese and Thai as they are', () => {
    const csv = buildCsv(COLUMNS, [{ name: '张伟', note: 'ภาษาไทย' }]);
    expect(csv.startsWith('\uFEFF姓名,备注\r\n')).toBe(true);
    expect(csv).toBe('\uFEFF姓名,备注\r\n张伟,ภาษาไทย\r\n');
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('should end lines with CRLF and quote commas, quotes and line breaks (RFC 4180)', () => {
    const csv = buildCsv(COLUMNS, [
      { name: '李娜', note: 'a, b' },
      { name: '王"芳"', note: 'one\ntwo' },
    ]);
    expect(csv).toBe('\uFEFF姓名,备注\r\n李娜,"a, b"\r\n"王""芳""","one\ntwo"\r\n');
    expect(readBack(csv)).toEqual([
      ['姓名', '备注'],
      ['李娜', 'a, b'],
      ['王"芳"', 'one\ntwo'],
    ]);
  });

  it.each(['=SUM(A1)', '+86 138', '-1+1', '@cmd', '\tcalc', '\rcalc', '=1\n=2'])(
    'should neutralise a cell that starts a formula: %j',
    (value) => {
      const [, row] = readBack(buildCsv(COLUMNS, [{ name: value, note: 'x' }]));
      expect(row).toEqual([`'${value}`, 'x']);
    },
  );

  it('should leave a cell alone that only holds a formula character later on', () => {
    expect(buildCsv(COLUMNS, [{ name: 'a=b', note: '138-0013' }])).toBe(
      '\uFEFF姓名,备注\r\na=b,138-0013\r\n',
    );
  });

  it('should write the header row alone for an empty list', () => {
    expect(buildCsv(COLUMNS, [])).toBe('\uFEFF姓名,备注\r\n');
  });

  it('should read back every value, neutralised or not, whatever it holds', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ name: fc.string(), note: fc.string() })), (rows) => {
        const read = readBack(buildCsv(COLUMNS, rows)).slice(1);
        const expected = rows.map((row) =>
          [row.name, row.note].map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)),
        );
        // An empty row is a blank line a reader skips; compare the rows that hold something.
        expect(read.filter((cells) => cells.join('') !== '')).toEqual(
          expected.filter((cells) => cells.join('') !== ''),
        );
      }),
    );
  });
});

describe('csvFileName', () => {
  it("should name the file by the list's area and the reader's day", () => {
    expect(csvFileName('members', new Date(2026, 10, 28, 23, 59))).toBe('members-2026-11-28.csv');
    expect(csvFileName('operation-logs', new Date(2027, 0, 5))).toBe(
      'operation-logs-2027-01-05.csv',
    );
  });
});
