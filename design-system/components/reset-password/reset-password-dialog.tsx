import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ResetPasswordForm, type ResetPasswordFormProps } from './reset-password-form';

export interface ResetPasswordDialogProps extends ResetPasswordFormProps {
  /** Whether the dialog shows. */
  open: boolean;
  /** Called when the person closes the dialog. */
  onClose: () => void;
}

/**
 * The reset-password form as a modal of 442 x 372 (spec section 2). The body scrolls when error
 * messages or a long language need more height, so the dialog keeps its size.
 */
export function ResetPasswordDialog({ open, onClose, ...form }: ResetPasswordDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: next }) => !next && onClose()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="resetModalWidth" maxW="full" h="resetModalHeight" maxH="full">
            <Dialog.Header pb="2">
              <Dialog.Title>
                {t({ id: 'kdcloudPassWord.title', message: 'Reset password' })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body overflowY="auto">
              <ResetPasswordForm {...form} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t({ id: 'dialog.close', message: 'Close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

ResetPasswordDialog.displayName = 'ResetPasswordDialog';
