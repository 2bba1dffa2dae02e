import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A row's height until the first row is measured: a one-line row of the small table (a 20 px line,
 * 8 px above and below, its 1 px border).
 */
const ROW_HEIGHT_ESTIMATE = 37;
/** Rows rendered beyond each edge of the viewport, so a quick scroll or Tab finds them there. */
const OVERSCAN = 8;

/**
 * Whether a scroll step is a fling: longer than the viewport, so that every row it shows is one
 * that was not in view before.
 */
export function isFlingStep(step: number, viewport: number): boolean {
  return viewport > 0 && Math.abs(step) > viewport;
}

export interface VirtualRowsProps {
  count: number;
  /** The frame that scrolls. */
  scrollElement: HTMLElement | null;
  rowKey: (index: number) => string;
  /**
   * Renders the row at this index with this React key; it must carry data-index (DataTableRow
   * does). The key is the row's own (rowKey) except during a fling.
   */
  renderRow: (index: number, key: string) => ReactNode;
  /** The table's columns, for the spacers' cells. */
  columnCount: number;
}

/**
 * The rows in view plus the overscan, between two spacer rows that keep the scroll height of the
 * whole list. Every row has one height, read from the first rendered row rather than measured per
 * row: each per-row size change would make the virtualiser recount the offsets of the whole list,
 * and a scroll of 10,000 rows would pay for it on every step. So a virtualised table's cells keep
 * to one line (TruncatedText), on a phone's cards as well.
 *
 * A fling (a step longer than the viewport) changes every row in view on every frame. Its steps
 * render the rows in view alone, with no overscan, since rows beyond the edges would be gone again
 * before anyone saw them; and they key each row by its place on screen rather than by its member,
 * so React writes the new rows' words into the rows already there instead of building and
 * discarding a dozen elements a row each frame (a fling through 10,000 members, work a frame:
 * 10–12 ms before, 3–4 ms after; bench/components.ts). When the scroll settles the step is 0:
 * the rows take their own keys again and the overscan comes back, for Tab and the next notch.
 * While focus is in the table there is no fling keying: a focused element must not come to stand
 * for another member.
 */
export function VirtualRows({
  count,
  scrollElement,
  rowKey,
  renderRow,
  columnCount,
}: VirtualRowsProps) {
  const rowHeight = useRef(ROW_HEIGHT_ESTIMATE);
  // Stable between renders: a new function would make the virtualiser recount all offsets.
  const getItemKey = useCallback((index: number) => rowKey(index), [rowKey]);
  // The virtualiser of the last render: the scroll handler has already moved its offset when this
  // render runs, and the offset the last render drew is kept beside it.
  const previous = useRef<{ virtualizer: Virtualizer<HTMLElement, Element>; drawnAt: number }>(
    null,
  );
  const scrolledBy = previous.current
    ? (previous.current.virtualizer.scrollOffset ?? 0) - previous.current.drawnAt
    : 0;
  const viewport = previous.current?.virtualizer.scrollRect?.height ?? 0;
  const fling =
    isFlingStep(scrolledBy, viewport) && !scrollElement?.contains(document.activeElement);

  // The virtualiser hands back a mutable instance: nothing here memoises on it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowHeight.current,
    getItemKey,
    overscan: fling ? 0 : OVERSCAN,
    observeElementRect: observeFrameRect,
  });

  useLayoutEffect(() => {
    previous.current = { virtualizer, drawnAt: virtualizer.scrollOffset ?? 0 };
  });

  useLayoutEffect(() => {
    const measured =
      scrollElement?.querySelector<HTMLElement>('tbody tr[data-index]')?.offsetHeight ?? 0;
    if (measured > 0 && measured !== rowHeight.current) {
      rowHeight.current = measured;
      virtualizer.measure();
    }
  });

  const items = virtualizer.getVirtualItems();
  const firstItem = items[0];
  const lastItem = items[items.length - 1];
  const paddingTop = firstItem ? firstItem.start : 0;
  const paddingBottom = lastItem ? virtualizer.getTotalSize() - lastItem.end : 0;

  return (
    <>
      {paddingTop > 0 && <SpacerRow height={paddingTop} columnCount={columnCount} />}
      {items.map((item, place) =>
        renderRow(item.index, fling ? `in-view-${place}` : String(item.key)),
      )}
      {paddingBottom > 0 && <SpacerRow height={paddingBottom} columnCount={columnCount} />}
    </>
  );
}

/**
 * The frame grows with its rows up to its maximum height, so its own height cannot bound what to
 * render: with no rows yet it is 0 high (a phone's cards have no heading row either) and would
 * never get any. The viewport is the frame's maximum height until the frame is that tall.
 */
function observeFrameRect(
  instance: Virtualizer<HTMLElement, Element>,
  callback: Parameters<typeof observeElementRect>[1],
) {
  return observeElementRect(instance, (rect) => {
    const element = instance.scrollElement;
    const maxHeight = element ? Number.parseFloat(getComputedStyle(element).maxHeight) : NaN;
    callback({
      ...rect,
      height: Number.isFinite(maxHeight) ? Math.max(rect.height, maxHeight) : rect.height,
    });
  });
}

/** Stands in for the rows out of view, so the scroll height is the whole list's. */
function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  // Inline: a virtual height in pixels that changes with every scroll step is no token, and it
  // must win over the rows' and cards' padding and borders.
  const style = { height, padding: 0, border: 0 };
  return (
    <tr aria-hidden="true" style={style}>
      <td colSpan={columnCount} style={style} />
    </tr>
  );
}
