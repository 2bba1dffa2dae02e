export { BindMobileForm } from './bind-mobile-form';
export type { BindMobileFormProps, BindMobileSubmitDetails } from './bind-mobile-form';
