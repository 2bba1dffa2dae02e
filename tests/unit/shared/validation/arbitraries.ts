import fc from 'fast-check';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
} from '../../../../shared/constants';
import { validationMessages } from '../../../../shared/validation';

/** Every character String.prototype.trim and /\s/ treat as whitespace. */
export const WHITESPACE_CHARACTERS = [
  ' ',
  '\t',
  '\n',
  '\v',
  '\f',
  '\r',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u2005',
  '\u200a',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
];

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'];
const DIGITS = [...'0123456789'];
const SPECIALS = [...PASSWORD_SPECIAL_CHARACTERS];
/** Characters that are none of letter, digit, special or whitespace. */
const OTHERS = [...'密码中文éßΩ😀'];

export const letter = fc.constantFrom(...LETTERS);
export const digit = fc.constantFrom(...DIGITS);
export const special = fc.constantFrom(...SPECIALS);
export const whitespace = fc.constantFrom(...WHITESPACE_CHARACTERS);
export const whitespaceRun = fc.string({ unit: whitespace, minLength: 1, maxLength: 4 });
/** Any run of surrounding whitespace, possibly none. */
export const padding = fc.string({ unit: whitespace, maxLength: 4 });

/** Any character that is not whitespace, one code point. */
export const nonWhitespaceCharacter = fc.oneof(
  letter,
  digit,
  special,
  fc.constantFrom(...OTHERS),
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 1 })
    .filter((s) => [...s].length === 1 && !/\s/u.test(s)),
);

/** A string of code points without whitespace, of a length in [minLength, maxLength]. */
export function noWhitespace(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc.array(nonWhitespaceCharacter, { minLength, maxLength }).map((cs) => cs.join(''));
}

/** Puts the characters in an order fixed by random keys. */
function shuffled(characters: string[], keys: number[]): string {
  return characters
    .map((character, index) => ({ character, key: keys[index] ?? 0 }))
    .sort((a, b) => a.key - b.key)
    .map(({ character }) => character)
    .join('');
}

/**
 * A valid password: PASSWORD_MIN_LENGTH..PASSWORD_MAX_LENGTH code points with at least one ASCII
 * letter, one digit and one special character; the rest may be anything but whitespace.
 */
export const validPassword = fc
  .tuple(
    letter,
    digit,
    special,
    fc.array(nonWhitespaceCharacter, {
      minLength: PASSWORD_MIN_LENGTH - 3,
      maxLength: PASSWORD_MAX_LENGTH - 3,
    }),
    fc.array(fc.integer(), { minLength: PASSWORD_MAX_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
  )
  .map(([l, d, s, rest, keys]) => shuffled([l, d, s, ...rest], keys));

/** Whether a value a rule returned is undefined or a known message id. */
export function isKnownResult(result: string | undefined): boolean {
  return result === undefined || Object.hasOwn(validationMessages, result);
}
