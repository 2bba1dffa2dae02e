import { useRef, type KeyboardEvent } from 'react';
import type { DeptTreeRow } from './build-dept-tree';

/** Type-ahead letters typed within this many ms make one prefix (WAI-ARIA tree pattern). */
const TYPEAHEAD_RESET_MS = 500;

interface TreeKeyboardOptions {
  /** The rows shown, in order. */
  rows: readonly DeptTreeRow[];
  /** The row holding the roving tabindex. */
  activeIndex: number;
  indexByKey: ReadonlyMap<string, number>;
  focusRow: (index: number) => void;
  setOpen: (keys: readonly string[], open: boolean) => void;
  select: (key: string) => void;
}

/**
 * The tree's keys as the WAI-ARIA tree view pattern has them: arrows move, open and close, Home
 * and End jump, Enter and Space select, * opens the siblings, a letter finds the next name; and
 * ArrowDown in the search box enters the tree.
 */
export function useTreeKeyboard({
  rows,
  activeIndex,
  indexByKey,
  focusRow,
  setOpen,
  select,
}: TreeKeyboardOptions) {
  const typeahead = useRef({ text: '', at: -Infinity });

  const typeAhead = (character: string, timeStamp: number) => {
    const previous = typeahead.current;
    const text =
      timeStamp - previous.at < TYPEAHEAD_RESET_MS ? previous.text + character : character;
    typeahead.current = { text, at: timeStamp };
    const prefix = text.toLowerCase();
    // A repeated first letter moves on to the next match; a longer prefix may stay on this row.
    const start = text.length > 1 ? activeIndex : activeIndex + 1;
    for (let step = 0; step < rows.length; step++) {
      const index = (start + step) % rows.length;
      if (rows[index]!.node.title.toLowerCase().startsWith(prefix)) {
        focusRow(index);
        return;
      }
    }
  };

  const onTreeKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const row: DeptTreeRow | undefined = rows[activeIndex];
    if (!row || event.altKey || event.ctrlKey || event.metaKey) return;
    switch (event.key) {
      case 'ArrowDown':
        focusRow(activeIndex + 1);
        break;
      case 'ArrowUp':
        focusRow(activeIndex - 1);
        break;
      case 'ArrowRight':
        if (row.expanded) focusRow(activeIndex + 1);
        else if (row.expandable) setOpen([row.node.key], true);
        break;
      case 'ArrowLeft':
        if (row.expanded) setOpen([row.node.key], false);
        else if (row.parentKey !== null) focusRow(indexByKey.get(row.parentKey) ?? activeIndex);
        break;
      case 'Home':
        focusRow(0);
        break;
      case 'End':
        focusRow(rows.length - 1);
        break;
      case 'Enter':
      case ' ':
        select(row.node.key);
        break;
      case '*':
        setOpen(
          rows
            .filter((other) => other.parentKey === row.parentKey && other.expandable)
            .map((other) => other.node.key),
          true,
        );
        break;
      default:
        if (event.key.length !== 1) return;
        typeAhead(event.key, event.timeStamp);
    }
    event.preventDefault();
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The search filters as it is typed; in a dialog's form, Enter must not submit the pick.
    if (event.key === 'Enter') event.preventDefault();
    if (event.key === 'ArrowDown' && rows.length > 0) {
      event.preventDefault();
      focusRow(0);
    }
  };

  return { onTreeKeyDown, onSearchKeyDown };
}
