import type { ValidationMessageId } from './messages';

const MAINLAND_MOBILE = /^1[0-9]{10}$/;
// A leading digit group, then one or more hyphen groups of up to 14 digits (docs/product.md §5).
const INTERNATIONAL_MOBILE = /^[0-9]+(?:-[0-9]{1,14})+$/;

/** Digits kept visible at each end of the national part when masking. */
const MASK_KEEP_START = 3;
const MASK_KEEP_END = 4;

/** A mainland number: 11 digits starting with 1, e.g. 13812345678. */
export function isMainlandMobile(value: string): boolean {
  return MAINLAND_MOBILE.test(value);
}

/** An international number: digits and hyphen groups, e.g. 86-13812345678 or 1-212-5550123. */
export function isInternationalMobile(value: string): boolean {
  return INTERNATIONAL_MOBILE.test(value);
}

/**
 * The mobile rule of docs/product.md §5, on the trimmed value: 'mobile.empty' when blank,
 * 'mobile.invalid' unless it is a mainland or an international number.
 */
export function mobileRule(value: string): ValidationMessageId | undefined {
  const mobile = value.trim();
  if (mobile === '') return 'mobile.empty';
  if (isMainlandMobile(mobile) || isInternationalMobile(mobile)) return undefined;
  return 'mobile.invalid';
}

/**
 * Masks a mobile for display, e.g. 13812345678 → 138****5678 and 86-13812345678 →
 * 86-138****5678. The country-code group (before the first hyphen of a number that has one) stays
 * as is; in the national part the first 3 and last 4 digits stay, the digits between become '*',
 * hyphens stay. A national part of 7 digits or fewer keeps a third of them at each end instead.
 */
export function maskMobile(value: string): string {
  const mobile = value.trim();
  const hyphen = mobile.indexOf('-');
  const prefix = hyphen === -1 ? '' : mobile.slice(0, hyphen + 1);
  const national = hyphen === -1 ? mobile : mobile.slice(hyphen + 1);
  const digitCount = national.replace(/[^0-9]/g, '').length;
  if (digitCount === 0) return mobile;
  // A short national part would show almost everything with 3 + 4 kept: keep a third at each end.
  const long = digitCount > MASK_KEEP_START + MASK_KEEP_END;
  const keepStart = long ? MASK_KEEP_START : Math.floor(digitCount / 3);
  const keepEnd = long ? MASK_KEEP_END : Math.floor(digitCount / 3);
  let digitIndex = 0;
  let masked = '';
  for (const character of national) {
    if (character < '0' || character > '9') {
      masked += character;
      continue;
    }
    const visible = digitIndex < keepStart || digitIndex >= digitCount - keepEnd;
    masked += visible ? character : '*';
    digitIndex += 1;
  }
  return prefix + masked;
}
