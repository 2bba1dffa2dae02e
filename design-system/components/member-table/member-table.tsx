import { Button, Flex, Stack, Text, type BoxProps } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MemberRow } from '../../../shared/domain/org';
import { errorMessage } from '../../utils/error-message';
import { useSubmitGuard } from '../../utils/use-submit-guard';
import { DialogSuspense, lazyDialog } from '../dialog-suspense';
import { ListState, type ListStatus } from '../list-state';
import { Pagination, type PaginationChangeDetails } from '../pagination';
import { MemberGrid, type RowAction } from './member-grid';
import { withoutIds } from './selection';

// The confirmation, and the dialog machinery with it, loads when a deletion is first asked for.
const ConfirmDialog = lazyDialog(() => import('../app-dialog/confirm-dialog'), 'ConfirmDialog');

export interface MemberTableProps {
  /** The members to show: the current page, or the whole list (it is virtualised either way). */
  rows: readonly MemberRow[];
  /** How many members the whole list holds, for the pagination. @default rows.length */
  total?: number;
  /** The page shown, from 1. @default 1 */
  page?: number;
  /** Rows per page. @default TABLE_PAGE_SIZE (10) */
  pageSize?: number;
  /**
   * Called when the user asks for another page or page size; the owner loads it. Leave undefined
   * for a whole list in one virtualised view: no pagination is shown. The selection is cleared
   * first, as it only ever covers the rows loaded.
   * @default undefined
   */
  onPageChange?: (details: PaginationChangeDetails) => void;
  /**
   * What the list shows besides rows. 'ready' with no rows shows the empty state.
   * @default 'ready'
   */
  status?: ListStatus;
  /** Why loading failed (the server's description). @default the catalogue's 'listState.error' */
  errorMessage?: ReactNode;
  /** Offers a retry after a failure. @default undefined */
  onRetry?: () => void;
  /** What an empty department says. @default the catalogue's 'memberTable.empty' */
  emptyMessage?: ReactNode;
  /** What a search that matched nobody says. @default the catalogue's 'memberTable.noMatch' */
  noMatchMessage?: ReactNode;
  /** The selected members' userIds (controlled). Ids of rows not loaded are ignored. */
  selectedIds: readonly string[];
  /** Called with the next selection: a box, select-all, Clear, a page change or a delete. */
  onSelectedIdsChange: (selectedIds: string[]) => void;
  /** The userIds of the department's admins: they get a department-admin badge. @default [] */
  deptAdminIds?: readonly string[];
  /**
   * Makes the member a department admin (admin true) or no longer (false). The row's menu offers
   * it when given; the row's button is busy while the promise runs, and a rejection's message is
   * shown above the table.
   * @default undefined (no such menu item)
   */
  onSetDeptAdmin?: (row: MemberRow, admin: boolean) => Promise<void> | void;
  /**
   * Asks the owner to move these members to another department (it opens its department picker).
   * Offered in each row's menu and, for the selection, in the batch bar.
   * @default undefined (no move action)
   */
  onMove?: (rows: MemberRow[]) => void;
  /** Asks the owner to edit this member (it opens its form). @default undefined (no edit item) */
  onEdit?: (row: MemberRow) => void;
  /**
   * Deletes these members from the corp. With confirmDelete (the default) the table asks first
   * in a destructive confirmation, keeps it open and busy while the promise runs, shows a
   * rejection's message in it, and drops the deleted ids from the selection on success. Without,
   * it calls straight away, so the owner can verify by SMS (MobileVerificationDialog) instead.
   * @default undefined (no delete action)
   */
  onDelete?: (rows: MemberRow[]) => Promise<void> | void;
  /** Whether the table asks for confirmation before onDelete. @default true */
  confirmDelete?: boolean;
  /** Names the table and its scroll region. @default the catalogue's 'memberTable.label' (Members) */
  label?: string;
  /** The scroll region's maximum height, as a size token. @default 'xl' */
  maxH?: BoxProps['maxH'];
}

/** The delete confirmation; its rows stay while it closes, so its text does not change mid-exit. */
interface DeleteConfirmation {
  open: boolean;
  rows: MemberRow[];
  error?: string;
}

const CLOSED: DeleteConfirmation = { open: false, rows: [] };

