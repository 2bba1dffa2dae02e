import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { AppHeader } from '../../../design-system/components/app-header';
import type { Locale } from '../../../design-system/i18n/locales';
import { ApiNoticeHost } from './api-notice-host';
import { HeaderLanguageDropdown } from './header-language-dropdown';
import { PageLoading } from './page-loading';
import { SecondCheckHost } from './second-check-host';

// Messages render from their own chunk, fetched as the page starts; one raised before it arrives
// waits in the toaster's store and shows when it does.
const AppToaster = lazy(() =>
  import('../../../design-system/components/toaster/toaster').then(({ AppToaster }) => ({
    default: AppToaster,
  })),
);

export function RootLayout() {
  const { i18n, t } = useLingui();
  const title = t({ id: 'app.title', message: 'Business Workbench' });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Box minH="dvh">
      <AppHeader
        title={title}
        actions={<HeaderLanguageDropdown locale={i18n.locale as Locale} />}
      />
      <Box as="main" px="6" py="8">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
      <ApiNoticeHost />
      <SecondCheckHost />
    </Box>
  );
}
