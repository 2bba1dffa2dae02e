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
  /**
   * Captures besides the story's own, in its first locale: at a phone's width, and in dark mode
   * (played and checked by axe again). Every page's main story asks for both. @default []
   */
  modes?: ('phone' | 'dark')[];
}

/**
 * A catalogue message an arg is drawn as (.storybook/message-args.tsx): `text` is its zh_CN text,
 * the arg's value in the story.
 */
export interface MessageArg {
  id: string;
  values?: Record<string, unknown>;
  text: string;
}

declare module 'storybook/internal/types' {
  interface Parameters {
    visual?: VisualParameters;
    messageArgs?: Record<string, MessageArg>;
  }
}
