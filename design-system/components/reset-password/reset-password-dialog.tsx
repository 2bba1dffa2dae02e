import { useLingui } from '@lingui/react/macro';
import { AppDialog } from '../app-dialog';
import { ResetPasswordForm, type ResetPasswordFormProps } from './reset-password-form';

export interface ResetPasswordDialogProps extends ResetPasswordFormProps {
  /** Whether the dialog shows. */
  open: boolean;
  /** Called when the person closes the dialog. */
  onClose: () => void;
}

/**
 * The reset-password form as a modal of 442 x 372 (docs/product.md §2). The form brings its own
 * confirm button, so the dialog has no footer; the body scrolls when error messages or a long
 * language need more height, so the dialog keeps its size.
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
      showFooter={false}
    >
      <ResetPasswordForm {...form} />
    </AppDialog>
  );
}

ResetPasswordDialog.displayName = 'ResetPasswordDialog';