/**
 * The members of a department (issue 5): select them one by one or all loaded at once, act on a
 * row from its menu (department admin, move, edit, delete from the corp) or on the selection from
 * the batch bar, and page through. Rows are virtualised: 10,000 members keep a few screens of rows
 * in the DOM. It stays a real table: column headers, a row header with the member's name, and
 * aria-rowcount and aria-rowindex so a screen reader knows each row's place in the whole list.
 */
export function MemberTable({
  rows,
  total,
  page = 1,
  pageSize,
  onPageChange,
  status = 'ready',
  errorMessage: loadError,
  onRetry,
  emptyMessage,
  noMatchMessage,
  selectedIds,
  onSelectedIdsChange,
  deptAdminIds,
  onSetDeptAdmin,
  onMove,
  onEdit,
  onDelete,
  confirmDelete = true,
  label,
  maxH = 'xl',
}: MemberTableProps) {
  const { t } = useLingui();
  const [actionError, setActionError] = useState<string | undefined>(undefined);
  const rowAction = useSubmitGuard();
  const [busyUserId, setBusyUserId] = useState<string | undefined>(undefined);
  const [confirmation, setConfirmation] = useState<DeleteConfirmation>(CLOSED);

  const selectedSet = useMemo(() => new Set(selectedIds), [selectedIds]);
  const adminSet = useMemo(() => new Set(deptAdminIds), [deptAdminIds]);
  const loadedIds = useMemo(() => rows.map((row) => row.userId), [rows]);
  const selectedRows = useMemo(
    () => rows.filter((row) => selectedSet.has(row.userId)),
    [rows, selectedSet],
  );

  // A deletion confirmed after the selection changed drops the ids from the current selection.
  const latest = useRef({ selectedIds, onSelectedIdsChange });
  useLayoutEffect(() => {
    latest.current = { selectedIds, onSelectedIdsChange };
  });

  const listStatus: ListStatus = status === 'ready' && rows.length === 0 ? 'empty' : status;

  const setDeptAdmin = (row: MemberRow, admin: boolean) =>
    rowAction.run(async () => {
      if (!onSetDeptAdmin) return;
      setActionError(undefined);
      setBusyUserId(row.userId);
      try {
        await onSetDeptAdmin(row, admin);
      } catch (error) {
        setActionError(
          errorMessage(
            error,
            t({ id: 'memberTable.actionFailed', message: 'The action failed. Try again.' }),
          ),
        );
      } finally {
        setBusyUserId(undefined);
      }
    });

  const deleteFailedText = () =>
    t({ id: 'memberTable.deleteFailed', message: 'The members could not be deleted. Try again.' });

  const requestDelete = async (targets: MemberRow[]) => {
    if (!onDelete || targets.length === 0) return;
    setActionError(undefined);
    if (confirmDelete) {
      setConfirmation({ open: true, rows: targets });
      return;
    }
    try {
      await onDelete(targets);
    } catch (error) {
      setActionError(errorMessage(error, deleteFailedText()));
    }
  };

  const confirmDeletion = async () => {
    if (!onDelete || !confirmation.open) return;
    const targets = confirmation.rows;
    setConfirmation({ open: true, rows: targets });
    try {
      await onDelete(targets);
      setConfirmation((current) => ({ ...current, open: false }));
      const { selectedIds: current, onSelectedIdsChange: change } = latest.current;
      const remaining = withoutIds(
        current,
        targets.map((row) => row.userId),
      );
      if (remaining.length !== current.length) change(remaining);
    } catch (error) {
      const failure = errorMessage(error, deleteFailedText());
      // Shown in the confirmation; one the user has closed meanwhile stays closed.
      setConfirmation((current) => ({ ...current, error: failure }));
    }
  };

  const runRowAction = (action: RowAction, row: MemberRow) => {
    if (action === 'edit') onEdit?.(row);
    else if (action === 'move') onMove?.([row]);
    else if (action === 'deptAdmin') void setDeptAdmin(row, !adminSet.has(row.userId));
    else void requestDelete([row]);
  };

  const changePage = (details: PaginationChangeDetails) => {
    if (selectedIds.length > 0) onSelectedIdsChange([]);
    onPageChange?.(details);
  };

  const tableLabel = label ?? t({ id: 'memberTable.label', message: 'Members' });
  const showPagination =
    onPageChange !== undefined &&
    (total ?? rows.length) > 0 &&
    (listStatus === 'ready' || listStatus === 'loading');

  return (
    <Stack gap="3" minW="none">
      {actionError !== undefined && (
        <Text role="alert" textStyle="sm" color="fg.error">
          {actionError}
        </Text>
      )}
      {listStatus === 'ready' && selectedRows.length > 0 && (
        <BatchBar
          count={selectedRows.length}
          onMove={onMove ? () => onMove(selectedRows) : undefined}
          onDelete={onDelete ? () => void requestDelete(selectedRows) : undefined}
          onClear={() => onSelectedIdsChange(withoutIds(selectedIds, loadedIds))}
        />
      )}
      <ListState
        status={listStatus}
        errorMessage={loadError}
        onRetry={onRetry}
        emptyMessage={
          emptyMessage ??
          t({ id: 'memberTable.empty', message: 'No members in this department yet.' })
        }
        noMatchMessage={
          noMatchMessage ??
          t({ id: 'memberTable.noMatch', message: 'No members match your search.' })
        }
      >
        <MemberGrid
          rows={rows}
          label={tableLabel}
          maxH={maxH}
          selectedSet={selectedSet}
          adminSet={adminSet}
          busyUserId={busyUserId}
          actions={{
            edit: onEdit !== undefined,
            move: onMove !== undefined,
            deptAdmin: onSetDeptAdmin !== undefined,
            delete: onDelete !== undefined,
          }}
          // The set keeps the ids' order: kept ones where they were, new ones at the end.
          onSelectedChange={(next) => onSelectedIdsChange([...next])}
          onRowAction={runRowAction}
        />
      </ListState>
      {showPagination && (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={total ?? rows.length}
          onChange={changePage}
        />
      )}
      {/* Once asked for, it stays mounted so that it can animate out. */}
      {onDelete && confirmDelete && confirmation.rows.length > 0 && (
        <DialogSuspense>
          <ConfirmDialog
            open={confirmation.open}
            destructive
            title={t({ id: 'memberTable.deleteTitle', message: 'Delete from corp' })}
            message={<DeleteMessage confirmation={confirmation} />}
            confirmLabel={t({ id: 'memberTable.deleteConfirm', message: 'Delete' })}
            onConfirm={confirmDeletion}
            onOpenChange={({ open }) => {
              if (!open) setConfirmation((current) => ({ ...current, open: false }));
            }}
          />
        </DialogSuspense>
      )}
    </Stack>
  );
}

