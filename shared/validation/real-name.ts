import { MEMBER_NAME_MAX_LENGTH } from '../contract';
import type { ValidationMessageId } from './messages';

/**
 * A member's real name (the edit dialog, the member import): required, at most
 * MEMBER_NAME_MAX_LENGTH characters (code points) once trimmed. The spec gives no other rule:
 * names keep whatever letters a person's language writes (docs/decisions/0026).
 */
export function realNameRule(value: string): ValidationMessageId | undefined {
  const name = value.trim();
  if (name === '') return 'realName.empty';
  return [...name].length > MEMBER_NAME_MAX_LENGTH ? 'realName.tooLong' : undefined;
}
