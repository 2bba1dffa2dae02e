import { readStored, writeStored } from '../../shared/storage';

/** The two colour modes the theme's semantic tokens have values for. */
export type ColourMode = 'light' | 'dark';

/**
 * Puts the page in a colour mode: Chakra's `_dark` values apply under the `dark` class of the html
 * element, and `color-scheme` gives the browser's own parts (scroll bars, date inputs) the same.
 */
export function applyColourMode(mode: ColourMode, root: HTMLElement = document.documentElement) {
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

/**
 * The app's colour mode (issue 17, item 10; docs/decisions/0016): the system's by default, or the
 * mode the person picked with the header's toggle, kept in this browser's local storage under
 * `wb_colour_mode` ('light' or 'dark'). Applied by the entry before the first render, so a dark
 * page never flashes light.
 */
export const COLOUR_MODE_KEY = 'wb_colour_mode';

const DARK_QUERY = '(prefers-color-scheme: dark)';

type Listener = () => void;
const listeners = new Set<Listener>();

function storedChoice(): ColourMode | undefined {
  const stored = readStored('local', COLOUR_MODE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : undefined;
}

function systemMode(): ColourMode {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches
    ? 'dark'
    : 'light';
}

function show(mode: ColourMode) {
  applyColourMode(mode);
  for (const listener of listeners) listener();
}

/** Applies the stored choice, else the system's mode, and follows the system while nothing is stored. */
export function startColourMode(): void {
  show(storedChoice() ?? systemMode());
  if (typeof window.matchMedia !== 'function') return;
  window.matchMedia(DARK_QUERY).addEventListener('change', () => {
    if (!storedChoice()) show(systemMode());
  });
}

/** The person's pick: shown at once and kept for the next visit. */
export function chooseColourMode(mode: ColourMode): void {
  writeStored('local', COLOUR_MODE_KEY, mode);
  show(mode);
}

/** The mode shown now: the html element's class is the one record of it. */
export function currentColourMode(): ColourMode {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function subscribeToColourMode(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
