import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { DeptTree } from '../../../design-system/components/dept-tree';
import { DialogSuspense, lazyDialog } from '../../../design-system/components/dialog-suspense';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { useAddDept, useDeleteDept, useUpdateDept } from '../../data/dept';
import { isFixedDept, moveTargets, quietly } from './dept-rules';
import type { DeptInfo } from '../../../shared/payloads/dept';
import { listFailure } from '../list-failure';
import type { ApiError } from '../../data/api-error';

// Each dialog, and the dialog machinery with them, loads when first opened.
const ConfirmDialog = lazyDialog(
  () => import('../../../design-system/components/app-dialog/confirm-dialog'),
  'ConfirmDialog',
);
const DeptNameDialog = lazyDialog(() => import('./dept-name-dialog'), 'DeptNameDialog');
const DeptPickerDialog = lazyDialog(() => import('./dept-picker-dialog'), 'DeptPickerDialog');

type DeptDialog = 'add' | 'rename' | 'move' | 'delete';

export interface DeptPanelProps {
  /** The departments as the list answers them; undefined while it loads. */
  depts: readonly DeptInfo[] | undefined;
  status: 'loading' | 'error' | 'ready';
  /** Why the departments could not be read, shown in the tree's place. @default undefined */
  error?: ApiError;
  onRetry: () => void;
  /** The department shown (the root until another is chosen). */
  selected: DeptInfo | undefined;
  onSelect: (deptId: string) => void;
}

/**
 * The department tree and what can be done to the selected department: add one under it, and
 * rename, move or delete it (not the root nor a system department). A deleted department hands
 * the selection to its parent.
 */
export function DeptPanel({ depts, status, error, onRetry, selected, onSelect }: DeptPanelProps) {
  const { t } = useLingui();
  const headingId = useId();
  const [dialog, setDialog] = useState<DeptDialog | null>(null);
  const addDept = useAddDept();
  const updateDept = useUpdateDept();
  const deleteDept = useDeleteDept();

  const close = () => setDialog(null);
  const fixed = selected === undefined || isFixedDept(selected);
  const name = selected?.name ?? '';

  const remove = async () => {
    if (!selected) return;
    try {
      await deleteDept.trigger({ deptId: selected.deptId });
    } catch {
      // The catalogue has toasted why (sub-departments or members still in it).
      close();
      return;
    }
    raiseSuccessToast({
      description: t({ id: 'departments.deleteDept.done', message: `${name} was deleted.` }),
    });
    onSelect(selected.parentId);
    close();
  };

  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="3"
      w={{ base: 'full', lg: '72' }}
      flexShrink="0"
    >
      <Heading as="h2" size="md" id={headingId}>
        {t({ id: 'departments.tree.heading', message: 'Departments' })}
      </Heading>
      <HStack gap="2" wrap="wrap">
        <Button
          size="xs"
          variant="outline"
          colorPalette="brand"
          disabled={!selected}
          onClick={() => setDialog('add')}
        >
          {t({ id: 'departments.tree.add', message: 'Add' })}
        </Button>
        <Button size="xs" variant="outline" disabled={fixed} onClick={() => setDialog('rename')}>
          {t({ id: 'departments.tree.rename', message: 'Rename' })}
        </Button>
        <Button size="xs" variant="outline" disabled={fixed} onClick={() => setDialog('move')}>
          {t({ id: 'departments.tree.move', message: 'Move' })}
        </Button>
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          disabled={fixed}
          onClick={() => setDialog('delete')}
        >
          {t({ id: 'departments.tree.delete', message: 'Delete' })}
        </Button>
      </HStack>
      <DeptTree
        depts={depts ?? []}
        status={status}
        errorMessage={listFailure(
          t({
            id: 'departments.tree.failed',
            message: 'The departments could not be loaded.',
          }),
          error,
        )}
        onRetry={onRetry}
        searchable
        maxH="xl"
        selectedIds={selected ? [selected.deptId] : []}
        onSelectedIdsChange={([id]) => {
          if (id !== undefined) onSelect(id);
        }}
      />

      <DialogSuspense>
        {selected && (dialog === 'add' || dialog === 'rename') ? (
          <DeptNameDialog
            mode={dialog}
            deptName={name}
            onSave={async (newName) => {
              if (dialog === 'add') {
                const added = await quietly(
                  addDept.trigger({ parentId: selected.deptId, name: newName }),
                );
                raiseSuccessToast({
                  description: t({
                    id: 'departments.add.done',
                    message: `${newName} was added.`,
                  }),
                });
                onSelect(added.deptId);
              } else {
                await quietly(updateDept.trigger({ deptId: selected.deptId, name: newName }));
                raiseSuccessToast({
                  description: t({
                    id: 'departments.rename.done',
                    message: `${name} is now ${newName}.`,
                  }),
                });
              }
              close();
            }}
            onClose={close}
          />
        ) : null}

        {selected && dialog === 'move' && depts ? (
          <DeptPickerDialog
            title={t({ id: 'departments.moveDept.title', message: `Move ${name}` })}
            description={t({
              id: 'departments.moveDept.description',
              message: `${name} and the departments under it will sit under the department you choose.`,
            })}
            depts={moveTargets(depts, selected.deptId)}
            confirmLabel={t({ id: 'departments.moveDept.confirm', message: 'Move' })}
            onPick={async (parentId) => {
              await quietly(updateDept.trigger({ deptId: selected.deptId, name, parentId }));
              const target = depts.find((dept) => dept.deptId === parentId)?.name ?? '';
              raiseSuccessToast({
                description: t({
                  id: 'departments.moveDept.done',
                  message: `${name} is now under ${target}.`,
                }),
              });
              close();
            }}
            onClose={close}
          />
        ) : null}

        {dialog === 'delete' ? (
          <ConfirmDialog
            open
            destructive
            title={t({ id: 'departments.deleteDept.title', message: 'Delete department' })}
            message={t({
              id: 'departments.deleteDept.message',
              message: `Delete ${name}? Only a department with no sub-departments and no members can be deleted.`,
            })}
            confirmLabel={t({ id: 'departments.deleteDept.confirm', message: 'Delete' })}
            confirmLoading={deleteDept.isMutating}
            onConfirm={remove}
            onOpenChange={({ open }) => !open && close()}
          />
        ) : null}
      </DialogSuspense>
    </Stack>
  );
}
