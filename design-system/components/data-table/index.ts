export { DataTable } from './data-table';
export type { ColumnBreakpoint, DataTableColumn, DataTableProps } from './data-table';
