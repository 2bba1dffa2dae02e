import { msg } from '@lingui/core/macro';

/**
 * The overlay's messages as descriptors, so stories and tests can name buttons and prompts
 * through the same ids in every locale (a story's play runs in all six).
 */
export const imageCaptchaMessages = {
  title: msg({ id: 'imageCaptcha.title', message: 'Security check' }),
  close: msg({ id: 'imageCaptcha.close', message: 'Close' }),
  instruction: msg({
    id: 'imageCaptcha.instruction',
    message: 'Click the characters in this order: {characters}',
  }),
  imageAlt: msg({ id: 'imageCaptcha.imageAlt', message: 'Verification image: {characters}' }),
  clickCount: msg({ id: 'imageCaptcha.clickCount', message: 'Clicked: {count} / {length}' }),
  undo: msg({ id: 'imageCaptcha.undo', message: 'Undo' }),
  refresh: msg({ id: 'imageCaptcha.refresh', message: 'Refresh' }),
  loading: msg({ id: 'imageCaptcha.loading', message: 'Loading captcha…' }),
  loadError: msg({ id: 'imageCaptcha.loadError', message: 'Failed to load captcha' }),
  verifying: msg({ id: 'imageCaptcha.verifying', message: 'Verifying…' }),
  verifyFailed: msg({
    id: 'imageCaptcha.verifyFailed',
    message: 'Verification failed: click refresh to retry',
  }),
  success: msg({ id: 'imageCaptcha.success', message: 'Verification passed' }),
  incomplete: msg({ id: 'imageCaptcha.incomplete', message: 'Please complete verification' }),
  closeAgain: msg({
    id: 'imageCaptcha.closeAgain',
    message: 'Close again to leave without verifying.',
  }),
};
