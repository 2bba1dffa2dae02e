import type { Locale } from '../design-system/i18n/locales';

/** What the visual test-runner reads from a story's parameters (.storybook/test-runner.ts). */
export interface VisualParameters {
  /** Capture in every locale instead of zh_CN and en_US only. @default false */
  allLocales?: boolean;
  /** Extra locales to capture besides zh_CN and en_US. @default [] */
  locales?: Locale[];
}

declare module 'storybook/internal/types' {
  interface Parameters {
    visual?: VisualParameters;
  }
}
