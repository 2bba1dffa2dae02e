export { ResetPasswordForm } from './reset-password-form';
export type { ResetPasswordFormProps, ResetPasswordSubmitDetails } from './reset-password-form';
export { ResetPasswordDialog } from './reset-password-dialog';
export type { ResetPasswordDialogProps } from './reset-password-dialog';
export { resetPasswordNextStep } from './next-step';
export type { ResetPasswordNextStep } from './next-step';
