// The floor of the product card's stack (docs/decisions/0013-card-floor.md): React, ReactDOM,
// Chakra with the app's own theme, Lingui, React Router's HashRouter (the declarative mode the app
// uses), SWR and ofetch; one route and one fetch, built with the workbench's Vite config. The
// benchmarks measure the sign-in page and the shell against it.
import { Button, Card, Center, ChakraProvider, Heading } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { ofetch } from 'ofetch';
import { createRoot } from 'react-dom/client';
import { HashRouter, Route, Routes } from 'react-router-dom';
import useSWR from 'swr';
import { system } from '../../design-system/theme';

const api = ofetch.create({ baseURL: '/workbench/api/', credentials: 'include' });

/** The one route: a heading, and the button once the one fetch has answered. */
function SignIn() {
  const { t } = useLingui();
  // The call the sign-in page waits for before it shows its form.
  const { data } = useSWR('sso/system/parameter', (path: string) => api<unknown>(path));
  return (
    <Center>
      <Card.Root w="full" maxW="md" bg="surface.panel">
        <Card.Header>
          <Heading as="h1" size="xl">
            {t({ id: 'signIn.title', message: 'Sign in' })}
          </Heading>
        </Card.Header>
        <Card.Body>
          {data === undefined ? null : (
            <Button type="submit" colorPalette="brand" w="full">
              {t({ id: 'signIn.submit', message: 'Sign in' })}
            </Button>
          )}
        </Card.Body>
      </Card.Root>
    </Center>
  );
}

async function start() {
  // The catalogue arrives as a chunk of its own, as the app's does.
  const { messages } = await import('./messages');
  i18n.loadAndActivate({ locale: 'en_US', messages });
  createRoot(document.getElementById('root')!).render(
    <ChakraProvider value={system}>
      <I18nProvider i18n={i18n}>
        <HashRouter>
          <Routes>
            <Route path="/" element={<SignIn />} />
          </Routes>
        </HashRouter>
      </I18nProvider>
    </ChakraProvider>,
  );
}

void start();
