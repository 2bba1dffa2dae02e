import { memo, type ReactNode } from 'react';
import type { DataTableColumn } from './types';
import { SelectCheckbox } from './select-checkbox';

export interface DataTableRowProps<Row> {
  row: Row;
  rowKey: string;
  columns: readonly DataTableColumn<Row>[];
  actionsCell?: (row: Row) => ReactNode;
  busy: boolean;
  /** The row's place in the whole list, for a virtualised table (aria-rowindex and measuring). */
  index?: number;
  /** The row's box's name, when the table selects. */
  selectLabel?: string;
  selected?: boolean;
  /** Stable across renders, so that a row whose own values did not change does not render. */
  onSelect?: (rowKey: string, checked: boolean) => void;
}

/**
 * One row, of plain elements that the table styles once (TABLE_STYLES), and memoised: while a
 * virtualised table scrolls, only the rows coming into view render.
 */
function DataTableRowInner<Row>({
  row,
  rowKey,
  columns,
  actionsCell,
  busy,
  index,
  selectLabel,
  selected = false,
  onSelect,
}: DataTableRowProps<Row>) {
  return (
    <tr
      aria-busy={busy || undefined}
      // aria-rowindex counts the header row as 1, so a screen reader hears the row's place in
      // the whole list though only a few rows are in the DOM; data-index marks it apart from the
      // spacers, and the first one is measured.
      data-index={index}
      aria-rowindex={index === undefined ? undefined : index + 2}
    >
      {onSelect && selectLabel !== undefined ? (
        <td data-select="">
          <SelectCheckbox
            label={selectLabel}
            checked={selected}
            labelOnPhone
            onCheckedChange={(checked) => onSelect(rowKey, checked)}
          />
        </td>
      ) : null}
      {columns.map((column) => {
        const Cell = column.rowHeader ? 'th' : 'td';
        return (
          <Cell
            key={column.key}
            scope={column.rowHeader ? 'row' : undefined}
            data-label={column.rowHeader ? undefined : column.header}
            data-align={column.align}
            data-nowrap={column.nowrap ? '' : undefined}
            data-show-from={column.showFrom}
          >
            {column.cell(row)}
          </Cell>
        );
      })}
      {actionsCell ? <td data-actions="">{actionsCell(row)}</td> : null}
    </tr>
  );
}

export const DataTableRow = memo(DataTableRowInner) as typeof DataTableRowInner;
