export { RegisterAccountForm } from './register-account-form';
export type {
  RegisterAccountFormProps,
  RegisterAccountSubmitDetails,
} from './register-account-form';
