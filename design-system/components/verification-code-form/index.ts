export { VerificationCodeForm } from './verification-code-form';
export type {
  VerificationCodeChannel,
  VerificationCodeFormProps,
  VerificationCodeSubmitDetails,
} from './verification-code-form';
