export { SmsCodeButton } from './sms-code-button';
export type { SmsCodeButtonProps, SmsCodeButtonErrorDetails } from './sms-code-button';
export { MobileCodeButton } from './mobile-code-button';
export type { MobileCodeButtonProps } from './mobile-code-button';
