import { Field, Input, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AppDialog } from '../../../design-system/components/app-dialog';
import { ErrorAlert } from '../../../design-system/components/error-alert';
import { useSubmission } from '../../../design-system/utils/use-submission';
import { deptNameProblem, type NameProblem } from './dept-rules';
import { FieldMessage } from '../../../design-system/components/field-message';

export interface DeptNameDialogProps {
  /** 'add' names a new sub-department of parentName; 'rename' changes the name given. */
  mode: 'add' | 'rename';
  /** The parent ('add') or the department itself ('rename'). */
  deptName: string;
  /** Saves the trimmed name; a rejection keeps the dialog open with the name as typed. */
  onSave: (name: string) => Promise<void>;
  onClose: () => void;
}

/** Adds a sub-department or renames one: a name of 1 to 50 characters. */
export function DeptNameDialog({ mode, deptName, onSave, onClose }: DeptNameDialogProps) {
  const { t } = useLingui();
  const [name, setName] = useState(mode === 'rename' ? deptName : '');
  const [problem, setProblem] = useState<NameProblem | undefined>(undefined);
  const { busy, error, run } = useSubmission(
    t({ id: 'departments.name.failed', message: 'The department was not saved. Try again.' }),
  );

  const submit = () => {
    const found = deptNameProblem(name);
    setProblem(found);
    if (found) return;
    return run(() => onSave(name.trim()));
  };

  const problemText =
    problem === 'empty'
      ? t({ id: 'departments.name.empty', message: 'Enter a department name' })
      : t({
          id: 'departments.name.tooLong',
          message: 'A department name has at most 50 characters',
        });

  return (
    <AppDialog
      open
      title={
        mode === 'add'
          ? t({ id: 'departments.add.title', message: `Add a department under ${deptName}` })
          : t({ id: 'departments.rename.title', message: `Rename ${deptName}` })
      }
      confirmLabel={
        mode === 'add'
          ? t({ id: 'departments.add.confirm', message: 'Add' })
          : t({ id: 'departments.rename.confirm', message: 'Save' })
      }
      confirmLoading={busy}
      onConfirm={submit}
      onOpenChange={({ open }) => !open && onClose()}
    >
      <Stack gap="3">
        <Field.Root invalid={problem !== undefined} required>
          <Field.Label>
            {t({ id: 'departments.name.label', message: 'Department name' })}
          </Field.Label>
          <Input
            size="sm"
            value={name}
            autoComplete="off"
            onChange={(event) => {
              setName(event.target.value);
              setProblem(undefined);
            }}
          />
          <FieldMessage error={problem ? problemText : undefined} />
        </Field.Root>
        <ErrorAlert message={error} />
      </Stack>
    </AppDialog>
  );
}
