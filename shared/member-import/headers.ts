/**
 * The columns of a member import and the words that name them in a header row, in the six
 * languages of the workbench (the template's own headers among them: tests/unit/shared/member-import
 * checks every catalogue's). Words are compared normalised (normaliseHeader).
 */
export const IMPORT_COLUMNS = ['mobile', 'realName', 'dept'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

const HEADER_WORDS: Record<ImportColumn, readonly string[]> = {
  mobile: [
    // en_US
    'mobile',
    'mobilenumber',
    'mobilephone',
    'phone',
    'phonenumber',
    'cellphone',
    // zh_CN, zh_TW
    '手机',
    '手机号',
    '手机号码',
    '电话',
    '手機',
    '手機號',
    '手機號碼',
    '電話',
    // id_ID
    'ponsel',
    'nomorponsel',
    'nohp',
    'nomorhp',
    'telepon',
    // vi_VN
    'sốđiệnthoại',
    'điệnthoại',
    'sđt',
    'sốdiđộng',
    // th_TH
    'เบอร์มือถือ',
    'เบอร์โทร',
    'เบอร์โทรศัพท์',
    'โทรศัพท์',
    'โทรศัพท์มือถือ',
    'หมายเลขโทรศัพท์',
  ],
  realName: [
    'name',
    'realname',
    'fullname',
    '姓名',
    '名字',
    '真实姓名',
    '真實姓名',
    'nama',
    'namalengkap',
    'họtên',
    'họvàtên',
    'tên',
    'ชื่อ',
    'ชื่อจริง',
    'ชื่อนามสกุล',
  ],
  dept: [
    'department',
    'dept',
    '部门',
    '部門',
    '所属部门',
    '所屬部門',
    'departemen',
    'bagian',
    'phòngban',
    'bộphận',
    'แผนก',
    'ฝ่าย',
    'หน่วยงาน',
  ],
};

/** Case, width, spaces and the marks a template adds (`*`, `:`, `-`, brackets) do not count. */
export function normaliseHeader(cell: string): string {
  return cell
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_*:()[\]-]/gu, '');
}

const COLUMN_OF = new Map<string, ImportColumn>(
  IMPORT_COLUMNS.flatMap((column) =>
    HEADER_WORDS[column].map((word) => [normaliseHeader(word), column] as const),
  ),
);

/** The column a header cell names, or undefined when it names none. */
export function headerColumn(cell: string): ImportColumn | undefined {
  return COLUMN_OF.get(normaliseHeader(cell));
}

/** Where each column's value is in a row: its index, or -1 when the rows do not have it. */
export type ColumnIndexes = Record<ImportColumn, number>;

/** Without a header row the columns are mobile, real name, department, in that order. */
export const POSITIONAL_COLUMNS: ColumnIndexes = { mobile: 0, realName: 1, dept: 2 };

/**
 * The columns a header row names, or undefined when the row is not a header (none of its cells
 * names a column). A column the header does not name takes its place in the template's order,
 * when no named column is there.
 */
export function headerColumns(cells: readonly string[]): ColumnIndexes | undefined {
  const named: Partial<ColumnIndexes> = {};
  cells.forEach((cell, index) => {
    const column = headerColumn(cell);
    if (column !== undefined && named[column] === undefined) named[column] = index;
  });
  const taken = new Set(Object.values(named));
  if (taken.size === 0) return undefined;
  const indexes = { ...POSITIONAL_COLUMNS };
  for (const column of IMPORT_COLUMNS) {
    const index = named[column];
    if (index !== undefined) indexes[column] = index;
    else if (taken.has(POSITIONAL_COLUMNS[column])) indexes[column] = -1;
  }
  return indexes;
}
