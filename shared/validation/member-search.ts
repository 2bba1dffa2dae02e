import { MEMBER_SEARCH_MAX_LENGTH } from '../constants';
import type { ValidationMessageId } from './messages';

/**
 * The member search rule of docs/product.md §5: at most MEMBER_SEARCH_MAX_LENGTH characters, counted
 * as Unicode code points (a Chinese character or an emoji is one), else 'memberSearch.tooLong'.
 */
export function memberSearchRule(value: string): ValidationMessageId | undefined {
  return [...value].length > MEMBER_SEARCH_MAX_LENGTH ? 'memberSearch.tooLong' : undefined;
}

/**
 * Cuts a search to MEMBER_SEARCH_MAX_LENGTH code points, for an input that must not take more.
 * The input's own maxLength counts UTF-16 units and would cut astral characters in half.
 */
export function clampMemberSearch(value: string): string {
  const characters = [...value];
  if (characters.length <= MEMBER_SEARCH_MAX_LENGTH) return value;
  return characters.slice(0, MEMBER_SEARCH_MAX_LENGTH).join('');
}