MemberTable.displayName = 'MemberTable';

function DeleteMessage({ confirmation }: { confirmation: DeleteConfirmation }) {
  const { t } = useLingui();
  const [first] = confirmation.rows;
  const name = first?.realName ?? '';
  const count = confirmation.rows.length;
  return (
    <>
      {count === 1
        ? t({
            id: 'memberTable.deleteOne',
            message: `Delete ${name} from the corp? They will lose access to its departments and services.`,
          })
        : t({
            id: 'memberTable.deleteMany',
            message: `Delete ${count} members from the corp? They will lose access to its departments and services.`,
          })}
      {confirmation.error !== undefined && (
        <Text as="span" role="alert" display="block" mt="2" color="fg.error">
          {confirmation.error}
        </Text>
      )}
    </>
  );
}

interface BatchBarProps {
  count: number;
  onMove?: () => void;
  onDelete?: () => void;
  onClear: () => void;
}

/** Acts on the selected members; it shows only while some are selected. */
function BatchBar({ count, onMove, onDelete, onClear }: BatchBarProps) {
  const { t } = useLingui();
  return (
    <Flex
      role="toolbar"
      aria-label={t({ id: 'memberTable.batchLabel', message: 'Selected members' })}
      align="center"
      wrap="wrap"
      gap="2"
      px="3"
      py="2"
      bg="brand.subtle"
      borderRadius="panel"
    >
      <Text textStyle="sm" fontWeight="medium" flex="1" aria-live="polite">
        {t({ id: 'memberTable.selectedCount', message: `${count} selected` })}
      </Text>
      {onMove && (
        <Button size="xs" variant="outline" bg="bg" onClick={onMove}>
          <Trans id="memberTable.action.move">Move to department</Trans>
        </Button>
      )}
      {onDelete && (
        <Button size="xs" variant="outline" bg="bg" colorPalette="red" onClick={onDelete}>
          <Trans id="memberTable.action.delete">Delete from corp</Trans>
        </Button>
      )}
      <Button size="xs" variant="ghost" onClick={onClear}>
        <Trans id="memberTable.clearSelection">Clear selection</Trans>
      </Button>
    </Flex>
  );
}
