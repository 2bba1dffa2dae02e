export { DialogLoading, DialogSuspense, DIALOG_LOADING_DELAY_MS } from './dialog-suspense';
export type { DialogSuspenseProps } from './dialog-suspense';
