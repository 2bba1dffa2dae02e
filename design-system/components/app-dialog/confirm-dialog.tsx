import type { ReactNode } from 'react';
import { AppDialog, type AppDialogOpenChangeDetails } from './app-dialog';

export interface ConfirmDialogProps {
  /** The question, e.g. 删除部门. It names the dialog. */
  title: ReactNode;
  /** What will happen, in a sentence; it describes the dialog. */
  message: ReactNode;
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /**
   * Called when Confirm is pressed; the owner closes the dialog when it is done. A returned promise
   * keeps Confirm busy, and a second press meanwhile does nothing.
   */
  onConfirm: () => void | PromiseLike<unknown>;
  /** Called once when the user backs out: Cancel or Escape. @default undefined */
  onCancel?: () => void;
  /** Called when the dialog asks to close (Cancel or Escape). @default undefined */
  onOpenChange?: (details: AppDialogOpenChangeDetails) => void;
  /** A red Confirm for an action that deletes or cannot be undone; focus then starts on Cancel. @default false */
  destructive?: boolean;
  /** The Confirm button's label, e.g. 删除. @default the catalogue's 'dialog.confirm' (确定) */
  confirmLabel?: ReactNode;
  /** The Cancel button's label. @default the catalogue's 'dialog.cancel' (取消) */
  cancelLabel?: ReactNode;
  /** Confirm is busy; Cancel stays enabled, Escape does nothing. @default false */
  confirmLoading?: boolean;
}

/**
 * Asks the user to confirm one action. It interrupts the page, so it is an alertdialog: a screen
 * reader reads the title and the message at once. A mask click does not dismiss it (a stray click
 * must not answer the question); before a destructive action focus starts on Cancel.
 */
export function ConfirmDialog({
  title,
  message,
  open,
  onConfirm,
  onCancel,
  onOpenChange,
  destructive = false,
  confirmLabel,
  cancelLabel,
  confirmLoading = false,
}: ConfirmDialogProps) {
  return (
    <AppDialog
      role="alertdialog"
      title={title}
      description={message}
      open={open}
      onConfirm={onConfirm}
      onCancel={onCancel}
      onOpenChange={onOpenChange}
      destructive={destructive}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      confirmLoading={confirmLoading}
      showCloseButton={false}
      closeOnInteractOutside={false}
      initialFocus={destructive ? 'cancel' : 'confirm'}
    />
  );
}

ConfirmDialog.displayName = 'ConfirmDialog';
