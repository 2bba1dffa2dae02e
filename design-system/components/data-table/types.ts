import type { BoxProps, TableColumnHeaderProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The widths from which a column may give way to the others (Chakra's breakpoints). */
export type ColumnBreakpoint = 'lg' | 'xl';

export interface DataTableColumn<Row> {
  /** A stable key for the column. */
  key: string;
  /** The column's heading; on a phone, the label beside the value in each card. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The row's name: a row header in the table, the card's title on a phone. @default false */
  rowHeader?: boolean;
  /** Numbers and amounts line up at the end. @default 'start' */
  align?: 'start' | 'end';
  /** Keeps the value on one line (dates, codes). @default false */
  nowrap?: boolean;
  /**
   * A column the table leaves out below this width so the others keep their room; the card a
   * phone shows still has it. @default undefined (always shown)
   */
  showFrom?: ColumnBreakpoint;
  /** The column's width, as a size token; a virtualised table needs one on all but one column. @default undefined (sized by content) */
  width?: TableColumnHeaderProps['w'];
}

/** Rows a person picks for an action on several at once, by their keys (rowKey). */
export interface DataTableSelection<Row> {
  /** The keys picked, on this page and others. */
  selected: ReadonlySet<string>;
  /** The keys picked after a box was pressed, other pages' kept. */
  onChange: (next: Set<string>) => void;
  /** The row's box's name, e.g. "Select 3KUL-F7TE"; on a phone, its words in the card too. */
  rowLabel: (row: Row) => string;
  /** The heading box's name. @default the catalogue's "Select the rows on this page" */
  pageLabel?: string;
}

/**
 * A long list in one scrolling frame: only the rows in view are in the DOM. Rows come and go as
 * it scrolls, so the columns cannot size to their content: the layout is fixed (give columns a
 * width) and every cell keeps to one line.
 */
export interface DataTableVirtual {
  /** The frame's height, as a size token; it scrolls beyond it. */
  maxH: BoxProps['maxH'];
  /** The table's least width; narrower frames scroll sideways. */
  minW: BoxProps['minW'];
}
