import { Box, Menu, Portal, Table, type BoxProps } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { MemberRow } from '../../../shared/domain/org';
import { MemberTableRow, ROW_STYLES } from './member-table-row';
import { SelectCheckbox } from './select-checkbox';
import type { SelectAllState } from './selection';

/**
 * A row's height until the first row is measured: the row's h token "12" (3rem) at the browser's
 * default 16 px, plus its 1 px border.
 */
const ROW_HEIGHT_ESTIMATE = 49;
/** Rows rendered beyond each edge of the viewport, so a quick scroll or Tab finds them there. */
const OVERSCAN = 8;

export type RowAction = 'edit' | 'move' | 'deptAdmin' | 'delete';

export interface MemberGridProps {
  rows: readonly MemberRow[];
  label: string;
  maxH: BoxProps['maxH'];
  selectedSet: ReadonlySet<string>;
  adminSet: ReadonlySet<string>;
  allState: SelectAllState;
  busyUserId: string | undefined;
  /** The row actions the owner handles; the actions column shows when there is any. */
  actions: Record<RowAction, boolean>;
  onToggleRow: (userId: string, checked: boolean) => void;
  onToggleAll: () => void;
  onRowAction: (action: RowAction, row: MemberRow) => void;
}

/**
 * The table itself, with its header and one menu that serves every row: each row's button is one
 * of the menu's triggers, so a row costs no menu machinery of its own. Scrolling re-renders only
 * VirtualRows below it, never this part, so the menu's triggers do not render again on scroll.
 */
