/** One thing the palette can run: a place to go, or an action such as switching company. */
export interface CommandPaletteItem {
  /** Unique within its group. */
  id: string;
  /** What the option says, in the page's language: what the query is matched against. */
  label: string;
  /** A second line: where the thing is (a member's departments, a service's product). @default undefined */
  detail?: string;
  /** Marked as where the person is now (the current page, the current company). @default false */
  current?: boolean;
}

/** The state of a group its owner searches itself (the members, on the server). */
export type CommandPaletteGroupStatus = 'ready' | 'loading' | 'error';

export interface CommandPaletteGroup {
  key: string;
  /** The group's heading, in the page's language. */
  heading: string;
  items: readonly CommandPaletteItem[];
  /**
   * `local`: the palette matches the items against the query. `remote`: the owner has searched
   * already (a server search matches mobiles and accounts the label does not show), so every item
   * given is shown. @default 'local'
   */
  matching?: 'local' | 'remote';
  /** Listed before anything is typed (the pages). @default false */
  showWhenEmpty?: boolean;
  /** A remote group's search: while loading or after a failure its items are not listed. @default 'ready' */
  status?: CommandPaletteGroupStatus;
  /** What a remote group's loading or failure says (with the reason), under the input. @default undefined */
  notice?: string;
  /** A local group lists at most this many matches. @default 8 */
  limit?: number;
}

const DEFAULT_LIMIT = 8;

/**
 * The form a label and a query are compared in: lower case, without accents or tone marks (the
 * Vietnamese "Phòng Kế toán" matches "phong ke toan"), đ as d, spaces squeezed. Thai and Chinese
 * keep their characters: their marks are letters, not accents (NFD leaves them whole).
 */
export function foldForMatch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when every word of the query is in the label or the detail (in any order). */
export function matchesQuery(item: CommandPaletteItem, foldedQuery: string): boolean {
  if (foldedQuery === '') return true;
  const haystack = foldForMatch(`${item.label} ${item.detail ?? ''}`);
  return foldedQuery.split(' ').every((word) => haystack.includes(word));
}

/**
 * The groups as listed for a query, in the order given, those with nothing to list left out. A
 * local group lists labels that start with the query before the others (each kept in its order),
 * up to its limit; an empty query lists only the groups shown when empty, whole.
 */
export function visibleGroups(
  groups: readonly CommandPaletteGroup[],
  query: string,
): CommandPaletteGroup[] {
  const folded = foldForMatch(query);
  const listed: CommandPaletteGroup[] = [];
  for (const group of groups) {
    let items: readonly CommandPaletteItem[];
    if (folded === '') {
      items = group.showWhenEmpty ? group.items : [];
    } else if (group.matching === 'remote') {
      items = (group.status ?? 'ready') === 'ready' ? group.items : [];
    } else {
      const matched = group.items.filter((item) => matchesQuery(item, folded));
      const starts = matched.filter((item) => foldForMatch(item.label).startsWith(folded));
      const rest = matched.filter((item) => !starts.includes(item));
      items = [...starts, ...rest].slice(0, group.limit ?? DEFAULT_LIMIT);
    }
    if (items.length > 0) listed.push({ ...group, items });
  }
  return listed;
}

/** The next option's index after a key press, wrapping round at either end; -1 when none. */
export function moveActive(index: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return index < 0 ? 0 : (index + 1) % count;
  return index < 0 ? count - 1 : (index - 1 + count) % count;
}
