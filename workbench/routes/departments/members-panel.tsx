import { Box, Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { MemberSearchField } from '../../../design-system/components/member-search-field';
import { MemberTable, useMemberCsvColumns } from '../../../design-system/components/member-table';
import { lastPage } from '../../../shared/validation/page-jump';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { DEFAULT_PAGE, TABLE_PAGE_SIZE } from '../../../shared/constants';
import { DialogSuspense, lazyDialog } from '../../../design-system/components/dialog-suspense';
import {
  useDeleteUsers,
  useDeptMembers,
  useDeptMembersExport,
  useEditDeptUser,
  useMoveDeptUser,
  useSetDeptAdmin,
} from '../../data/dept';
import { quietly } from './dept-rules';
import type { MemberRow } from '../../../shared/domain/org';
import type { DeptInfo } from '../../../shared/payloads/dept';
import { listFailure } from '../list-failure';
import { CsvExport } from '../csv-export';
import { useCurrentCorp } from '../../data/current-corp';
import { useRevealMemberValue } from '../../data/system';

// The dialogs, and the dialog machinery with them, load when first opened.
const DeleteMembersDialog = lazyDialog(
  () => import('./delete-members-dialog'),
  'DeleteMembersDialog',
);
const EditMemberDialog = lazyDialog(() => import('./edit-member-dialog'), 'EditMemberDialog');
const MoveMembersDialog = lazyDialog(() => import('./move-members-dialog'), 'MoveMembersDialog');
// With papaparse and the import's rules.
const MemberImportDialog = lazyDialog(() => import('./member-import-dialog'), 'MemberImportDialog');

/** A dialog of the member list, and the members it acts on. */
type MemberDialog =
  | { kind: 'move'; rows: MemberRow[] }
  | { kind: 'edit'; row: MemberRow }
  | { kind: 'delete'; rows: MemberRow[] }
  | { kind: 'import' };

export interface MembersPanelProps {
  /** The department whose members (with its sub-departments') are listed. */
  dept: DeptInfo;
  /** Every department, for the move's picker. */
  depts: readonly DeptInfo[];
  /** The search the list starts with (the address's `member`). @default '' */
  initialSearch?: string;
}

/**
 * The members of a department and of the departments under it (corpDeptUserList with fetchChild),
 * searched and paged, with the row and batch actions: department admin, move, edit, and delete
 * from the corp confirmed by SMS. The owner gives it a key per department, so a new department
 * starts at page 1 with no search and nothing selected.
 */
export function MembersPanel({ dept, depts, initialSearch = '' }: MembersPanelProps) {
  const { t } = useLingui();
  const headingId = useId();
  const deptName = dept.name;
  const [key, setKey] = useState(initialSearch);
  const [page, setPage] = useState(DEFAULT_PAGE);
  const [pageSize, setPageSize] = useState(TABLE_PAGE_SIZE);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [dialog, setDialog] = useState<MemberDialog | null>(null);

  const members = useDeptMembers({
    deptId: dept.deptId,
    fetchChild: true,
    key,
    currentPage: page,
    pageSize,
  });
  const setDeptAdmin = useSetDeptAdmin();
  const moveMembers = useMoveDeptUser();
  const editMember = useEditDeptUser();
  const { trigger: revealMember } = useRevealMemberValue();
  const deleteUsers = useDeleteUsers();
  const membersExport = useDeptMembersExport();
  const csvColumns = useMemberCsvColumns(dept.adminUserIds);
  const { data: current } = useCurrentCorp();
  // Inviting is a corp admin's (batchsend refuses others).
  const corpAdmin = current && !current.needsSecondCheck && current.data?.admin === true;

  const search = (searched: string) => {
    setKey(searched);
    setPage(DEFAULT_PAGE);
    setSelectedIds([]);
  };

  const result = members.data;
  const rows = result?.list ?? [];
  const status = members.error
    ? 'error'
    : !result
      ? 'loading'
      : rows.length === 0 && key !== ''
        ? 'noMatch'
        : 'ready';

  // Deleting or moving the last rows of the last page leaves it empty: show the new last page.
  if (result && result.total > 0 && page > lastPage(result.total, pageSize))
    setPage(lastPage(result.total, pageSize));

  const close = () => setDialog(null);
  const dropSelected = (userIds: readonly string[]) =>
    setSelectedIds((current) => current.filter((id) => !userIds.includes(id)));

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" flex="1" minW="none">
      <Heading as="h2" size="md" id={headingId}>
        {t({ id: 'departments.members.heading', message: `Members of ${deptName}` })}
      </Heading>
      <Flex gap="3" wrap="wrap" align="flex-start">
        <Box flex="1" minW="60" maxW="md">
          <MemberSearchField onSearch={search} defaultValue={initialSearch} />
        </Box>
        <CsvExport
          exporter={membersExport}
          query={{ deptId: dept.deptId, fetchChild: true, key }}
          columns={csvColumns}
          area="members"
          empty={result?.total === 0}
        />
        {corpAdmin ? (
          <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'import' })}>
            {t({ id: 'memberImport.open', message: 'Import members' })}
          </Button>
        ) : null}
      </Flex>

      <MemberTable
        rows={rows}
        total={result?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={(details) => {
          setPage(details.page);
          setPageSize(details.pageSize);
        }}
        status={status}
        errorMessage={listFailure(
          t({
            id: 'departments.members.failed',
            message: 'The members could not be loaded.',
          }),
          members.error,
        )}
        onRetry={() => void members.mutate()}
        selectedIds={selectedIds}
        onSelectedIdsChange={setSelectedIds}
        deptAdminIds={dept.adminUserIds}
        onSetDeptAdmin={async (row, admin) => {
          await quietly(setDeptAdmin.trigger({ deptId: dept.deptId, userId: row.userId, admin }));
          const name = row.realName;
          raiseSuccessToast({
            description: admin
              ? t({
                  id: 'departments.admin.set',
                  message: `${name} is now an admin of ${deptName}.`,
                })
              : t({
                  id: 'departments.admin.unset',
                  message: `${name} is no longer an admin of ${deptName}.`,
                }),
          });
        }}
        onMove={(targets) => setDialog({ kind: 'move', rows: targets })}
        onEdit={(row) => setDialog({ kind: 'edit', row })}
        onDelete={(targets) => setDialog({ kind: 'delete', rows: targets })}
        confirmDelete={false}
      />

      <DialogSuspense>
        {dialog?.kind === 'move' ? (
          <MoveMembersDialog
            rows={dialog.rows}
            depts={depts}
            onMove={async (toDeptId) => {
              const userIds = dialog.rows.map((row) => row.userId);
              // Out of every department they are in: rows listed from sub-departments are not in
              // the one selected, so a fromDeptId would refuse them.
              await quietly(moveMembers.trigger({ userIds, toDeptId }));
              const target = depts.find((item) => item.deptId === toDeptId)?.name ?? '';
              const count = userIds.length;
              raiseSuccessToast({
                description: t({
                  id: 'departments.moveMembers.done',
                  message: `Moved ${count} to ${target}.`,
                }),
              });
              dropSelected(userIds);
              close();
            }}
            onClose={close}
          />
        ) : null}
        {dialog?.kind === 'edit' ? (
          <EditMemberDialog
            member={dialog.row}
            onSave={async (input) => {
              await quietly(editMember.trigger(input));
              const name = input.realName ?? dialog.row.realName;
              raiseSuccessToast({
                description: t({ id: 'departments.edit.done', message: `${name} was saved.` }),
              });
              close();
            }}
            onRevealMobile={async () =>
              (await revealMember({ value: dialog.row.mobileEncry })).value
            }
            onClose={close}
          />
        ) : null}

        {dialog?.kind === 'import' ? <MemberImportDialog depts={depts} onClose={close} /> : null}

        {dialog?.kind === 'delete' ? (
          <DeleteMembersDialog
            members={dialog.rows}
            onConfirm={async (vcode) => {
              const userIds = dialog.rows.map((row) => row.userId);
              await quietly(deleteUsers.trigger({ userIds, vcode }));
              const count = userIds.length;
              raiseSuccessToast({
                description: t({
                  id: 'departments.delete.done',
                  message: `Deleted ${count} from the company.`,
                }),
              });
              dropSelected(userIds);
              close();
            }}
            onClose={close}
          />
        ) : null}
      </DialogSuspense>
    </Stack>
  );
}
