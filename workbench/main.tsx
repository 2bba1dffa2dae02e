import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLocale, i18n } from '../design-system/i18n/catalog';
import { LOCALE_TAGS } from '../design-system/i18n/locales';
import { system } from '../design-system/theme';
import { loadLanguageDropdown } from './routes/layout/header-language-dropdown';
import { AppRoutes } from './router';
import { setClientMode } from './api/client-mode';
import { clientModeOf, keepStartupParams, startupLocale } from './startup';

async function start() {
  keepStartupParams(window.location.search);
  setClientMode(clientModeOf(window.location.search, navigator.userAgent));
  const locale = startupLocale();
  document.documentElement.lang = LOCALE_TAGS[locale];
  await Promise.all([activateLocale(locale), loadLanguageDropdown()]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ChakraProvider value={system}>
        <I18nProvider i18n={i18n}>
          <AppRoutes />
        </I18nProvider>
      </ChakraProvider>
    </StrictMode>,
  );
}

void start();
