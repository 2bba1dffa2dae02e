import { ACCOUNT_USER_NAME_LENGTH, ACCOUNT_USER_NAME_PATTERN } from '../contract';
import type { ValidationMessageId } from './messages';

/**
 * An account's own user name (its profile; ACCOUNT_USER_NAME_PATTERN): required once it has one,
 * 4 to 30 characters, a letter first, then letters, digits and _ . - only. Whether another account
 * has it is the server's to say (checkUserName).
 */
export function userNameRule(value: string): ValidationMessageId | undefined {
  const name = value.trim();
  if (name === '') return 'userName.empty';
  if (name.length < ACCOUNT_USER_NAME_LENGTH.min || name.length > ACCOUNT_USER_NAME_LENGTH.max)
    return 'userName.length';
  return ACCOUNT_USER_NAME_PATTERN.test(name) ? undefined : 'userName.invalid';
}
