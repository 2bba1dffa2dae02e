import { useLingui } from '@lingui/react/macro';
import { AppDialog } from '../app-dialog';
import { ResetPasswordForm, type ResetPasswordFormProps } from './reset-password-form';

export interface ResetPasswordDialogProps extends Omit<ResetPasswordFormProps, 'layout'> {
  /** Whether the dialog shows. */
  open: boolean;
  /** Called when the person closes the dialog. */
  onClose: () => void;
}

/**
 * The reset-password form as a modal of 442 x 372 (docs/product.md §2), in the form's dialog
 * layout: every field and Confirm fit, and should a language need more height, only the fields
 * scroll (with a shadow at the edge) while Confirm stays in view below them.
 */
export function ResetPasswordDialog({ open, onClose, ...form }: ResetPasswordDialogProps) {
  const { t } = useLingui();
  return (
    <AppDialog
      open={open}
      onOpenChange={({ open: next }) => !next && onClose()}
      title={t({ id: 'kdcloudPassWord.title', message: 'Reset password' })}
      width="resetModalWidth"
      height="resetModalHeight"
      ownSections
      density="compact"
    >
      <ResetPasswordForm {...form} layout="dialog" />
    </AppDialog>
  );
}

ResetPasswordDialog.displayName = 'ResetPasswordDialog';
