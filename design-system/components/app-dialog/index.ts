export { AppDialog, AppDialogBody } from './app-dialog';
export type { AppDialogProps, AppDialogBodyProps, AppDialogOpenChangeDetails } from './app-dialog';
export { ConfirmDialog } from './confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog';
export { AlertDialog } from './alert-dialog';
export type { AlertDialogProps } from './alert-dialog';
