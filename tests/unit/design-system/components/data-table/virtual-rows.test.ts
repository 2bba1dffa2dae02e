import { describe, expect, it } from 'vitest';
import { isFlingStep } from '../../../../../design-system/components/data-table/virtual-rows';

describe('isFlingStep', () => {
  it('is a step longer than the viewport, either way', () => {
    expect(isFlingStep(501, 500)).toBe(true);
    expect(isFlingStep(-501, 500)).toBe(true);
  });

  it('is not a step the viewport still overlaps, nor no step at all', () => {
    expect(isFlingStep(500, 500)).toBe(false);
    expect(isFlingStep(100, 500)).toBe(false);
    expect(isFlingStep(0, 500)).toBe(false);
  });

  it('is not before the viewport has been measured', () => {
    expect(isFlingStep(10_000, 0)).toBe(false);
  });
});
