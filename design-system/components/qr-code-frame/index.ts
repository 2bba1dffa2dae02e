export { QrCodeFrame } from './qr-code-frame';
export type { QrCodeFrameOverlay, QrCodeFrameProps } from './qr-code-frame';
