export { AppToaster } from './toaster';
export type { AppToasterProps } from './toaster';
export { showErrorToast, showSuccessToast, toaster } from './toaster-store';
export type { ToastMessage } from './toaster-store';
export {
  loadToasterStore,
  raiseErrorToast,
  raiseSuccessToast,
  subscribeToToaster,
  toasterLoaded,
} from './toaster-loader';
