import type { Corp } from '../../../shared/domain/corp';

/** The search box shows once the switcher lists more corps than this (the project's own number). */
export const CORP_SEARCH_THRESHOLD = 8;

/**
 * The corps the switcher lists: those the person hid (setCorpHide) are left out, except the
 * current one, which always shows so the list says where the person is.
 */
export function switcherCorps<T extends Pick<Corp, 'corpId' | 'hidden'>>(
  corps: readonly T[],
  currentCorpId: string | undefined,
): T[] {
  return corps.filter((corp) => !corp.hidden || corp.corpId === currentCorpId);
}

/** Corps whose name holds the query, ignoring case and the spaces around it. */
export function matchCorps<T extends Pick<Corp, 'corpName'>>(
  corps: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...corps];
  return corps.filter((corp) => corp.corpName.toLocaleLowerCase().includes(needle));
}

export function showsCorpSearch(listed: number): boolean {
  return listed > CORP_SEARCH_THRESHOLD;
}
