export { DataTable, preloadVirtualRows } from './data-table';
export type { DataTableProps } from './data-table';
export { CellText, RowBadge, RowButton, RowMenuButton } from './row-parts';
export type {
  ColumnBreakpoint,
  DataTableColumn,
  DataTableSelection,
  DataTableVirtual,
} from './types';
