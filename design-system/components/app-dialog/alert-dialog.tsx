import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AppDialog, type AppDialogOpenChangeDetails } from './app-dialog';

export interface AlertDialogProps {
  /** What happened, e.g. 密码已过期. It names the dialog. */
  title: ReactNode;
  /** The explanation (for a login error, often the server's description); it describes the dialog. */
  message: ReactNode;
  /** Whether the dialog is open. Leave undefined for a dialog that starts open and closes itself. @default undefined */
  open?: boolean;
  /** Called when the one button is pressed, before the dialog closes. @default undefined */
  onAcknowledge?: () => void;
  /** Called when the dialog closes: the button, or Escape. @default undefined */
  onOpenChange?: (details: AppDialogOpenChangeDetails) => void;
  /** The button's label, e.g. 去找回密码. @default the catalogue's 'dialog.acknowledge' (知道了) */
  acknowledgeLabel?: ReactNode;
  /** Whether Escape closes the alert without the button. @default true */
  closeOnEscape?: boolean;
}

/**
 * An alert with one acknowledge button (role alertdialog): the login errors of docs/product.md §8 that
 * stop the user, such as a reset or expired password. The workbench decides the text.
 */
export function AlertDialog({
  title,
  message,
  open,
  onAcknowledge,
  onOpenChange,
  acknowledgeLabel,
  closeOnEscape = true,
}: AlertDialogProps) {
  const { t } = useLingui();
  const isControlled = open !== undefined;
  return (
    <AppDialog
      role="alertdialog"
      title={title}
      description={message}
      open={open}
      defaultOpen={!isControlled}
      onOpenChange={onOpenChange}
      onConfirm={() => {
        onAcknowledge?.();
        // An uncontrolled AppDialog reports its own close; a controlled one is closed by its owner.
        if (isControlled) onOpenChange?.({ open: false });
      }}
      confirmLabel={acknowledgeLabel ?? t({ id: 'dialog.acknowledge', message: 'OK' })}
      showCancel={false}
      showCloseButton={false}
      closeOnInteractOutside={false}
      closeOnEscape={closeOnEscape}
      initialFocus="confirm"
    />
  );
}

AlertDialog.displayName = 'AlertDialog';
