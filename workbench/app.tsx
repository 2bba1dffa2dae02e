import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '../design-system/i18n/catalog';
import { system } from '../design-system/theme';
import { AppRoutes } from './router';

/** Renders the workbench into `container`; the locale is active by then (main.tsx). */
export function renderApp(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <ChakraProvider value={system}>
        <I18nProvider i18n={i18n}>
          <AppRoutes />
        </I18nProvider>
      </ChakraProvider>
    </StrictMode>,
  );
}
