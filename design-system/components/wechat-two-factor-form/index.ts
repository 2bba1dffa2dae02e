export { WechatTwoFactorForm } from './wechat-two-factor-form';
export type { WechatTwoFactorFormProps, WechatTwoFactorState } from './wechat-two-factor-form';
