export { ImageCaptchaOverlay } from './image-captcha-overlay';
export type { ImageCaptchaOverlayProps, ImageCaptchaCloseDetails } from './image-captcha-overlay';
export { tipCharacters } from './captcha-tip';
export { markerPercent, toImagePixels, toImageSrc } from './image-pixels';
export type { ClientPoint, DisplayedRect, NaturalSize } from './image-pixels';
export { imageCaptchaMessages } from './messages';
export type {
  CaptchaClick,
  CaptchaRegisterPayload,
  GeetestResult,
  GeetestV3Result,
  GeetestV4Result,
  ImageCaptchaChallenge,
  ImageCaptchaVerifyDetails,
} from '../../../shared/domain/captcha';
