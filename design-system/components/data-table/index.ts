export { DataTable, preloadVirtualRows } from './data-table';
export type { DataTableProps } from './data-table';
export type {
  ColumnBreakpoint,
  DataTableColumn,
  DataTableSelection,
  DataTableVirtual,
} from './types';
