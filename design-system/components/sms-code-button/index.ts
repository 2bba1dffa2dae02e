export { SmsCodeButton } from './sms-code-button';
export type { SmsCodeButtonProps, SmsCodeButtonErrorDetails } from './sms-code-button';
