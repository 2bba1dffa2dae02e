export { DialogLoading, DialogSuspense, DIALOG_LOADING_DELAY_MS } from './dialog-suspense';
export type { DialogSuspenseProps } from './dialog-suspense';
export { DialogLoadFailed } from './dialog-load-failed';
export type { DialogLoadFailedProps } from './dialog-load-failed';
export { lazyDialog, LazyDialogBoundary } from './lazy-dialog';
export type { LazyDialogBoundaryProps } from './lazy-dialog';
