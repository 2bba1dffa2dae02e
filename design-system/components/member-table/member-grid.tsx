import {
  Box,
  Menu,
  Portal,
  useMenuContext,
  type BoxProps,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import type { MemberRow } from '../../../shared/domain/org';
import {
  CellText,
  DataTable,
  preloadVirtualRows,
  RowBadge,
  RowButton,
  RowMenuButton,
  type DataTableColumn,
  type DataTableProps,
} from '../data-table';
import '../data-table/virtual-rows';
import { deptSeparator, memberAccount } from './member-account';

/**
 * The cells' inner layout, styled once around the table: rows mount on every scroll step, and a
 * Chakra element per cell would compute its styles each time (so the cells are DataTable's row
 * parts, not Chakra components).
 */
const CELL_LAYOUT: SystemStyleObject = {
  '& [data-row-actions]': { display: 'flex', gap: '1', flexWrap: 'nowrap' },
  '& [data-roles]': { display: 'flex', gap: '1', overflow: 'hidden' },
};

// The member table always virtualises: its rows' code comes in the table's own chunk and is ready
// before the first render. Loaded on demand, it cost the departments page's first load a round
// trip (page load to the first member row, median of 5: 845 ms this way, 1,081 ms on demand).
void preloadVirtualRows();

export type RowAction = 'edit' | 'move' | 'deptAdmin' | 'delete';

export interface MemberGridProps {
  rows: readonly MemberRow[];
  label: string;
  maxH: BoxProps['maxH'];
  selectedSet: ReadonlySet<string>;
  adminSet: ReadonlySet<string>;
  busyUserId: string | undefined;
  /** The row actions the owner handles; the actions column shows when there is any. */
  actions: Record<RowAction, boolean>;
  onSelectedChange: (next: Set<string>) => void;
  onRowAction: (action: RowAction, row: MemberRow) => void;
}

/**
 * The members in the design system's table, virtualised, with one menu that serves every row:
 * each row's "more" button is one of the menu's triggers, so a row costs no menu machinery of its
 * own as it scrolls into view. Edit, the main action, is the row's button.
 */
export function MemberGrid(props: MemberGridProps) {
  const { rows, adminSet, actions, onRowAction } = props;
  const [menuUserId, setMenuUserId] = useState<string | null>(null);
  const menuRow = useMemo(
    () => (menuUserId === null ? undefined : rows.find((row) => row.userId === menuUserId)),
    [rows, menuUserId],
  );
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
      <MemberGridTable {...props} />
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
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

/**
 * The table of a MemberGrid, inside its menu: each row's "more" button takes its trigger props from
 * the menu's API, read here once. Chakra's Menu.Trigger per row computed its styles and merged its
 * props on every mount, about 2 ms of each frame of a fling (bench/components.ts).
 */
function MemberGridTable({
  rows,
  label,
  maxH,
  selectedSet,
  adminSet,
  busyUserId,
  actions,
  onSelectedChange,
  onRowAction,
}: MemberGridProps) {
  const { t, i18n } = useLingui();
  const menu = useMenuContext();
  const inMenu = actions.move || actions.deptAdmin || actions.delete;
  const hasActions = actions.edit || inMenu;
  const count = rows.length;
  const separator = deptSeparator(i18n.locale);
  // As Ark's Menu.Trigger gives them: the menu's element named only while it is mounted.
  const triggerProps = useCallback(
    (value: string) => {
      const props = menu.getTriggerProps({ value });
      return { ...props, 'aria-controls': menu.open ? props['aria-controls'] : undefined };
    },
    [menu],
  );

  // The badges' words, looked up once rather than by each row as it mounts.
  const roleWords = useMemo(
    () => ({
      corpAdmin: t({ id: 'memberTable.role.corpAdmin', message: 'Corp admin' }),
      deptAdmin: t({ id: 'memberTable.role.deptAdmin', message: 'Department admin' }),
    }),
    [t],
  );

  const columns = useMemo(
    (): DataTableColumn<MemberRow>[] => [
      {
        key: 'realName',
        header: t({ id: 'memberTable.column.realName', message: 'Name' }),
        rowHeader: true,
        width: '36',
        cell: (row) => <CellText>{row.realName}</CellText>,
      },
      {
        key: 'mobile',
        header: t({ id: 'memberTable.column.mobile', message: 'Mobile' }),
        width: '32',
        cell: (row) => <CellText>{row.mobile}</CellText>,
      },
      {
        key: 'account',
        header: t({ id: 'memberTable.column.account', message: 'Account' }),
        width: '40',
        cell: (row) => <CellText>{memberAccount(row)}</CellText>,
      },
      {
        key: 'departments',
        header: t({ id: 'memberTable.column.departments', message: 'Departments' }),
        cell: (row) => <CellText>{row.deptNameList.join(separator)}</CellText>,
      },
      {
        key: 'roles',
        header: t({ id: 'memberTable.column.roles', message: 'Roles' }),
        width: '44',
        cell: (row) => (
          <MemberRoles
            admin={row.admin ? roleWords.corpAdmin : undefined}
            deptAdmin={adminSet.has(row.userId) ? roleWords.deptAdmin : undefined}
          />
        ),
      },
    ],
    [t, separator, adminSet, roleWords],
  );

  // The same words on every row: looked up once, not on each row's mount.
  const editLabel = t({ id: 'memberTable.action.edit', message: 'Edit' });

  const actionsColumn = useMemo(
    (): DataTableProps<MemberRow>['actions'] =>
      hasActions
        ? {
            header: t({ id: 'memberTable.column.actions', message: 'Actions' }),
            width: '32',
            cell: (row: MemberRow) => {
              const name = row.realName;
              return (
                <div data-row-actions="">
                  {actions.edit ? (
                    <RowButton
                      label={editLabel}
                      aria-label={t({ id: 'memberTable.editRow', message: `Edit ${name}` })}
                      onClick={() => onRowAction('edit', row)}
                    />
                  ) : null}
                  {inMenu ? (
                    <RowMenuButton
                      {...triggerProps(row.userId)}
                      aria-label={t({
                        id: 'rowActions.more',
                        message: `More actions for ${name}`,
                      })}
                      busy={busyUserId === row.userId}
                    />
                  ) : null}
                </div>
              );
            },
          }
        : undefined,
    [t, editLabel, hasActions, inMenu, actions.edit, busyUserId, onRowAction, triggerProps],
  );

  return (
    <Box css={CELL_LAYOUT}>
      <DataTable
        label={label}
        columns={columns}
        rows={rows}
        rowKey={memberKey}
        actions={actionsColumn}
        selection={{
          selected: selectedSet,
          onChange: onSelectedChange,
          rowLabel: (row) => {
            const name = row.realName;
            return t({ id: 'memberTable.selectRow', message: `Select ${name}` });
          },
          pageLabel: t({
            id: 'memberTable.selectAll',
            message: `Select all ${count} loaded members`,
          }),
        }}
        virtual={{ maxH, minW: '4xl' }}
      />
    </Box>
  );
}

const memberKey = (row: MemberRow) => row.userId;

/** The member's roles as badges, given their words, cut to the cell so the row keeps its one line. */
function MemberRoles({ admin, deptAdmin }: { admin?: string; deptAdmin?: string }) {
  // Most members have no role: their cell stays empty, one element fewer in each row that mounts.
  if (!admin && !deptAdmin) return null;
  return (
    <div data-roles="">
      {admin ? <RowBadge palette="brand">{admin}</RowBadge> : null}
      {deptAdmin ? <RowBadge palette="green">{deptAdmin}</RowBadge> : null}
    </div>
  );
}
