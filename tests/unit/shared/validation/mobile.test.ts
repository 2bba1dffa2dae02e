import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isInternationalMobile,
  isMainlandMobile,
  maskMobile,
  mobileRule,
} from '../../../../shared/validation';
import { isKnownResult, padding } from './arbitraries';

const mainland = fc.stringMatching(/^1[0-9]{10}$/);
const international = fc.stringMatching(/^[0-9]{1,4}(-[0-9]{1,14}){1,3}$/);
const digits = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength });

describe('mobileRule examples', () => {
  it.each([
    ['13812345678', undefined],
    ['19900000000', undefined],
    ['86-13812345678', undefined],
    ['852-61234567', undefined],
    ['1-212-5550123', undefined],
    [' 13812345678 ', undefined],
    ['', 'mobile.empty'],
    ['   ', 'mobile.empty'],
    ['23812345678', 'mobile.invalid'],
    ['1381234567', 'mobile.invalid'],
    ['138123456789', 'mobile.invalid'],
    ['+86-13812345678', 'mobile.invalid'],
    ['86-', 'mobile.invalid'],
    ['-13812345678', 'mobile.invalid'],
    ['86--13812345678', 'mobile.invalid'],
    ['86-123456789012345', 'mobile.invalid'],
    ['138 1234 5678', 'mobile.invalid'],
    ['１３８１２３４５６７８', 'mobile.invalid'],
  ])('should return %j → %j', (value, expected) => {
    expect(mobileRule(value)).toBe(expected);
  });

  it('should tell mainland from international numbers', () => {
    expect(isMainlandMobile('13812345678')).toBe(true);
    expect(isInternationalMobile('13812345678')).toBe(false);
    expect(isMainlandMobile('86-13812345678')).toBe(false);
    expect(isInternationalMobile('86-13812345678')).toBe(true);
  });
});

describe('maskMobile examples', () => {
  it.each([
    ['13812345678', '138****5678'],
    ['86-13812345678', '86-138****5678'],
    ['852-61234567', '852-612*4567'],
    ['1-212-5550123', '1-212-***0123'],
    ['852-1234', '852-1**4'],
    ['', ''],
  ])('should mask %j as %j', (value, expected) => {
    expect(maskMobile(value)).toBe(expected);
  });
});

describe('mobileRule properties', () => {
  it('should pass any 11 digits starting with 1, surrounded by any whitespace', () => {
    fc.assert(
      fc.property(mainland, padding, padding, (mobile, before, after) => {
        expect(isMainlandMobile(mobile)).toBe(true);
        expect(mobileRule(before + mobile + after)).toBeUndefined();
      }),
    );
  });

  it('should reject any plain digit run that is not 11 digits starting with 1', () => {
    fc.assert(
      fc.property(digits(1, 20), (mobile) => {
        fc.pre(!(mobile.length === 11 && mobile.startsWith('1')));
        expect(isMainlandMobile(mobile)).toBe(false);
        expect(mobileRule(mobile)).toBe('mobile.invalid');
      }),
    );
  });

  it('should pass any digits followed by hyphen groups of 1 to 14 digits', () => {
    fc.assert(
      fc.property(international, (mobile) => {
        expect(isInternationalMobile(mobile)).toBe(true);
        expect(mobileRule(mobile)).toBeUndefined();
      }),
    );
  });

  it('should reject any international number with a group of more than 14 digits', () => {
    fc.assert(
      fc.property(
        digits(1, 4),
        fc.array(digits(1, 14), { maxLength: 2 }),
        digits(15, 25),
        fc.array(digits(1, 14), { maxLength: 2 }),
        (code, before, long, after) => {
          const mobile = [code, ...before, long, ...after].join('-');
          expect(isInternationalMobile(mobile)).toBe(false);
          expect(mobileRule(mobile)).toBe('mobile.invalid');
        },
      ),
    );
  });

  it('should reject any valid number with a foreign character put inside', () => {
    fc.assert(
      fc.property(
        fc.oneof(mainland, international),
        fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[0-9-]/.test(c)),
        fc.nat(),
        (mobile, foreign, at) => {
          const index = 1 + (at % (mobile.length - 1));
          const broken = mobile.slice(0, index) + foreign + mobile.slice(index);
          expect(mobileRule(broken)).toBe('mobile.invalid');
        },
      ),
    );
  });

  it('should give mobile.empty for any blank value', () => {
    fc.assert(
      fc.property(padding, (value) => {
        expect(mobileRule(value)).toBe('mobile.empty');
      }),
    );
  });

  it('should only return known message ids', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), mainland, international), (value) => {
        expect(isKnownResult(mobileRule(value))).toBe(true);
      }),
    );
  });
});

describe('maskMobile properties', () => {
  it('should keep the first 3 and last 4 digits of any mainland number and mask 4', () => {
    fc.assert(
      fc.property(mainland, (mobile) => {
        expect(maskMobile(mobile)).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
      }),
    );
  });

  it('should keep the country code, the length and the hyphens of any international number', () => {
    fc.assert(
      fc.property(international, (mobile) => {
        const masked = maskMobile(mobile);
        const code = mobile.slice(0, mobile.indexOf('-') + 1);
        expect(masked.startsWith(code)).toBe(true);
        expect(masked).toHaveLength(mobile.length);
        expect(masked.replace(/[0-9*]/g, '')).toBe(mobile.replace(/[0-9]/g, ''));
        [...masked].forEach((character, index) => {
          expect(character === '*' || character === mobile[index]).toBe(true);
        });
      }),
    );
  });

  it('should mask at least one national digit and show at most 7', () => {
    fc.assert(
      fc.property(fc.oneof(mainland, international), (mobile) => {
        const masked = maskMobile(mobile);
        const national = masked.slice(mobile.indexOf('-') + 1);
        expect(national).toContain('*');
        expect(national.replace(/[^0-9]/g, '').length).toBeLessThanOrEqual(7);
      }),
    );
  });

  it('should keep the last 4 digits of any national part of 8 digits or more', () => {
    fc.assert(
      fc.property(digits(1, 4), digits(8, 14), (code, national) => {
        const masked = maskMobile(`${code}-${national}`);
        expect(masked.slice(-4)).toBe(national.slice(-4));
        expect(masked.slice(code.length + 1, code.length + 4)).toBe(national.slice(0, 3));
      }),
    );
  });
});
