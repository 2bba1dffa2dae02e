/** The input fields the sign-in calls share. */
import { isInternationalMobile, isMainlandMobile } from '../../../../shared/validation/mobile';
import { invalid, v, type Schema } from '../../input';

export const mobile = (): Schema<string> => ({
  parse(value, at) {
    const text = v.string({ max: 32 }).parse(value, at);
    if (!isMainlandMobile(text) && !isInternationalMobile(text))
      invalid(at, 'is not a mobile number');
    return text;
  },
});
/** A mobile as typed, or its Encry form from forgetPwd. */
export const mobileOrEncrypted = (): Schema<string> => ({
  parse(value, at) {
    const text = v.string({ max: 200 }).parse(value, at);
    return text.startsWith('enc.') ? text : mobile().parse(text, at);
  },
});
export const vCode = () => v.string({ max: 12 });
/** Base64 of RSA-2048 ciphertext is 344 characters. */
export const cipher = () => v.string({ max: 1024 });
export const code = () => v.string({ max: 64 });
export const loginField = () => v.string({ max: 100 });
