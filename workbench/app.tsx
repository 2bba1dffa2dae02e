import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '../design-system/i18n/catalog';
import { system } from '../design-system/theme';
import { AppRoutes } from './router';

/**
 * Renders the workbench into `container`; the locale is active by then (main.tsx). The first render
 * is a transition, which React renders in slices of a few milliseconds: in one piece it was the
 * page's longest task, and Lighthouse counts it as blocking time (docs/decisions/0012).
 */
export function renderApp(container: HTMLElement): void {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <ChakraProvider value={system}>
          <I18nProvider i18n={i18n}>
            <AppRoutes />
          </I18nProvider>
        </ChakraProvider>
      </StrictMode>,
    );
  });
}
