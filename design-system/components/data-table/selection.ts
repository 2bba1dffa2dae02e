/**
 * A table's selection, as pure functions of the picked keys and the keys of the rows shown. The
 * table is controlled: these compute the next selection, the owner stores it. Sets keep their
 * insertion order, so the keys already picked stay where they were.
 */

/** How much of the rows shown is picked: drives the heading's box and its mixed state. */
export type PageSelectionState = 'none' | 'some' | 'all';

/** Whether none, some or all of the rows shown are picked. No rows counts as none. */
export function pageSelectionState(
  keys: readonly string[],
  selected: ReadonlySet<string>,
): PageSelectionState {
  let count = 0;
  for (const key of keys) if (selected.has(key)) count += 1;
  if (count === 0) return 'none';
  return count === keys.length ? 'all' : 'some';
}

/**
 * The heading's box: picks every row shown, or, when all are already picked, drops them. Keys
 * picked on other pages are kept either way.
 */
export function togglePage(selected: ReadonlySet<string>, keys: readonly string[]): Set<string> {
  const next = new Set(selected);
  const drop = pageSelectionState(keys, selected) === 'all';
  for (const key of keys) {
    if (drop) next.delete(key);
    else next.add(key);
  }
  return next;
}

/** A row's box: adds or removes its one key. */
export function toggleKey(
  selected: ReadonlySet<string>,
  key: string,
  checked: boolean,
): Set<string> {
  const next = new Set(selected);
  if (checked) next.add(key);
  else next.delete(key);
  return next;
}
