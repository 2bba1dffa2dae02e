import { activateLocale } from '../design-system/i18n/catalog';
import { LOCALE_TAGS } from '../design-system/i18n/locales';
import { ensureBrowserId, setClientMode } from './api/client-mode';
import { setCloseOpenReadonlyFlag } from './api/errors/effects';
import { preloadSystemParameters } from './data/system';
import { startColourMode } from '../design-system/theme/colour-mode';
import { registerErrorEffects } from './error-effects';
import { preloadRouteChunk } from './routes/route-table';
import { clientModeOf, keepStartupParams, startupLocale } from './routes/startup';

/**
 * The entry is kept small, so it runs while React, Chakra and the router are still downloading
 * (index.html preloads them: appPreload in vite.config.ts). It starts at once, side by side, what
 * the first screen waits for: the catalogue of the page's language, the chunk of the page it opens
 * on and the system parameters (the session); then it renders the app. Started from the app
 * instead, each would wait for the one before.
 */
async function start() {
  const { closeOpenReadonlyFlag } = keepStartupParams(window.location.search);
  // Before the first call: the catalogue's effects are the app's to carry out, and client mode
  // adds the device headers to every call.
  registerErrorEffects();
  setCloseOpenReadonlyFlag(closeOpenReadonlyFlag);
  setClientMode(clientModeOf(window.location.search, navigator.userAgent));
  // Every browser is a device the account can trust (trusted devices): it gets its browserId now,
  // not only in client mode, and the cookie travels with each call (decision 0004).
  ensureBrowserId();
  const locale = startupLocale();
  document.documentElement.lang = LOCALE_TAGS[locale];
  startColourMode();
  // First: a page behind a session asks for the rest of this locale's catalogue with its chunk.
  const catalogue = activateLocale(locale);
  void preloadSystemParameters();
  preloadRouteChunk(window.location.hash);
  const [{ renderApp }] = await Promise.all([import('./app'), catalogue]);
  renderApp(document.getElementById('root')!);
}

void start();
