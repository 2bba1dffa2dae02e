export { MobileVerificationDialog } from './mobile-verification-dialog';
export type { MobileVerificationDialogProps } from './mobile-verification-dialog';
