export { AppToaster, showErrorToast, showSuccessToast, toaster } from './toaster';
export type { AppToasterProps, ToastMessage } from './toaster';
