// The floor of the stack: React + Chakra + Lingui saying hello, built with the workbench's config.
import { Button, ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { createRoot } from 'react-dom/client';

async function start() {
  const { messages } = await import('../../locales/en_US/messages.po');
  i18n.loadAndActivate({ locale: 'en_US', messages });
  createRoot(document.getElementById('root')!).render(
    <ChakraProvider value={defaultSystem}>
      <I18nProvider i18n={i18n}>
        <Button>
          <Trans id="home.heading">Welcome to your workbench</Trans>
        </Button>
      </I18nProvider>
    </ChakraProvider>,
  );
}

void start();
