export { EmbeddedLegacyPage } from './embedded-legacy-page';
export type {
  EmbeddedLegacyPageLoadDetails,
  EmbeddedLegacyPageProps,
} from './embedded-legacy-page';
export {
  hideSelectorsCss,
  INJECTED_STYLE_ATTRIBUTE,
  LEGACY_CHROME_CSS,
  LEGACY_CHROME_SELECTORS,
} from './legacy-frame';
