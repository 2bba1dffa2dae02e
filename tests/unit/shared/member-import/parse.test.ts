import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import Papa from 'papaparse';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import { buildCsv, CSV_BOM } from '../../../../shared/csv';
import { headerColumn, parseImport } from '../../../../shared/member-import';
import { LOCALES } from '../../../../shared/locales';

const catalogue = (locale: string) =>
  PO.parse(
    readFileSync(resolve(import.meta.dirname, `../../../../locales/${locale}/messages.po`), 'utf8'),
  );

describe('parseImport: the header row', () => {
  it.each([
    ['zh_CN', '手机号,姓名,部门'],
    ['zh_TW', '手機號碼,姓名,部門'],
    ['en_US', 'Mobile,Name,Department'],
    ['id_ID', 'Nomor ponsel,Nama,Departemen'],
    ['vi_VN', 'Số điện thoại,Họ tên,Phòng ban'],
    ['th_TH', 'เบอร์มือถือ,ชื่อ,แผนก'],
  ])('should recognise a %s header and leave it out of the rows', (_locale, header) => {
    const parsed = parseImport(`${header}\n13800138000,王伟,研发部`);
    expect(parsed.header).toBe(true);
    expect(parsed.rows).toEqual([
      { row: 2, mobile: '13800138000', realName: '王伟', dept: '研发部' },
    ]);
  });

  it("should recognise the template's header in every catalogue", () => {
    for (const locale of LOCALES) {
      const items = catalogue(locale).items;
      for (const [id, column] of [
        ['memberImport.column.mobile', 'mobile'],
        ['memberImport.column.realName', 'realName'],
        ['memberImport.column.dept', 'dept'],
      ] as const) {
        const item = items.find((candidate) => candidate.msgid === id);
        const words = item?.msgstr[0] || id;
        expect(headerColumn(words), `${locale} ${id}: ${words}`).toBe(column);
      }
    }
  });

  it('should read the columns by their names in any order, and ignore the others', () => {
    const parsed = parseImport('部门,备注,手机号,姓名\n研发部,x,13800138000,王伟');
    expect(parsed.rows).toEqual([
      { row: 2, mobile: '13800138000', realName: '王伟', dept: '研发部' },
    ]);
  });

  it('should take the columns in the template order when there is no header', () => {
    const parsed = parseImport('13800138000,王伟,研发部/前端组');
    expect(parsed.header).toBe(false);
    expect(parsed.rows[0]).toEqual({
      row: 1,
      mobile: '13800138000',
      realName: '王伟',
      dept: '研发部/前端组',
    });
  });
});

describe('parseImport: the text', () => {
  it('should drop the BOM, read CRLF, quoted fields and doubled quotes', () => {
    const parsed = parseImport(
      `${CSV_BOM}手机号,姓名,部门\r\n13800138000,"王, 伟","研发部"\r\n13800138001,"李""娜""",\r\n`,
    );
    expect(parsed.header).toBe(true);
    expect(parsed.rows).toEqual([
      { row: 2, mobile: '13800138000', realName: '王, 伟', dept: '研发部' },
      { row: 3, mobile: '13800138001', realName: '李"娜"', dept: '' },
    ]);
  });

  it('should read rows pasted from a spreadsheet (tabs) and trim the values', () => {
    const parsed = parseImport('13800138000\t 王伟 \t研发部\n13800138001\t李娜\t市场部');
    expect(parsed.rows.map((row) => [row.mobile, row.realName, row.dept])).toEqual([
      ['13800138000', '王伟', '研发部'],
      ['13800138001', '李娜', '市场部'],
    ]);
  });

  it('should leave empty lines out and keep the numbers of the lines after them', () => {
    const parsed = parseImport('13800138000,王伟,研发部\n\n   \n,,\n13800138001,李娜,市场部\n');
    expect(parsed.rows.map((row) => row.row)).toEqual([1, 5]);
  });

  it('should read a short row with its missing values empty', () => {
    expect(parseImport('13800138000').rows[0]).toEqual({
      row: 1,
      mobile: '13800138000',
      realName: '',
      dept: '',
    });
  });

  it('should read back any rows the CSV writer writes (property)', () => {
    const cell = fc.string({ maxLength: 12 }).map((value) => value.trim());
    const row = fc.tuple(cell, cell, cell).filter((cells) => cells.some((value) => value !== ''));
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 20 }), (rows) => {
        const csv = buildCsv(
          [
            { header: '手机号', value: (r: string[]) => r[0]! },
            { header: '姓名', value: (r: string[]) => r[1]! },
            { header: '部门', value: (r: string[]) => r[2]! },
          ],
          rows,
        );
        const parsed = parseImport(csv);
        // The writer guards formula starts with an apostrophe: read back as written.
        const written = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: 'greedy' }).data.slice(
          1,
        );
        expect(parsed.rows.map((r) => [r.mobile, r.realName, r.dept])).toEqual(
          written
            .map((cells) => cells.map((value) => value.trim()))
            .filter((cells) => cells.some((value) => value !== '')),
        );
      }),
    );
  });
});
