import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  selectAllState,
  toggleAll,
  toggleId,
  withoutIds,
} from '../../../../../design-system/components/member-table/selection';

const ids = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: 20 });
/** Loaded rows' ids and a selection drawn partly from them, partly from elsewhere. */
const loadedAndSelected = ids.chain((loaded) =>
  fc.tuple(
    fc.constant(loaded),
    fc.uniqueArray(
      fc.oneof(
        fc.constantFrom(...(loaded.length > 0 ? loaded : ['x'])),
        fc.string({ minLength: 1, maxLength: 6 }),
      ),
      { maxLength: 20 },
    ),
  ),
);

describe('member table selection', () => {
  it('should say none, some or all of the loaded rows are selected', () => {
    expect(selectAllState(['a', 'b'], new Set())).toBe('none');
    expect(selectAllState(['a', 'b'], new Set(['b']))).toBe('some');
    expect(selectAllState(['a', 'b'], new Set(['b', 'a', 'z']))).toBe('all');
    expect(selectAllState([], new Set(['a']))).toBe('none');
  });

  it('should select every loaded row with select-all unless all are selected', () => {
    fc.assert(
      fc.property(loadedAndSelected, ([loaded, selected]) => {
        const before = selectAllState(loaded, new Set(selected));
        const after = toggleAll(selected, loaded);
        const afterState = selectAllState(loaded, new Set(after));
        if (loaded.length === 0) return;
        expect(afterState).toBe(before === 'all' ? 'none' : 'all');
        // Ids of rows not loaded are never touched.
        const elsewhere = selected.filter((id) => !loaded.includes(id));
        expect(after.filter((id) => !loaded.includes(id))).toEqual(elsewhere);
        expect(new Set(after).size).toBe(after.length);
      }),
    );
  });

  it('should add or remove exactly the one id a box toggles', () => {
    fc.assert(
      fc.property(ids, fc.string({ minLength: 1 }), fc.boolean(), (selected, id, checked) => {
        const next = toggleId(selected, id, checked);
        expect(next.includes(id)).toBe(checked);
        expect(next.filter((other) => other !== id)).toEqual(
          selected.filter((other) => other !== id),
        );
      }),
    );
  });

  it('should drop deleted ids and keep the rest in order', () => {
    expect(withoutIds(['a', 'b', 'c', 'd'], ['c', 'a', 'z'])).toEqual(['b', 'd']);
  });
});
