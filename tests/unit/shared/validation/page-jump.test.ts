import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  lastPage,
  PAGE_ITEM_SLOTS,
  pageItems,
  parsePageJump,
  type PageItem,
} from '../../../../shared/validation/page-jump';

const lastPages = fc.integer({ min: 1, max: 100_000 });

describe('lastPage', () => {
  it.each([
    [0, 3, 1],
    [1, 3, 1],
    [3, 3, 1],
    [4, 3, 2],
    [27, 3, 9],
    [2000, 3, 667],
    [120, 50, 3],
  ])('should make %i rows at %i a page into %i pages', (total, pageSize, expected) => {
    expect(lastPage(total, pageSize)).toBe(expected);
  });

  it('should be 1 for nonsense sizes', () => {
    expect(lastPage(10, 0)).toBe(1);
    expect(lastPage(-5, 3)).toBe(1);
    expect(lastPage(Number.NaN, 3)).toBe(1);
  });

  it('should hold every row on exactly enough pages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1000 }),
        (total, pageSize) => {
          const pages = lastPage(total, pageSize);
          expect(pages).toBeGreaterThanOrEqual(1);
          expect(Number.isInteger(pages)).toBe(true);
          // Enough room for every row, and the last page is not empty (unless there are no rows).
          expect(pages * pageSize).toBeGreaterThanOrEqual(total);
          if (total > 0) expect((pages - 1) * pageSize).toBeLessThan(total);
          else expect(pages).toBe(1);
        },
      ),
    );
  });
});

describe('parsePageJump', () => {
  it.each([
    ['5', 10, 5],
    [' 7 ', 10, 7],
    ['007', 10, 7],
    ['0', 10, 1],
    ['999', 9, 9],
    ['１２', 20, 12],
    ['99999999999999999999999', 40, 40],
  ])('should read %j with %i pages as page %i', (input, last, expected) => {
    expect(parsePageJump(input, last)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    '2.5',
    '2.',
    '.5',
    'abc',
    '-1',
    '+3',
    '1e3',
    '3 4',
    '0x10',
    '５.５',
    'Ⅲ',
    '٣',
  ])('should ignore %j', (input) => {
    expect(parsePageJump(input, 10)).toBeUndefined();
  });

  it('should take any whole number and clamp it to 1..last page', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), lastPages, (page, last) => {
        expect(parsePageJump(String(page), last)).toBe(Math.min(Math.max(page, 1), last));
      }),
    );
  });

  it('should always land on a page that exists when it accepts an entry', () => {
    fc.assert(
      fc.property(fc.string(), lastPages, (input, last) => {
        const page = parsePageJump(input, last);
        if (page === undefined) return;
        expect(Number.isInteger(page)).toBe(true);
        expect(page).toBeGreaterThanOrEqual(1);
        expect(page).toBeLessThanOrEqual(last);
      }),
    );
  });

  it('should reject anything with a character other than digits and surrounding spaces', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 1000 }),
        fc.constantFrom('.', ',', '-', '+', 'e', 'a', '/', '５.'),
        fc.nat({ max: 1000 }),
        (before, junk, after) => {
          expect(parsePageJump(`${before}${junk}${after}`, 2000)).toBeUndefined();
        },
      ),
    );
  });

  it('should reject decimals that are not whole', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }).filter((value) => !Number.isInteger(value)),
        (value) => {
          expect(parsePageJump(String(value), 2000)).toBeUndefined();
        },
      ),
    );
  });
});

function numbersOf(items: PageItem[]): number[] {
  return items.filter((item): item is number => typeof item === 'number');
}

describe('pageItems', () => {
  it.each<[number, number, PageItem[]]>([
    [1, 1, [1]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 9, [1, 2, 3, 4, 5, 'end-ellipsis', 9]],
    [4, 9, [1, 2, 3, 4, 5, 'end-ellipsis', 9]],
    [5, 9, [1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 9]],
    [6, 9, [1, 'start-ellipsis', 5, 6, 7, 8, 9]],
    [40, 667, [1, 'start-ellipsis', 39, 40, 41, 'end-ellipsis', 667]],
    [667, 667, [1, 'start-ellipsis', 663, 664, 665, 666, 667]],
  ])('should list page %i of %i as %j', (page, last, expected) => {
    expect(pageItems(page, last)).toEqual(expected);
  });

  const pageAndLast = lastPages.chain((last) =>
    fc.tuple(fc.integer({ min: 1, max: last }), fc.constant(last)),
  );

  it('should always show the first, the last and the current page', () => {
    fc.assert(
      fc.property(pageAndLast, ([page, last]) => {
        const numbers = numbersOf(pageItems(page, last));
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(last);
        expect(numbers).toContain(page);
      }),
    );
  });

  it('should show the neighbours of the current page', () => {
    fc.assert(
      fc.property(pageAndLast, ([page, last]) => {
        const numbers = numbersOf(pageItems(page, last));
        if (page > 1) expect(numbers).toContain(page - 1);
        if (page < last) expect(numbers).toContain(page + 1);
      }),
    );
  });

  it('should hold at most the fixed number of slots, and exactly that many when pages are hidden', () => {
    fc.assert(
      fc.property(pageAndLast, ([page, last]) => {
        const items = pageItems(page, last);
        expect(items.length).toBe(Math.min(last, PAGE_ITEM_SLOTS));
      }),
    );
  });

  it('should list pages in order with an ellipsis exactly where two or more pages are hidden', () => {
    fc.assert(
      fc.property(pageAndLast, ([page, last]) => {
        const items = pageItems(page, last);
        let previous = 0;
        let gapPending = false;
        for (const item of items) {
          if (typeof item === 'number') {
            const hidden = item - previous - 1;
            expect(hidden).toBeGreaterThanOrEqual(0);
            // A gap must be marked, and a mark must stand for at least two pages.
            if (gapPending) expect(hidden).toBeGreaterThanOrEqual(2);
            else expect(hidden).toBe(0);
            previous = item;
            gapPending = false;
          } else {
            expect(gapPending).toBe(false);
            gapPending = true;
          }
        }
        expect(gapPending).toBe(false);
        expect(previous).toBe(last);
      }),
    );
  });

  it('should use each kind of ellipsis at most once, start before end', () => {
    fc.assert(
      fc.property(pageAndLast, ([page, last]) => {
        const items = pageItems(page, last);
        const start = items.indexOf('start-ellipsis');
        const end = items.indexOf('end-ellipsis');
        expect(items.filter((item) => item === 'start-ellipsis').length).toBeLessThanOrEqual(1);
        expect(items.filter((item) => item === 'end-ellipsis').length).toBeLessThanOrEqual(1);
        if (start !== -1 && end !== -1) expect(start).toBeLessThan(end);
        if (start !== -1) expect(items.indexOf(page)).toBeGreaterThan(start);
        if (end !== -1) expect(items.indexOf(page)).toBeLessThan(end);
      }),
    );
  });

  it('should clamp a current page outside 1..last', () => {
    expect(pageItems(0, 3)).toEqual([1, 2, 3]);
    expect(pageItems(50, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    expect(pageItems(-4, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
  });
});
