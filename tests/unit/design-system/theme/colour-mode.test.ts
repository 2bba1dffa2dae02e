import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chooseColourMode,
  COLOUR_MODE_KEY,
  currentColourMode,
  startColourMode,
  subscribeToColourMode,
} from '../../../../design-system/theme/colour-mode';

/** A system colour scheme the test can change, as a person changing their OS setting would. */
function fakeSystemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    change(nowDark: boolean) {
      query.matches = nowDark;
      for (const listener of listeners) listener();
    },
  };
}

describe('colour mode', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('should follow the system when nothing is stored, and follow its changes', () => {
    const system = fakeSystemScheme(true);
    startColourMode();
    expect(currentColourMode()).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    system.change(false);
    expect(currentColourMode()).toBe('light');
    expect(document.documentElement).toHaveClass('light');
  });

  it('should keep the person’s choice over the system, now and on the next start', () => {
    const system = fakeSystemScheme(false);
    startColourMode();
    const heard = vi.fn();
    const stop = subscribeToColourMode(heard);
    chooseColourMode('dark');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(COLOUR_MODE_KEY)).toBe('dark');
    system.change(false);
    expect(currentColourMode()).toBe('dark');
    stop();
    document.documentElement.className = '';
    startColourMode();
    expect(currentColourMode()).toBe('dark');
  });

  it('should ignore a stored value it does not know and follow the system', () => {
    fakeSystemScheme(false);
    localStorage.setItem(COLOUR_MODE_KEY, 'sepia');
    startColourMode();
    expect(currentColourMode()).toBe('light');
  });
});
