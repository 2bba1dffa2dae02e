import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  pageSelectionState,
  toggleKey,
  togglePage,
} from '../../../../../design-system/components/data-table/selection';

const keys = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: 20 });
/** The rows shown and a selection drawn partly from them, partly from other pages. */
const shownAndSelected = keys.chain((shown) =>
  fc.tuple(
    fc.constant(shown),
    fc.uniqueArray(
      fc.oneof(
        fc.constantFrom(...(shown.length > 0 ? shown : ['x'])),
        fc.string({ minLength: 1, maxLength: 6 }),
      ),
      { maxLength: 20 },
    ),
  ),
);

describe('data table selection', () => {
  it('should say none, some or all of the rows shown are picked', () => {
    expect(pageSelectionState(['a', 'b'], new Set())).toBe('none');
    expect(pageSelectionState(['a', 'b'], new Set(['b']))).toBe('some');
    expect(pageSelectionState(['a', 'b'], new Set(['b', 'a', 'z']))).toBe('all');
    expect(pageSelectionState([], new Set(['a']))).toBe('none');
  });

  it("should pick every row shown with the heading's box unless all are picked", () => {
    fc.assert(
      fc.property(shownAndSelected, ([shown, selected]) => {
        const before = pageSelectionState(shown, new Set(selected));
        const after = [...togglePage(new Set(selected), shown)];
        if (shown.length === 0) return;
        expect(pageSelectionState(shown, new Set(after))).toBe(before === 'all' ? 'none' : 'all');
        // Keys of other pages are never touched, nor moved.
        const elsewhere = selected.filter((key) => !shown.includes(key));
        expect(after.filter((key) => !shown.includes(key))).toEqual(elsewhere);
      }),
    );
  });

  it('should add or remove exactly the one key a box toggles, keeping the order', () => {
    fc.assert(
      fc.property(keys, fc.string({ minLength: 1 }), fc.boolean(), (selected, key, checked) => {
        const next = [...toggleKey(new Set(selected), key, checked)];
        expect(next.includes(key)).toBe(checked);
        expect(next.filter((other) => other !== key)).toEqual(
          selected.filter((other) => other !== key),
        );
      }),
    );
  });
});
