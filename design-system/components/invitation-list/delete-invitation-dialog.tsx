import { useLingui } from '@lingui/react/macro';
import type { Invitation } from '../../../shared/domain/invite';
import { AppDialog } from '../app-dialog';
import { ErrorAlert } from '../error-alert';

interface DeleteInvitationDialogProps {
  invitation: Invitation;
  /** The confirm button's words: the delete action's label. */
  confirmLabel: string;
  loading: boolean;
  /** Why the deletion was refused; the dialog stays open to show it. */
  failure: string | undefined;
  onConfirm: () => void | PromiseLike<unknown>;
  onCancel: () => void;
}

/** Asks before an invitation's record is deleted, naming the invitee. */
export function DeleteInvitationDialog({
  invitation,
  confirmLabel,
  loading,
  failure,
  onConfirm,
  onCancel,
}: DeleteInvitationDialogProps) {
  const { t } = useLingui();
  const confirmingName = invitation.realName || invitation.mobile;
  return (
    <AppDialog
      open
      role="alertdialog"
      title={t({ id: 'invitationList.delete.title', message: 'Delete invitation' })}
      description={t({
        id: 'invitationList.delete.message',
        message: `Delete the invitation of ${confirmingName}? The record is removed and cannot be restored.`,
      })}
      destructive
      confirmLabel={confirmLabel}
      confirmLoading={loading}
      onConfirm={onConfirm}
      onOpenChange={({ open }) => {
        if (!open) onCancel();
      }}
      showCloseButton={false}
      closeOnInteractOutside={false}
      initialFocus="cancel"
    >
      <ErrorAlert message={failure} />
    </AppDialog>
  );
}
