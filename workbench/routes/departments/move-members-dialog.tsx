import { useLingui } from '@lingui/react/macro';
import { DeptPickerDialog } from './dept-picker-dialog';
import type { MemberRow } from '../../../shared/domain/org';
import type { DeptInfo } from '../../../shared/payloads/dept';

export interface MoveMembersDialogProps {
  rows: readonly MemberRow[];
  depts: readonly DeptInfo[];
  /** Moves the members to the picked department; a rejection keeps the dialog open. */
  onMove: (toDeptId: string) => Promise<void>;
  onClose: () => void;
}

/** Moves members to one department, out of every other they are in. */
export function MoveMembersDialog({ rows, depts, onMove, onClose }: MoveMembersDialogProps) {
  const { t } = useLingui();
  const name = rows[0]?.realName ?? '';
  const count = rows.length;
  return (
    <DeptPickerDialog
      title={t({ id: 'departments.moveMembers.title', message: 'Move to department' })}
      description={
        count === 1
          ? t({
              id: 'departments.moveMembers.one',
              message: `${name} will be in the department you choose, and in no other.`,
            })
          : t({
              id: 'departments.moveMembers.many',
              message: `${count} members will be in the department you choose, and in no other.`,
            })
      }
      depts={depts}
      confirmLabel={t({ id: 'departments.moveMembers.confirm', message: 'Move' })}
      onPick={onMove}
      onClose={onClose}
    />
  );
}
