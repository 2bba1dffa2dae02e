export {
  WechatTwoFactorSetupDialog,
  type WechatTwoFactorSetupDialogProps,
  type WechatTwoFactorSetupState,
} from './wechat-two-factor-setup-dialog';
