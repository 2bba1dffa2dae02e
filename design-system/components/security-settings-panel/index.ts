export { LINKED_ACCOUNTS_SECTION } from './binding-section';
export { SecuritySettingsPanel } from './security-settings-panel';
export type {
  LoginProtectChoice,
  SecuritySettingPart,
  SecuritySettingState,
  SecuritySettingsPanelProps,
} from './security-settings-panel';
export { maskEmail, PASSWORD_EXPIRY_DAY_OPTIONS } from './security-state';
