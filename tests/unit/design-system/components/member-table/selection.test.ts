import { describe, expect, it } from 'vitest';
import { withoutIds } from '../../../../../design-system/components/member-table/selection';

describe('member table selection', () => {
  it('should drop deleted ids and keep the rest in order', () => {
    expect(withoutIds(['a', 'b', 'c', 'd'], ['c', 'a', 'z'])).toEqual(['b', 'd']);
  });
});
