export { QrLoginPanel } from './qr-login-panel';
export type { QrLoginPanelProps } from './qr-login-panel';
export { qrLoginPanelState } from './qr-panel-state';
export type { QrLoginPanelState } from './qr-panel-state';
