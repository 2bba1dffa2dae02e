import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
} from '../constants';
import type { ValidationMessageId } from './messages';

export interface PasswordRuleOptions {
  /** Run the rule at all; the spec checks passwords only when validation is on. @default true */
  validate?: boolean;
}

// \s and String.prototype.trim agree on what whitespace is, so a trimmed value never fails here
// for its edges.
const WHITESPACE = /\s/u;
const LETTER = /[A-Za-z]/u;
const DIGIT = /[0-9]/u;

function hasSpecialCharacter(value: string): boolean {
  for (const character of value) {
    if (PASSWORD_SPECIAL_CHARACTERS.includes(character)) return true;
  }
  return false;
}

/**
 * The password rule of docs/product.md §5. Checks, in order: empty, whitespace inside, length
 * (PASSWORD_MIN_LENGTH..PASSWORD_MAX_LENGTH code points), then a letter, a digit and a special
 * character. Returns the message id of the first failure, or undefined.
 */
export function passwordRule(
  value: string,
  { validate = true }: PasswordRuleOptions = {},
): ValidationMessageId | undefined {
  if (!validate) return undefined;
  const password = value.trim();
  if (password === '') return 'password.empty';
  if (WHITESPACE.test(password)) return 'password.blankError';
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return 'password.error';
  if (!LETTER.test(password) || !DIGIT.test(password) || !hasSpecialCharacter(password)) {
    return 'password.error';
  }
  return undefined;
}
