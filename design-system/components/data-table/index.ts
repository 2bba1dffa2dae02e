export { DataTable } from './data-table';
export type {
  ColumnBreakpoint,
  DataTableColumn,
  DataTableProps,
  DataTableSelection,
} from './data-table';
