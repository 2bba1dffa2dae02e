/** Drops the given ids (members just deleted) from the selection, keeping the rest in order. */
export function withoutIds(selected: readonly string[], ids: readonly string[]): string[] {
  const gone = new Set(ids);
  return selected.filter((id) => !gone.has(id));
}
