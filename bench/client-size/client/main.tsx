// The same page through the workbench's client, catalogue and data hooks (bench/bundle-size.ts).
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { getCurrentCorp, switchCorp } from '../../../workbench/api/corp';
import { useApiMutation } from '../../../workbench/data/mutation';
import { useApi } from '../../../workbench/data/swr';
import { registerErrorEffects } from '../../../workbench/error-effects';
import { readCookie } from '../../../shared/cookies';
import { ApiNoticeHost } from '../../../workbench/routes/layout/api-notice-host';
import { paths } from '../../../workbench/routes/paths';

function Probe() {
  const { data } = useApi(getCurrentCorp, undefined);
  const { trigger } = useApiMutation(switchCorp, [getCurrentCorp]);
  return (
    <a href={paths.home.getHref()} onClick={() => void trigger({ corpId: '1' })}>
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

// As the app's entry does: the catalogue's toasts and navigations are the app's to carry out.
registerErrorEffects();
i18n.loadAndActivate({ locale: 'en_US', messages: {} });
createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={defaultSystem}>
    <I18nProvider i18n={i18n}>
      <Probe />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
      <ApiNoticeHost />
    </I18nProvider>
  </ChakraProvider>,
);
