import type { Locale } from '../design-system/i18n/locales';

/** What the visual test-runner reads from a story's parameters (.storybook/test-runner.ts). */
export interface VisualParameters {
  /** Capture in every locale instead of zh_CN and en_US only. @default false */
  allLocales?: boolean;
  /** Extra locales to capture besides zh_CN and en_US. @default [] */
  locales?: Locale[];
  /**
   * Render, play and capture at a phone's width (390 x 800) instead of 1280 x 800, for the
   * layouts a phone gets (a table as cards, the navigation drawer). @default 'desktop'
   */
  viewport?: 'desktop' | 'phone';
}

declare module 'storybook/internal/types' {
  interface Parameters {
    visual?: VisualParameters;
  }
}
