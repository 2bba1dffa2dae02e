import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AppDialog } from '../../../design-system/components/app-dialog';
import { DeptTree } from '../../../design-system/components/dept-tree';
import { ErrorAlert } from '../../../design-system/components/error-alert';
import { useSubmission } from '../../../design-system/utils/use-submission';
import type { DeptInfo } from '../../../shared/payloads/dept';

export interface DeptPickerDialogProps {
  title: string;
  /** What happens to what is moved, in a sentence. */
  description: string;
  /** The departments that may be picked (the tree is built from them). */
  depts: readonly DeptInfo[];
  confirmLabel: string;
  /** Moves to the picked department; a rejection keeps the dialog open with the pick. */
  onPick: (deptId: string) => Promise<void>;
  onClose: () => void;
}

/** Picks the department to move a department or members to, from a searchable tree. */
export function DeptPickerDialog({
  title,
  description,
  depts,
  confirmLabel,
  onPick,
  onClose,
}: DeptPickerDialogProps) {
  const { t } = useLingui();
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const [missing, setMissing] = useState(false);
  const { busy, error, run } = useSubmission(
    t({ id: 'departments.move.failed', message: 'The move did not go through. Try again.' }),
  );

  const submit = () => {
    if (picked === undefined) {
      setMissing(true);
      return;
    }
    return run(() => onPick(picked));
  };

  return (
    <AppDialog
      open
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      confirmLoading={busy}
      onConfirm={submit}
      onOpenChange={({ open }) => !open && onClose()}
    >
      <Stack gap="3">
        <DeptTree
          depts={depts}
          searchable
          maxH="72"
          label={t({ id: 'departments.move.treeLabel', message: 'Destination department' })}
          selectedIds={picked === undefined ? [] : [picked]}
          onSelectedIdsChange={([id]) => {
            setPicked(id);
            setMissing(false);
          }}
        />
        {missing ? (
          <Text role="alert" textStyle="sm" color="fg.error">
            {t({ id: 'departments.move.pick', message: 'Choose a department' })}
          </Text>
        ) : null}
        <ErrorAlert message={error} />
      </Stack>
    </AppDialog>
  );
}
