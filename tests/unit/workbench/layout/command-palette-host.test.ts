import { describe, expect, it } from 'vitest';
import { isPaletteShortcut } from '../../../../workbench/routes/layout/command-palette-host';

const press = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init);

describe('isPaletteShortcut', () => {
  it('should take Ctrl+K and ⌘+K, whatever the case of the letter', () => {
    expect(isPaletteShortcut(press({ key: 'k', ctrlKey: true }))).toBe(true);
    expect(isPaletteShortcut(press({ key: 'k', metaKey: true }))).toBe(true);
    expect(isPaletteShortcut(press({ key: 'K', ctrlKey: true }))).toBe(true);
  });

  it('should leave K alone, and the shortcuts with Shift or Alt to the browser', () => {
    expect(isPaletteShortcut(press({ key: 'k' }))).toBe(false);
    expect(isPaletteShortcut(press({ key: 'k', ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isPaletteShortcut(press({ key: 'k', ctrlKey: true, altKey: true }))).toBe(false);
    expect(isPaletteShortcut(press({ key: 'j', ctrlKey: true }))).toBe(false);
  });
});