export function MemberGrid({
  rows,
  label,
  maxH,
  selectedSet,
  adminSet,
  allState,
  busyUserId,
  actions,
  onToggleRow,
  onToggleAll,
  onRowAction,
}: MemberGridProps) {
  const { t } = useLingui();
  // State, not a ref: the virtualiser below needs the element, and a ref is attached only after
  // the children's layout effects have run.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const [menuUserId, setMenuUserId] = useState<string | null>(null);
  const menuRow = useMemo(
    () => (menuUserId === null ? undefined : rows.find((row) => row.userId === menuUserId)),
    [rows, menuUserId],
  );
  const hasActions = actions.edit || actions.move || actions.deptAdmin || actions.delete;
  const count = rows.length;
  // Each item acts on its own click (pointer or Enter), on the row whose trigger opened the menu.
  const act = (action: RowAction) => {
    if (menuRow) onRowAction(action, menuRow);
  };

  return (
    <Menu.Root
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end' }}
      onTriggerValueChange={({ value }) => setMenuUserId(value)}
    >
      <Box
        ref={setScrollElement}
        data-testid="member-table-scroll"
        role="region"
        aria-label={label}
        // Scrollable by keyboard even before a row's control has focus.
        tabIndex={0}
        focusVisibleRing="inside"
        maxH={maxH}
        overflow="auto"
        border="sm"
        borderColor="border"
        borderRadius="panel"
      >
        <Table.Root
          size="sm"
          stickyHeader
          tableLayout="fixed"
          minW="4xl"
          aria-label={label}
          aria-rowcount={count + 1}
        >
          <Table.Header>
            <Table.Row aria-rowindex={1} bg="bg.muted">
              <Table.ColumnHeader scope="col" w="12" py="1">
                <SelectCheckbox
                  label={t({
                    id: 'memberTable.selectAll',
                    message: `Select all ${count} loaded members`,
                  })}
                  checked={allState === 'all'}
                  indeterminate={allState === 'some'}
                  onCheckedChange={onToggleAll}
                />
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" w="36">
                <Trans id="memberTable.column.realName">Name</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" w="32">
                <Trans id="memberTable.column.mobile">Mobile</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" w="40">
                <Trans id="memberTable.column.account">Account</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">
                <Trans id="memberTable.column.departments">Departments</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col" w="44">
                <Trans id="memberTable.column.roles">Roles</Trans>
              </Table.ColumnHeader>
              {hasActions && (
                <Table.ColumnHeader
                  scope="col"
                  w="20"
                  textAlign="end"
                  position="sticky"
                  insetInlineEnd="none"
                  bg="bg.muted"
                  borderInlineStart="sm"
                  borderColor="border"
                >
                  <Trans id="memberTable.column.actions">Actions</Trans>
                </Table.ColumnHeader>
              )}
            </Table.Row>
          </Table.Header>
          <Table.Body css={ROW_STYLES}>
            <VirtualRows
              rows={rows}
              scrollElement={scrollElement}
              selectedSet={selectedSet}
              adminSet={adminSet}
              busyUserId={busyUserId}
              hasActions={hasActions}
              onToggleRow={onToggleRow}
            />
          </Table.Body>
        </Table.Root>
      </Box>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {actions.edit && (
              <Menu.Item value="edit" onClick={() => act('edit')}>
                <Trans id="memberTable.action.edit">Edit</Trans>
              </Menu.Item>
            )}
            {actions.move && (
              <Menu.Item value="move" onClick={() => act('move')}>
                <Trans id="memberTable.action.move">Move to department</Trans>
              </Menu.Item>
            )}
            {actions.deptAdmin && (
              <Menu.Item value="deptAdmin" onClick={() => act('deptAdmin')}>
                {menuRow && adminSet.has(menuRow.userId) ? (
                  <Trans id="memberTable.action.unsetDeptAdmin">Remove as department admin</Trans>
                ) : (
                  <Trans id="memberTable.action.setDeptAdmin">Set as department admin</Trans>
                )}
              </Menu.Item>
            )}
            {actions.delete && (
              <Menu.Item
                value="delete"
                onClick={() => act('delete')}
                color="fg.error"
                _highlighted={{ bg: 'red.subtle' }}
              >
                <Trans id="memberTable.action.delete">Delete from corp</Trans>
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

interface VirtualRowsProps {
  rows: readonly MemberRow[];
  scrollElement: HTMLDivElement | null;
  selectedSet: ReadonlySet<string>;
  adminSet: ReadonlySet<string>;
  busyUserId: string | undefined;
  hasActions: boolean;
  onToggleRow: (userId: string, checked: boolean) => void;
}

/**
 * The rows in view plus the overscan, between two spacer rows that keep the scroll height of the
 * whole list. Every row has one height, read from the first rendered row rather than measured per
 * row: each per-row size change would make the virtualiser recount the offsets of the whole list.
 */
function VirtualRows({
  rows,
  scrollElement,
  selectedSet,
  adminSet,
  busyUserId,
  hasActions,
  onToggleRow,
}: VirtualRowsProps) {
  const { i18n } = useLingui();
  const rowHeight = useRef(ROW_HEIGHT_ESTIMATE);
  // Stable between renders: a new function would make the virtualiser recount all offsets.
  const getItemKey = useCallback((index: number) => rows[index]?.userId ?? index, [rows]);

  // The virtualiser hands back a mutable instance: nothing here memoises on it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowHeight.current,
    getItemKey,
    overscan: OVERSCAN,
  });

  useLayoutEffect(() => {
    const measured =
      scrollElement?.querySelector<HTMLElement>('tbody tr[data-index]')?.offsetHeight ?? 0;
    if (measured > 0 && measured !== rowHeight.current) {
      rowHeight.current = measured;
      virtualizer.measure();
    }
  });

  const items = virtualizer.getVirtualItems();
  const firstItem = items[0];
  const lastItem = items[items.length - 1];
  const paddingTop = firstItem ? firstItem.start : 0;
  const paddingBottom = lastItem ? virtualizer.getTotalSize() - lastItem.end : 0;
  const columnCount = hasActions ? 7 : 6;
  const deptSeparator = i18n.locale.startsWith('zh') ? '、' : ', ';

  return (
    <>
      {paddingTop > 0 && <SpacerRow height={paddingTop} columnCount={columnCount} />}
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <MemberTableRow
            key={item.key}
            row={row}
            index={item.index}
            selected={selectedSet.has(row.userId)}
            deptAdmin={adminSet.has(row.userId)}
            busy={busyUserId === row.userId}
            hasActions={hasActions}
            deptSeparator={deptSeparator}
            onSelectedChange={onToggleRow}
          />
        );
      })}
      {paddingBottom > 0 && <SpacerRow height={paddingBottom} columnCount={columnCount} />}
    </>
  );
}

/** Stands in for the rows out of view, so the scroll height is the whole list's. */
function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden="true">
      {/* Inline: a virtual height in pixels that changes with every scroll step is no token. */}
      <td colSpan={columnCount} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}
