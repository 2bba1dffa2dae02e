import { lastPage } from '../../../shared/validation/page-jump';

/**
 * The rows of one page of a list the component holds whole, and that page, clamped to
 * 1..last page: the lists that page on the client (services, devices, trusted devices) share it.
 */
export function pageOf<Row>(
  rows: readonly Row[],
  page: number,
  pageSize: number,
): { rows: Row[]; page: number } {
  const current = Math.min(Math.max(Math.floor(page) || 1, 1), lastPage(rows.length, pageSize));
  const start = (current - 1) * pageSize;
  return { rows: rows.slice(start, start + pageSize), page: current };
}

/**
 * A list that fits on one page at the smallest size offered needs no pagination; one that would
 * need a second page at that size keeps it, so a larger page size can always be undone.
 */
export function showsPagination(
  total: number,
  pageSize: number,
  pageSizeOptions: readonly number[],
): boolean {
  return total > Math.min(pageSize, ...pageSizeOptions);
}
