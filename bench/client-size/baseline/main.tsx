// ofetch and swr used directly, beside what the shell's first chunk already holds (React, Chakra,
// Lingui, the route table, the cookie helpers, the notice host; the toaster as its own chunk):
// what the client's cost is measured against (bench/bundle-size.ts).
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { lazy, Suspense } from 'react';
import { ofetch } from 'ofetch';
import { createRoot } from 'react-dom/client';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { readCookie } from '../../../shared/cookies';
import { paths } from '../../../workbench/routes/paths';
import { ApiNoticeHost } from '../../../workbench/routes/layout/api-notice-host';
import { raiseErrorToast } from '../../../design-system/components/toaster/toaster-loader';

const fetcher = ofetch.create({ baseURL: '/workbench/api/', credentials: 'include' });

function Probe() {
  const { data, error } = useSWR<unknown, Error>('service/corp/current', (path: string) =>
    fetcher<unknown>(path),
  );
  const { trigger } = useSWRMutation('service/corp/switchCorp', (path: string) =>
    fetcher<unknown>(path, { method: 'POST' }),
  );
  // As the catalogue does: the toaster's store arrives with the first message.
  if (error) raiseErrorToast({ description: String(error) });
  return (
    <a href={paths.home.getHref()} onClick={() => void trigger()}>
      {JSON.stringify(data)} {readCookie(document.cookie, 'wb_lang')}
    </a>
  );
}

// As in the shell's root layout: messages render from their own chunk.
const AppToaster = lazy(() =>
  import('../../../design-system/components/toaster/toaster').then(({ AppToaster }) => ({
    default: AppToaster,
  })),
);

i18n.loadAndActivate({ locale: 'en_US', messages: {} });
createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={defaultSystem}>
    <I18nProvider i18n={i18n}>
      <Probe />
      <ApiNoticeHost />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </I18nProvider>
  </ChakraProvider>,
);
