/**
 * Pagination rules (docs/product.md §5): the jump box accepts whole numbers only, clamped to
 * 1..last page; the page list shows the first, the last and the pages around the current one.
 */

/**
 * How many entries the page list holds at most: first, ellipsis, three around the current page,
 * ellipsis, last. A fixed count keeps the controls from shifting as the user pages through.
 */
export const PAGE_ITEM_SLOTS = 7;

/** One entry of the page list: a page number, or a gap standing for two or more hidden pages. */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/** The number of the last page: at least 1, so an empty list still has a page to be on. */
export function lastPage(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(pageSize) || total <= 0 || pageSize <= 0)
    return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

const WHOLE_NUMBER = /^[0-9]+$/;
/** Full-width digits, as a Chinese input method may type them. */
const FULL_WIDTH_DIGITS = /[\uFF10-\uFF19]/g;

/**
 * The page a jump-box entry asks for, clamped to 1..lastPage, or undefined when the entry is not
 * a whole number ('2.5', '-1', 'abc', '' and the like), in which case the box is left as it was.
 */
export function parsePageJump(input: string, lastPageNumber: number): number | undefined {
  const text = input
    .trim()
    .replace(FULL_WIDTH_DIGITS, (digit) => String(digit.charCodeAt(0) - 0xff10));
  if (!WHOLE_NUMBER.test(text)) return undefined;
  const last = Math.max(1, Math.floor(lastPageNumber));
  const page = Number(text);
  return Math.min(Math.max(page, 1), last);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * The page list for the current page: every page when they fit in PAGE_ITEM_SLOTS, otherwise the
 * first and last page, the current page with one neighbour each side, and an ellipsis for each gap.
 * An ellipsis always hides at least two pages (hiding one would take as much room as showing it).
 */
export function pageItems(page: number, lastPageNumber: number): PageItem[] {
  const last = Math.max(1, Math.floor(lastPageNumber));
  if (last <= PAGE_ITEM_SLOTS) return range(1, last);
  const current = Math.min(Math.max(Math.floor(page), 1), last);
  // Pages 1..(slots - 2) fit before one ellipsis and the last page, and the same at the end.
  const edge = PAGE_ITEM_SLOTS - 2;
  if (current < edge) return [...range(1, edge), 'end-ellipsis', last];
  if (current > last - edge + 1) return [1, 'start-ellipsis', ...range(last - edge + 1, last)];
  return [1, 'start-ellipsis', current - 1, current, current + 1, 'end-ellipsis', last];
}
