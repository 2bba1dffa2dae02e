/**
 * The member table's selection, as pure functions of the selected ids and the loaded rows' ids.
 * The table is controlled: these compute the next selection, the owner stores it.
 */

/** How much of the loaded rows is selected: drives the select-all box and its mixed state. */
export type SelectAllState = 'none' | 'some' | 'all';

/** Adds or removes one id, keeping the order of the others. */
export function toggleId(selected: readonly string[], id: string, checked: boolean): string[] {
  const without = selected.filter((selectedId) => selectedId !== id);
  return checked ? [...without, id] : without;
}

/** Whether none, some or all of the loaded rows are selected. An empty list counts as none. */
export function selectAllState(
  loadedIds: readonly string[],
  selected: ReadonlySet<string>,
): SelectAllState {
  let count = 0;
  for (const id of loadedIds) if (selected.has(id)) count += 1;
  if (count === 0) return 'none';
  return count === loadedIds.length ? 'all' : 'some';
}

/**
 * Select-all on the loaded rows: selects every one of them, or, when all are already selected,
 * clears them. Ids selected elsewhere are kept either way.
 */
export function toggleAll(selected: readonly string[], loadedIds: readonly string[]): string[] {
  const selectedSet = new Set(selected);
  const loaded = new Set(loadedIds);
  if (selectAllState(loadedIds, selectedSet) === 'all') {
    return selected.filter((id) => !loaded.has(id));
  }
  return [...selected, ...loadedIds.filter((id) => !selectedSet.has(id))];
}

/** Drops the given ids (members just deleted) from the selection. */
export function withoutIds(selected: readonly string[], ids: readonly string[]): string[] {
  const gone = new Set(ids);
  return selected.filter((id) => !gone.has(id));
}
