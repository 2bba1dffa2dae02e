import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
} from '../../../../shared/constants';
import { passwordRule } from '../../../../shared/validation';
import {
  digit,
  isKnownResult,
  letter,
  noWhitespace,
  nonWhitespaceCharacter,
  padding,
  special,
  validPassword,
  whitespaceRun,
} from './arbitraries';

describe('PASSWORD_SPECIAL_CHARACTERS', () => {
  it('should be exactly the ASCII punctuation', () => {
    const punctuation = Array.from({ length: 0x7f - 0x21 }, (_, i) => String.fromCharCode(0x21 + i))
      .filter((c) => !/[A-Za-z0-9]/.test(c))
      .join('');
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe(punctuation);
    expect(PASSWORD_SPECIAL_CHARACTERS).toHaveLength(32);
  });
});

describe('passwordRule examples', () => {
  it.each([
    ['Abcdef1!', undefined],
    ['  Abcdef1!  ', undefined],
    ['aB3$aB3$aB3$aB3$aB', undefined],
    ['密码Abc123{}', undefined],
    ['', 'password.empty'],
    ['   \t ', 'password.empty'],
    ['Abc def1!', 'password.blankError'],
    ['a b', 'password.blankError'],
    ['Abc\u3000def1!', 'password.blankError'],
    ['Abcde1!', 'password.error'],
    ['aB3$aB3$aB3$aB3$aB3', 'password.error'],
    ['abcdefgh', 'password.error'],
    ['Abcdefg!', 'password.error'],
    ['Abcdefg1', 'password.error'],
    ['12345678!', 'password.error'],
    // Ω, ß and é are letters, but not ASCII ones.
    ['Ωßéßéßé1!', 'password.error'],
  ])('should return %j → %j', (value, expected) => {
    expect(passwordRule(value)).toBe(expected);
  });

  it('should accept any ASCII letter as the letter', () => {
    for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz') {
      expect(passwordRule(`${letter}1234567!`)).toBeUndefined();
    }
  });

  it('should accept any digit as the digit and any special character as the symbol', () => {
    for (const digit of '0123456789') expect(passwordRule(`Abcdefg${digit}!`)).toBeUndefined();
    for (const symbol of PASSWORD_SPECIAL_CHARACTERS) {
      expect(passwordRule(`Abcdefg1${symbol}`)).toBeUndefined();
    }
  });

  it('should count astral characters as one each', () => {
    expect(passwordRule('😀😀😀😀😀A1!')).toBeUndefined();
  });

  it('should return undefined when validation is off', () => {
    expect(passwordRule('', { validate: false })).toBeUndefined();
    expect(passwordRule('a b', { validate: false })).toBeUndefined();
  });
});

describe('passwordRule properties', () => {
  it('should give password.blankError for any inner whitespace, whatever else the value holds', () => {
    fc.assert(
      fc.property(
        noWhitespace(1, 30),
        whitespaceRun,
        noWhitespace(1, 30),
        padding,
        padding,
        (head, gap, tail, before, after) => {
          expect(passwordRule(before + head + gap + tail + after)).toBe('password.blankError');
        },
      ),
    );
  });

  it('should pass any valid composition of 8 to 18 characters', () => {
    fc.assert(
      fc.property(validPassword, (password) => {
        expect(passwordRule(password)).toBeUndefined();
      }),
    );
  });

  it('should give password.error for any length outside 8..18, however composed', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          noWhitespace(1, PASSWORD_MIN_LENGTH - 1),
          noWhitespace(PASSWORD_MAX_LENGTH + 1, PASSWORD_MAX_LENGTH + 40),
        ),
        (password) => {
          expect(passwordRule(password)).toBe('password.error');
        },
      ),
    );
  });

  it('should give password.error when the letter, the digit or the special character is missing', () => {
    const without = (exclude: RegExp) =>
      fc
        .array(nonWhitespaceCharacter, {
          minLength: PASSWORD_MIN_LENGTH,
          maxLength: PASSWORD_MAX_LENGTH,
        })
        .map((cs) => cs.filter((c) => !exclude.test(c)))
        .filter((cs) => cs.length >= PASSWORD_MIN_LENGTH)
        .map((cs) => cs.join(''));
    const escaped = PASSWORD_SPECIAL_CHARACTERS.replace(/[\\\]^-]/g, '\\$&');
    fc.assert(
      fc.property(
        fc.oneof(without(/[A-Za-z]/), without(/[0-9]/), without(new RegExp(`[${escaped}]`))),
        (password) => {
          expect(passwordRule(password)).toBe('password.error');
        },
      ),
    );
  });

  it('should never change its result for surrounding whitespace', () => {
    fc.assert(
      fc.property(
        fc.oneof(validPassword, fc.string(), noWhitespace(0, 25)),
        padding,
        padding,
        (value, before, after) => {
          expect(passwordRule(before + value + after)).toBe(passwordRule(value));
        },
      ),
    );
  });

  it('should always return undefined when validation is off', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        expect(passwordRule(value, { validate: false })).toBeUndefined();
      }),
    );
  });

  it('should only return known message ids', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          validPassword,
          fc.string({ unit: fc.oneof(letter, digit, special) }),
        ),
        (value) => {
          expect(isKnownResult(passwordRule(value))).toBe(true);
        },
      ),
    );
  });
});
