import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview } from '@storybook/react-vite';
import isChromatic from 'chromatic/isChromatic';
import { MotionGlobalConfig } from 'framer-motion';
import addonMsw from 'msw-storybook-addon';
import { useLayoutEffect } from 'react';
import { configure } from 'storybook/test';
import { SWRConfig } from 'swr';
import { i18n, loadCatalog } from '../design-system/i18n/catalog';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_NATIVE_NAMES,
  LOCALE_TAGS,
  LOCALES,
  SOURCE_LOCALE,
} from '../design-system/i18n/locales';
import { system } from '../design-system/theme';
import { applyColourMode, type ColourMode } from '../design-system/theme/colour-mode';
import { registerErrorEffects } from '../workbench/error-effects';
import { chromaticModes } from './modes';
import { PSEUDO_LOCALE, pseudoCatalog } from './pseudo-locale';

// As the app's entry does: the error catalogue's effects are the app's (RouteStage replaces some).
registerErrorEffects();

// findBy and waitFor give up after this: a bound on a hang, not a measure of speed. Testing
// Library's 1 s failed the second check's Asked story on a busy CI machine (the dialog comes after
// the home page's reads).
configure({ asyncUtilTimeout: 5000 });

// Screenshots must not catch a frame mid-animation, and a test should not wait for one: under
// automation (our test-runner, Chromatic's capture) every CSS animation and transition takes no
// time (they still fire their end events, which Chakra's presence logic waits for), and
// framer-motion skips its own. isChromatic() knows Chromatic's browser by its user agent.
if (navigator.webdriver || isChromatic()) {
  MotionGlobalConfig.skipAnimations = true;
  const instant = document.createElement('style');
  instant.textContent =
    '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition-duration: 0s !important; transition-delay: 0s !important; }';
  document.head.append(instant);
}

async function activateStoryLocale(locale: string) {
  if (isLocale(locale)) {
    i18n.loadAndActivate({
      locale,
      locales: LOCALE_TAGS[locale],
      messages: await loadCatalog(locale),
    });
    return;
  }
  const source = await loadCatalog(SOURCE_LOCALE);
  i18n.loadAndActivate({
    locale: PSEUDO_LOCALE,
    locales: LOCALE_TAGS[SOURCE_LOCALE],
    messages: pseudoCatalog(source),
  });
}

/** The html element carries lang (font stacks by script) and the colour mode class Chakra reads. */
function useDocumentSettings(locale: string, mode: ColourMode) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = isLocale(locale) ? LOCALE_TAGS[locale] : 'en';
    applyColourMode(mode, root);
  }, [locale, mode]);
}

export default definePreview({
  addons: [addonDocs(), addonA11y(), addonMsw()],
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        dynamicTitle: true,
        items: [
          ...LOCALES.map((locale) => ({
            value: locale,
            title: `${LOCALE_NATIVE_NAMES[locale]} (${locale})`,
          })),
          { value: PSEUDO_LOCALE, title: 'Pseudo-locale: finds hard-coded and concatenated text' },
        ],
      },
    },
    colourMode: {
      description: 'Light or dark colour mode',
      toolbar: {
        title: 'Colour mode',
        icon: 'mirror',
        dynamicTitle: true,
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LOCALE, colourMode: 'light' },
  // Catalogues load here, not in the static import graph, so an edit to one rebuilds no story.
  loaders: [
    async ({ globals }) => {
      await activateStoryLocale(String(globals.locale));
      return {};
    },
  ],
  decorators: [
    (Story, { globals, id }) => {
      const locale = String(globals.locale);
      useDocumentSettings(locale, globals.colourMode === 'dark' ? 'dark' : 'light');
      return (
        <ChakraProvider value={system}>
          <I18nProvider i18n={i18n} key={locale}>
            {/* A fresh SWR cache per story: nothing leaks from one story to the next. */}
            <SWRConfig key={id} value={{ provider: () => new Map() }}>
              <Story />
            </SWRConfig>
          </I18nProvider>
        </ChakraProvider>
      );
    },
  ],
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story in the test-runner; a story may switch off a named rule
    // only with a reason beside it (parameters.a11y.config.rules).
    a11y: { test: 'error' },
    controls: { expanded: true },
    // Chromatic, for teams with an account, takes the local runner's captures (.storybook/modes.ts):
    // a story's own parameters (visualParameters) add its other languages, phone and dark.
    chromatic: { modes: chromaticModes() },
  },
});
