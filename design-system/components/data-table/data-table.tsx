import { Checkbox, Stack, Table, type SystemStyleObject } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
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

/** Rows a person picks for an action on several at once, by their keys (rowKey). */
export interface DataTableSelection<Row> {
  /** The keys picked, on this page and others. */
  selected: ReadonlySet<string>;
  /** The keys picked after a box was pressed, other pages' kept. */
  onChange: (next: Set<string>) => void;
  /** The row's box's name, e.g. "Select 3KUL-F7TE"; on a phone, its words in the card too. */
  rowLabel: (row: Row) => string;
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
  /**
   * A box at the start of each row, and one in the heading for the page's rows (mixed when some
   * are picked). @default undefined (no selection)
   */
  selection?: DataTableSelection<Row>;
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
  selection,
  status = 'ready',
  pagination,
  ...states
}: DataTableProps<Row>) {
  const { t } = useLingui();
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
                {selection ? (
                  <Table.ColumnHeader scope="col" w="10" {...CELL_PADDING}>
                    <PageCheckbox
                      label={t({
                        id: 'dataTable.selectPage',
                        message: 'Select the rows on this page',
                      })}
                      keys={rows.map(rowKey)}
                      selection={selection}
                    />
                  </Table.ColumnHeader>
                ) : null}
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
                  {selection ? (
                    <Table.Cell data-select="" {...CELL_PADDING}>
                      <RowCheckbox
                        rowKey={rowKey(row)}
                        label={selection.rowLabel(row)}
                        selection={selection}
                      />
                    </Table.Cell>
                  ) : null}
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

interface SelectionBoxProps {
  label: string;
  selection: Pick<DataTableSelection<unknown>, 'selected' | 'onChange'>;
}

/** Picks or drops every row of the page; mixed while only some of them are picked. */
function PageCheckbox({ label, keys, selection }: SelectionBoxProps & { keys: string[] }) {
  const picked = keys.filter((key) => selection.selected.has(key)).length;
  const all = keys.length > 0 && picked === keys.length;
  const mixed = picked > 0 && !all;
  const input = useRef<HTMLInputElement>(null);
  // Zag sets the input's mixed state only when it changes, so a first render with some rows
  // picked would not say so to assistive technology.
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = mixed;
  });
  return (
    <Checkbox.Root
      size="sm"
      verticalAlign="middle"
      checked={all ? true : mixed ? 'indeterminate' : false}
      onCheckedChange={() => {
        const next = new Set(selection.selected);
        for (const key of keys) {
          if (all) next.delete(key);
          else next.add(key);
        }
        selection.onChange(next);
      }}
    >
      <Checkbox.HiddenInput ref={input} aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

/** A row's box; on a phone its words show beside it, since the card has no heading above it. */
function RowCheckbox({ rowKey, label, selection }: SelectionBoxProps & { rowKey: string }) {
  return (
    <Checkbox.Root
      size="sm"
      verticalAlign="middle"
      checked={selection.selected.has(rowKey)}
      onCheckedChange={({ checked }) => {
        const next = new Set(selection.selected);
        if (checked === true) next.add(rowKey);
        else next.delete(rowKey);
        selection.onChange(next);
      }}
    >
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
      <Checkbox.Label hideFrom="md" fontWeight="normal">
        {label}
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
