import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { I18nProvider } from '@lingui/react';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '../design-system/i18n/catalog';
import { system } from '../design-system/theme';
import { AppRoutes } from './router';

/**
 * Emotion (under Chakra) gives its style tags the page's nonce, which the server put on the meta
 * tag Vite writes (html.cspNonce): the policy allows no other inline style (docs/decisions/0015).
 * Browsers hide a nonce from getAttribute; the property still reads it.
 */
function styleCache() {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  return createCache({ key: 'css', nonce: nonce || undefined });
}

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
        <CacheProvider value={styleCache()}>
          <ChakraProvider value={system}>
            <I18nProvider i18n={i18n}>
              <AppRoutes />
            </I18nProvider>
          </ChakraProvider>
        </CacheProvider>
      </StrictMode>,
    );
  });
}
