import { ChakraProvider } from '@chakra-ui/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { system } from '../../../design-system/theme';

/**
 * Renders inside the theme and an English i18n with no catalogue: every message shows its source
 * text, so tests read like the product in English.
 */
export function renderWithProviders(ui: ReactElement): RenderResult {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: 'en_US', locales: 'en-US', messages: {} });
  return render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </ChakraProvider>,
  );
}
