import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageOf, showsPagination } from '../../../../../design-system/components/pagination';
import { CARD_GRID_PAGE_SIZE_OPTIONS } from '../../../../../design-system/components/pagination';

describe('pageOf', () => {
  it('should cut the list into pages that together hold it in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 60 }),
        fc.integer({ min: 1, max: 12 }),
        (rows, size) => {
          const pages = Math.max(1, Math.ceil(rows.length / size));
          const joined = Array.from(
            { length: pages },
            (_, index) => pageOf(rows, index + 1, size).rows,
          ).flat();
          expect(joined).toEqual(rows);
        },
      ),
    );
  });

  it('should clamp a page past either end', () => {
    const rows = [1, 2, 3, 4, 5];
    expect(pageOf(rows, 9, 2)).toEqual({ rows: [5], page: 3 });
    expect(pageOf(rows, 0, 2)).toEqual({ rows: [1, 2], page: 1 });
    expect(pageOf([], 3, 2)).toEqual({ rows: [], page: 1 });
  });
});

describe('showsPagination', () => {
  it('should hide the pagination only when the list fits one page at the smallest size offered', () => {
    fc.assert(
      fc.property(
        fc.nat(500),
        fc.constantFrom(...CARD_GRID_PAGE_SIZE_OPTIONS),
        (total, pageSize) => {
          expect(showsPagination(total, pageSize, CARD_GRID_PAGE_SIZE_OPTIONS)).toBe(
            total > CARD_GRID_PAGE_SIZE_OPTIONS[0]!,
          );
        },
      ),
    );
  });

  it('should keep the pagination for a page size smaller than every option', () => {
    expect(showsPagination(3, 2, CARD_GRID_PAGE_SIZE_OPTIONS)).toBe(true);
    expect(showsPagination(2, 2, CARD_GRID_PAGE_SIZE_OPTIONS)).toBe(false);
  });
});
