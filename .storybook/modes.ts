import type { VisualParameters } from '../types/storybook';

/**
 * The one definition of what each story is captured in, read by both the local test-runner
 * (.storybook/test-runner.ts) and Chromatic (`parameters.chromatic.modes`), so the two take the
 * same pictures (docs/decisions/0003-visual-regression.md).
 *
 * Every story is captured in Simplified Chinese (the default language) and English (the code's
 * source language); a story asks for more through `visualParameters`: all six languages, other
 * named ones, a phone's width, dark mode.
 */
export const DEFAULT_LOCALE = 'zh_CN';
/** The languages every story that does not pin its own is captured in. */
export const DEFAULT_LOCALES = [DEFAULT_LOCALE, 'en_US'] as const;
export const ALL_LOCALES = ['zh_CN', 'zh_TW', 'en_US', 'id_ID', 'vi_VN', 'th_TH'] as const;

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 800 },
} as const;

/** What one capture is taken in: the preview's globals and the viewport. */
export interface CaptureMode {
  locale: string;
  colourMode: 'light' | 'dark';
  viewport: keyof typeof VIEWPORTS;
}

/**
 * A capture's name: the baseline's suffix after the story id (`zh_CN`, `en_US`, `zh_CN--phone`)
 * and Chromatic's mode name.
 */
export type CaptureName = string;

export type Capture = [CaptureName, CaptureMode];

/**
 * The captures a story asks for, its own first (the locale it pins, or zh_CN, at its viewport,
 * light). A story that pins its locale (or the pseudo-locale) is captured in it only.
 */
export function capturesFor(
  visual: VisualParameters = {},
  pinnedLocale?: string,
): [Capture, ...Capture[]] {
  const first = pinnedLocale ?? DEFAULT_LOCALE;
  const viewport = visual.viewport ?? 'desktop';
  const own: Capture = [first, { locale: first, colourMode: 'light', viewport }];
  const locales =
    pinnedLocale !== undefined
      ? []
      : visual.allLocales
        ? ALL_LOCALES
        : [...DEFAULT_LOCALES, ...(visual.locales ?? [])];
  const others = [...new Set(locales)]
    .filter((locale) => locale !== first)
    .map((locale): Capture => [locale, { locale, colourMode: 'light', viewport }]);
  const modes = (visual.modes ?? []).map((mode): Capture => [
    `${first}--${mode}`,
    mode === 'phone'
      ? { locale: first, colourMode: 'light', viewport: 'phone' }
      : { locale: first, colourMode: 'dark', viewport: 'desktop' },
  ]);
  return [own, ...others, ...modes];
}

/** Chromatic's modes for these captures: its globals and viewport for each name. */
export function chromaticModes(visual: VisualParameters = {}) {
  return Object.fromEntries(
    capturesFor(visual).map(([name, mode]) => [
      name,
      { locale: mode.locale, colourMode: mode.colourMode, viewport: VIEWPORTS[mode.viewport] },
    ]),
  );
}

/**
 * A story's visual parameters: what the local runner reads (`visual`) and Chromatic's modes from
 * the same request. `parameters: { ...visualParameters({ allLocales: true }) }`.
 */
export function visualParameters(visual: VisualParameters) {
  return { visual, chromatic: { modes: chromaticModes(visual) } };
}
