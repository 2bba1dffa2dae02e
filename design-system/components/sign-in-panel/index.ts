export { SignInPanel } from './sign-in-panel';
export type { SignInPanelProps, SignInMethodTab } from './sign-in-panel';
export { PasswordSignInForm } from './password-sign-in-form';
export type { PasswordSignInFormProps, PasswordSignInDetails } from './password-sign-in-form';
export { SmsSignInForm } from './sms-sign-in-form';
export type { SmsSignInFormProps, SmsSignInDetails } from './sms-sign-in-form';
export { AuthorizationCodeSignInForm } from './authorization-code-sign-in-form';
export type {
  AuthorizationCodeSignInFormProps,
  AuthorizationCodeSignInDetails,
} from './authorization-code-sign-in-form';
export { QrSignInTab } from './qr-sign-in-tab';
export type { QrSignInTabProps } from './qr-sign-in-tab';
export { SignInAgreement, useAgreement } from './sign-in-agreement';
export type { SignInAgreementProps } from './sign-in-agreement';
export { loginTypeOf } from './login-type';
