import { Box, Button, IconButton, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppHeader } from '../../../design-system/components/app-header';
import { ColourModeToggle } from '../../../design-system/components/colour-mode-toggle';
import { MenuIcon, UserIcon } from '../../../design-system/icons';
import {
  raiseErrorToast,
  subscribeToToaster,
  toasterLoaded,
} from '../../../design-system/components/toaster/toaster-loader';
import type { Locale } from '../../../design-system/i18n/locales';
import { lazyNamed, LoadErrorBoundary } from '../../../design-system/utils/lazy-named';
import {
  chooseColourMode,
  currentColourMode,
  subscribeToColourMode,
} from '../../../design-system/theme/colour-mode';
import { takeSignOutMessage } from '../../data/effects';
import { useEvnInfo, useLoginInfo } from '../../data/system';
import { environmentTitle } from './environment-title';
import { isClientMode } from '../startup';
import { lazyPage } from '../lazy-page';
import { sessionControlsChunk } from '../route-table';
import { ApiNoticeHost } from './api-notice-host';
import { HeaderCommandPalette } from './command-palette-host';
import { HeaderLanguageDropdown } from './header-language-dropdown';
import { NavDrawerProvider, useNavDrawer } from './nav-drawer-control';
import { PageErrorBoundary } from './load-error-boundary';
import { PageLoading } from './page-loading';
import { SecondCheckHost } from './second-check-host';

// Messages render from their own chunk, fetched with the first message (toaster-loader: most
// pages never raise one); the host renders it once the loader has it, so it renders at once.
const AppToaster = lazyNamed(
  () => import('../../../design-system/components/toaster/toaster'),
  'AppToaster',
);

// Only a session has an account menu: a signed-out page (the sign-in page) never loads it.
const HeaderSessionControls = lazyPage(sessionControlsChunk);

/**
 * The header of every page: the product's name, the language dropdown (sign-in page included) and,
 * with a session, the account menu. In client mode the native client sets the language (docs/product.md §4), so there is no dropdown: a choice there would change nothing.
 */
export function ShellHeader() {
  const { i18n, t } = useLingui();
  const { data: loginInfo } = useLoginInfo();
  const { pathname } = useLocation();
  const { hasNav } = useNavDrawer();
  const clientMode = isClientMode(window.location.search, navigator.userAgent);
  const colourMode = useSyncExternalStore(
    subscribeToColourMode,
    currentColourMode,
    currentColourMode,
  );
  return (
    <AppHeader
      title={t({ id: 'app.title', message: 'Business Workbench' })}
      start={<NavMenuButton />}
      actions={
        <>
          {loginInfo && hasNav ? <HeaderCommandPalette /> : null}
          <ColourModeToggle mode={colourMode} onChange={chooseColourMode} />
          {clientMode ? null : <HeaderLanguageDropdown locale={i18n.locale as Locale} />}
          {loginInfo ? (
            // Holds the menu's place while its chunk loads, so nothing shifts; if the chunk fails,
            // the place stays held and the next page asks again.
            <LoadErrorBoundary
              resetKey={pathname}
              fallback={() => <SessionControlsPlaceholder account={loginInfo.loginAccount} />}
            >
              <Suspense fallback={<SessionControlsPlaceholder account={loginInfo.loginAccount} />}>
                <HeaderSessionControls />
              </Suspense>
            </LoadErrorBoundary>
          ) : null}
        </>
      }
    />
  );
}

/** Opens the navigation drawer, below the width where the navigation stands beside the page. */
function NavMenuButton() {
  const { t } = useLingui();
  const { hasNav, open, setOpen } = useNavDrawer();
  if (!hasNav) return null;
  return (
    <IconButton
      variant="ghost"
      size="sm"
      hideFrom="lg"
      aria-label={t({ id: 'nav.open', message: 'Open navigation' })}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => setOpen(true)}
    >
      <MenuIcon />
    </IconButton>
  );
}

function SessionControlsPlaceholder({ account }: { account: string }) {
  return (
    <Button variant="ghost" size="sm" disabled>
      <UserIcon />
      <Text as="span" srOnly={{ base: true, md: false }}>
        {account}
      </Text>
    </Button>
  );
}

function ToasterHost() {
  const loaded = useSyncExternalStore(subscribeToToaster, toasterLoaded, toasterLoaded);
  useEffect(() => {
    const signedOutBecause = takeSignOutMessage();
    if (signedOutBecause) raiseErrorToast({ description: signedOutBecause });
  }, []);
  return loaded ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

/** The frame of a page outside the workbench's navigation: the sign-in page, the login pops. */
export function PlainLayout() {
  return (
    <Box as="main" px="6" py="8">
      <Outlet />
    </Box>
  );
}

export function RootLayout() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  // evnInfo, read as the app starts (docs/product.md §3): a test environment says so in the title.
  const { data: evnInfo } = useEvnInfo();
  const title = environmentTitle(
    t({ id: 'app.title', message: 'Business Workbench' }),
    evnInfo?.runEnvi,
  );
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <NavDrawerProvider>
      <Box minH="dvh">
        <ShellHeader />
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
        <ToasterHost />
        <ApiNoticeHost />
        <SecondCheckHost />
      </Box>
    </NavDrawerProvider>
  );
}
