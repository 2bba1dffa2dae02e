export { FindPasswordAccountForm } from './find-password-account-form';
export type { FindPasswordAccountFormProps } from './find-password-account-form';
