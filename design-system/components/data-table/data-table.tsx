import { Stack, Table, type SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ListState, type ListStateProps } from '../list-state';
import { Pagination, type PaginationProps } from '../pagination';
import { TableFrame } from '../table-frame';

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
}

export interface DataTableProps<Row> extends Pick<
  ListStateProps,
  'errorMessage' | 'onRetry' | 'emptyMessage' | 'emptyAction' | 'noMatchMessage' | 'noMatchAction'
> {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  /** The page of rows shown. */
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A row whose change is running reads as busy. @default none */
  rowBusy?: (row: Row) => boolean;
  /**
   * The actions column, at the end: it stays in view while the table scrolls sideways, and ends
   * each card on a phone. @default undefined (no actions column)
   */
  actions?: { header: string; cell: (row: Row) => ReactNode };
  /** What the list has to show besides rows. @default 'ready' */
  status?: ListStateProps['status'];
  /** Paging under the table. @default undefined (no pager) */
  pagination?: PaginationProps;
}

const CELL_PADDING = { px: '3', py: '2' } as const;

/**
 * How the table reads on a phone (below `md`): each row a card, its name first, then each value
 * under its column's heading (the cell's `data-label`), then its actions. The table keeps its
 * roles, so a screen reader still hears rows and columns.
 */
const cardsOnPhone: SystemStyleObject = {
  mdDown: {
    '& thead': { srOnly: true },
    display: 'block',
    '& tbody': { display: 'block' },
    '& tbody > tr': {
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      p: '3',
      borderBottom: 'sm',
      borderColor: 'border',
    },
    '& tbody > tr:last-of-type': { borderBottom: 'none' },
    '& tbody > tr > :is(td, th)': {
      display: 'flex',
      gap: '3',
      p: 'none',
      border: 'none',
      textAlign: 'start',
      minW: 'none',
      maxW: 'full',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
    '& tbody > tr > :is(td, th) > *': { minW: 'none' },
    '& tbody > tr > td[data-label]::before': {
      content: 'attr(data-label)',
      flex: '0 0 40%',
      color: 'fg.muted',
      textStyle: 'sm',
    },
    '& tbody > tr > th': { fontWeight: 'semibold' },
    '& tbody > tr > td[data-actions]': { display: 'block', pt: '2' },
  },
};

/** From `md` up the actions column stays at the end of the frame while the table scrolls. */
const stickyActions: SystemStyleObject = {
  md: {
    '& :is(td, th)[data-actions]': {
      position: 'sticky',
      insetInlineEnd: 'none',
      bg: 'bg',
      borderInlineStart: 'sm',
      borderColor: 'border',
    },
  },
};

/**
 * The design system's one table, driven by column definitions: a row header, each column's cell
 * and alignment, the columns that give way on narrower screens, an actions column that stays in
 * view, and a list of cards on a phone. Its states (loading, failure, empty, no match) and its
 * pager are the ones every list uses (ListState, Pagination).
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowBusy,
  actions,
  status = 'ready',
  pagination,
  ...states
}: DataTableProps<Row>) {
  const hiddenBelow = (column: DataTableColumn<Row>) =>
    column.showFrom === 'lg'
      ? { mdToLg: { display: 'none' } }
      : column.showFrom === 'xl'
        ? { mdToXl: { display: 'none' } }
        : undefined;
  return (
    <ListState status={status} {...states}>
      <Stack gap="3">
        <TableFrame label={label}>
          <Table.Root size="sm" aria-label={label} css={{ ...cardsOnPhone, ...stickyActions }}>
            <Table.Header>
              <Table.Row>
                {columns.map((column) => (
                  <Table.ColumnHeader
                    key={column.key}
                    scope="col"
                    textAlign={column.align}
                    css={hiddenBelow(column)}
                    {...CELL_PADDING}
                  >
                    {column.header}
                  </Table.ColumnHeader>
                ))}
                {actions ? (
                  <Table.ColumnHeader scope="col" data-actions="" {...CELL_PADDING}>
                    {actions.header}
                  </Table.ColumnHeader>
                ) : null}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={rowKey(row)} aria-busy={rowBusy?.(row) || undefined}>
                  {columns.map((column) => (
                    <Table.Cell
                      key={column.key}
                      as={column.rowHeader ? 'th' : 'td'}
                      scope={column.rowHeader ? 'row' : undefined}
                      data-label={column.rowHeader ? undefined : column.header}
                      textAlign={column.align}
                      fontWeight={column.rowHeader ? 'medium' : undefined}
                      fontVariantNumeric={column.align === 'end' ? 'tabular-nums' : undefined}
                      whiteSpace={column.nowrap ? 'nowrap' : undefined}
                      css={hiddenBelow(column)}
                      {...CELL_PADDING}
                    >
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                  {actions ? (
                    <Table.Cell data-actions="" {...CELL_PADDING}>
                      {actions.cell(row)}
                    </Table.Cell>
                  ) : null}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableFrame>
        {pagination ? <Pagination {...pagination} /> : null}
      </Stack>
    </ListState>
  );
}
