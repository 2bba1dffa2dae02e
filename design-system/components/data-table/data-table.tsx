import { Stack, Table, type TableColumnHeaderProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { lazyNamed } from '../../utils/lazy-named';
import { ListState, type ListStateProps } from '../list-state';
import { Pagination, type PaginationProps } from '../pagination';
import { TableFrame } from '../table-frame';
import { DataTableRow } from './data-table-row';
import { TABLE_STYLES } from './data-table-styles';
import { CutCellTooltip, useRowPartStyles } from './row-parts';
import { SelectCheckbox } from './select-checkbox';
import { pageSelectionState, toggleKey, togglePage } from './selection';
import type { DataTableColumn, DataTableSelection, DataTableVirtual } from './types';
import type * as VirtualRowsModule from './virtual-rows';
import type { VirtualRowsProps } from './virtual-rows';

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
  actions?: { header: string; cell: (row: Row) => ReactNode; width?: TableColumnHeaderProps['w'] };
  /**
   * A box at the start of each row, and one in the heading for the page's rows (mixed when some
   * are picked). @default undefined (no selection)
   */
  selection?: DataTableSelection<Row>;
  /** What the list has to show besides rows. @default 'ready' */
  status?: ListStateProps['status'];
  /** Paging under the table. @default undefined (no pager) */
  pagination?: PaginationProps;
  /** Renders only the rows in view, for lists of thousands. @default undefined (every row) */
  virtual?: DataTableVirtual;
}

const HEADER_PADDING = { px: '3', py: '2' } as const;

// The virtualiser loads with the first table that asks for it: every other page's tables would
// carry it for nothing (about 10 kB, which took five routes over their 30 kB). Once loaded it
// renders at once; a page that will show a long list starts the load early (preloadVirtualRows).
let loadedVirtualRows: typeof VirtualRowsModule.VirtualRows | undefined;
const loadVirtualRows = () =>
  import('./virtual-rows').then((module) => {
    loadedVirtualRows = module.VirtualRows;
    return module;
  });
const LazyVirtualRows = lazyNamed(loadVirtualRows, 'VirtualRows');

/** Starts loading what a virtualised table renders its rows with, so its first render has them. */
export function preloadVirtualRows(): Promise<void> {
  return loadVirtualRows().then(() => undefined);
}

function VirtualRows(props: VirtualRowsProps) {
  const Loaded = loadedVirtualRows;
  return Loaded ? <Loaded {...props} /> : <LazyVirtualRows {...props} />;
}

/**
 * The design system's one table, driven by column definitions: a row header, each column's cell
 * and alignment, the columns that give way on narrower screens, an actions column that stays in
 * view, and a list of cards on a phone. Its states (loading, failure, empty, no match) and its
 * pager are the ones every list uses (ListState, Pagination). A long list renders only the rows in
 * view (`virtual`).
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
  virtual,
  ...states
}: DataTableProps<Row>) {
  const { t } = useLingui();
  const rowPartStyles = useRowPartStyles();
  // State, not a ref: the virtualiser needs the element, and a ref is attached only after the
  // children's layout effects have run.
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  // Rows are memoised: their box's callback must stay the same while the selection changes.
  const latestSelection = useRef(selection);
  useLayoutEffect(() => {
    latestSelection.current = selection;
  });
  const selectRow = useCallback((key: string, checked: boolean) => {
    const current = latestSelection.current;
    current?.onChange(toggleKey(current.selected, key, checked));
  }, []);
  const keyAt = useCallback((index: number) => rowKey(rows[index] as Row), [rowKey, rows]);

  const renderRow = (row: Row, index?: number, reactKey?: string) => {
    const key = rowKey(row);
    return (
      <DataTableRow
        key={reactKey ?? key}
        row={row}
        rowKey={key}
        index={index}
        columns={columns}
        actionsCell={actions?.cell}
        busy={rowBusy?.(row) ?? false}
        selectLabel={selection?.rowLabel(row)}
        selected={selection?.selected.has(key)}
        onSelect={selection ? selectRow : undefined}
      />
    );
  };
  const columnCount = columns.length + (selection ? 1 : 0) + (actions ? 1 : 0);

  return (
    <ListState status={status} {...states}>
      <Stack gap="3">
        <TableFrame label={label} maxH={virtual?.maxH} onElement={setFrame}>
          <Table.Root
            size="sm"
            aria-label={label}
            css={[TABLE_STYLES, rowPartStyles]}
            data-selectable={selection ? '' : undefined}
            {...(virtual
              ? {
                  stickyHeader: true,
                  tableLayout: 'fixed',
                  // A phone's cards take the frame's width.
                  minW: { base: 'none', md: virtual.minW },
                  'aria-rowcount': rows.length + 1,
                }
              : {})}
          >
            <Table.Header>
              <Table.Row aria-rowindex={virtual ? 1 : undefined}>
                {selection ? (
                  <Table.ColumnHeader scope="col" w="12" data-select="" {...HEADER_PADDING}>
                    <PageCheckbox
                      label={
                        selection.pageLabel ??
                        t({ id: 'dataTable.selectPage', message: 'Select the rows on this page' })
                      }
                      keys={rows.map(rowKey)}
                      selection={selection}
                    />
                  </Table.ColumnHeader>
                ) : null}
                {columns.map((column) => (
                  <Table.ColumnHeader
                    key={column.key}
                    scope="col"
                    w={column.width}
                    textAlign={column.align}
                    data-show-from={column.showFrom}
                    {...HEADER_PADDING}
                  >
                    {column.header}
                  </Table.ColumnHeader>
                ))}
                {actions ? (
                  <Table.ColumnHeader
                    scope="col"
                    w={actions.width}
                    data-actions=""
                    {...HEADER_PADDING}
                  >
                    {actions.header}
                  </Table.ColumnHeader>
                ) : null}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {virtual ? (
                <Suspense fallback={null}>
                  <VirtualRows
                    count={rows.length}
                    scrollElement={frame}
                    rowKey={keyAt}
                    renderRow={(index, reactKey) => renderRow(rows[index] as Row, index, reactKey)}
                    columnCount={columnCount}
                  />
                </Suspense>
              ) : (
                rows.map((row) => renderRow(row))
              )}
            </Table.Body>
          </Table.Root>
        </TableFrame>
        <CutCellTooltip container={frame} />
        {pagination ? <Pagination {...pagination} /> : null}
      </Stack>
    </ListState>
  );
}

interface PageCheckboxProps {
  label: string;
  keys: string[];
  selection: Pick<DataTableSelection<unknown>, 'selected' | 'onChange'>;
}

/** Picks or drops every row of the page; mixed while only some of them are picked. */
function PageCheckbox({ label, keys, selection }: PageCheckboxProps) {
  const state = pageSelectionState(keys, selection.selected);
  return (
    <SelectCheckbox
      label={label}
      labelOnPhone
      checked={state === 'all'}
      indeterminate={state === 'some'}
      onCheckedChange={() => selection.onChange(togglePage(selection.selected, keys))}
    />
  );
}
