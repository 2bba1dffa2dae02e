import { Box, ChakraProvider } from '@chakra-ui/react';
import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview } from '@storybook/react-vite';
import isChromatic from 'chromatic/isChromatic';
import type { Globals } from 'storybook/internal/types';
import { MotionGlobalConfig } from 'framer-motion';
import addonMsw from 'msw-storybook-addon';
import { useLayoutEffect } from 'react';
import { configure } from 'storybook/test';
import { SWRConfig } from 'swr';
import { preloadVirtualRows } from '../design-system/components/data-table';
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
import { storyElementError } from './element-error';
import { withMessageArgs } from './message-args';
import { chromaticModes } from './modes';
import { linkDocsFrames } from './docs-frames';
import { PSEUDO_LOCALE, pseudoCatalog } from './pseudo-locale';
import { holdShownToasts, holdToastsAsTheyOpen } from '../stories/design-system/fixtures/toasts';
import { startStoryClock } from './story-clock';
import { endCallsWithStory } from './story-fetch';

startStoryClock();

// As the app's entry does: the error catalogue's effects are the app's (RouteStage replaces some).
registerErrorEffects();

// findBy and waitFor give up after this: a bound on a hang, not a measure of speed. Testing
// Library's 1 s failed the second check's Asked story on a busy CI machine (the dialog comes after
// the home page's reads). 10 s, as the unit tests' (tests/unit/setup.ts), since the e2e tests run
// beside the visual step.
configure({ asyncUtilTimeout: 10_000, getElementError: storyElementError });

linkDocsFrames();

// Screenshots must not catch a frame mid-animation, and a test should not wait for one: under
// automation (our test-runner, Chromatic's capture) every CSS animation and transition takes no
// time (they still fire their end events, which Chakra's presence logic waits for), and
// framer-motion skips its own. isChromatic() knows Chromatic's browser by its user agent.
const automated = () => navigator.webdriver || isChromatic();
if (automated()) {
  MotionGlobalConfig.skipAnimations = true;
  const instant = document.createElement('style');
  instant.textContent =
    '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition-duration: 0s !important; transition-delay: 0s !important; }';
  document.head.append(instant);
}

async function activateStoryLocale(locale: string, instance: I18n = i18n) {
  if (isLocale(locale)) {
    instance.loadAndActivate({
      locale,
      locales: LOCALE_TAGS[locale],
      messages: await loadCatalog(locale),
    });
    return;
  }
  const source = await loadCatalog(SOURCE_LOCALE);
  instance.loadAndActivate({
    locale: PSEUDO_LOCALE,
    locales: LOCALE_TAGS[SOURCE_LOCALE],
    messages: pseudoCatalog(source),
  });
}

/** The html element's lang, by which the font stacks pick a script's family. */
function setDocumentLanguage(locale: string) {
  document.documentElement.lang = isLocale(locale) ? LOCALE_TAGS[locale] : 'en';
}

/** The html element carries lang and the colour mode class Chakra reads. */
function useDocumentSettings(locale: string, mode: ColourMode) {
  useLayoutEffect(() => {
    setDocumentLanguage(locale);
    applyColourMode(mode, document.documentElement);
  }, [locale, mode]);
}

/**
 * For the visual runner (.storybook/test-runner.ts, prepareCapture): the story on screen, as it is
 * after its play, in another language and colour mode, by switching the shared i18n instance and
 * the html element's class. Everything that reads i18n through Lingui's context draws again in
 * place, and the palette follows the class; nothing of Storybook's renders again, so the story
 * keeps its state and its beforeEach (a sandbox's session) does not run a second time.
 */
if (automated())
  (
    globalThis as { __showStoryIn?: (locale: string, mode: ColourMode) => Promise<void> }
  ).__showStoryIn = async (locale, mode) => {
    await activateStoryLocale(locale);
    setDocumentLanguage(locale);
    applyColourMode(mode, document.documentElement);
  };

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
  // Each story starts from a browser that stored nothing: a story that picks a colour mode or
  // opens the trusted devices (the security check-up's review time) must not change the next one.
  // Nor does a call it made outlive it (./story-fetch.ts). Under automation its messages stay
  // until the capture: the capture is taken after afterEach, which waits for them to be at rest.
  beforeEach: () => {
    window.localStorage.clear();
    const endCalls = endCallsWithStory();
    if (!automated()) return endCalls;
    const releaseToasts = holdToastsAsTheyOpen();
    return () => {
      releaseToasts();
      endCalls();
    };
  },
  afterEach: async () => {
    if (automated()) await holdShownToasts();
  },
  // Catalogues load here, not in the static import graph, so an edit to one rebuilds no story.
  // A docs page renders all its stories at once, and a story that pins its language (LongThai)
  // switched the one shared instance for every story on the page: there each story gets its own
  // instance, and the shared one (the workbench's toasts read it) keeps the toolbar's language.
  loaders: [
    // A virtualised table's rows load on demand; here they are ready before any story renders,
    // so a capture never catches a table before its rows.
    () => preloadVirtualRows().then(() => ({})),
    async ({ globals, userGlobals, viewMode }) => {
      if (viewMode !== 'docs') {
        await activateStoryLocale(String(globals.locale));
        return {};
      }
      const own = setupI18n();
      await Promise.all([
        activateStoryLocale(String(globals.locale), own),
        activateStoryLocale(String((userGlobals as Globals | undefined)?.locale ?? globals.locale)),
      ]);
      return { i18n: own };
    },
  ],
  // The first decorator is the innermost: message args are drawn inside the story's I18nProvider.
  decorators: [
    withMessageArgs,
    (Story, { globals, userGlobals, id, loaded, viewMode }) => {
      const locale = String(globals.locale);
      const mode = globals.colourMode === 'dark' ? 'dark' : 'light';
      const docs = viewMode === 'docs';
      // On a docs page the page follows the toolbar; a story that pins a mode keeps it in its box,
      // which declares the palette again (Chakra declares it on html, resolved in the page's mode).
      const page = docs ? ((userGlobals as Globals | undefined) ?? globals) : globals;
      useDocumentSettings(String(page.locale), page.colourMode === 'dark' ? 'dark' : 'light');
      const content = (
        <I18nProvider i18n={(loaded.i18n as I18n | undefined) ?? i18n} key={locale}>
          {/* A fresh SWR cache per story: nothing leaks from one story to the next. */}
          <SWRConfig key={id} value={{ provider: () => new Map() }}>
            <Story />
          </SWRConfig>
        </I18nProvider>
      );
      return (
        <ChakraProvider value={system}>
          {docs ? (
            <Box className={mode} colorPalette="gray" bg="surface.canvas" color="text.primary">
              {content}
            </Box>
          ) : (
            content
          )}
        </ChakraProvider>
      );
    },
  ],
  parameters: {
    options: {
      storySort: {
        order: ['Introduction', 'Foundations', 'Guidance', 'Design system', 'Workbench'],
      },
    },
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
