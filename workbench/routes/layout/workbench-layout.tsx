import { Box, Flex } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useState } from 'react';
import { DialogSuspense } from '../../../design-system/components/dialog-suspense';
import { AppNav } from '../../../design-system/components/app-nav';
import { Outlet, useLocation } from 'react-router-dom';
import { PageErrorBoundary } from './load-error-boundary';
import { LazyNavDrawer, useNavDrawer } from './nav-drawer-control';
import { areaOf, useNavAreas } from './nav-areas';
import { PageLoading } from './page-loading';

/**
 * The frame of every signed-in page: the navigation to each area in a column beside the page from
 * the `lg` width up, and below it in a drawer the header's button opens. The page itself loads in
 * its own chunk, with a spinner meanwhile.
 */
export default function WorkbenchLayout() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { open, setOpen, setHasNav } = useNavDrawer();
  // Drawn from the first opening on, so that closing it plays its animation.
  const [drawerWanted, setDrawerWanted] = useState(false);
  useEffect(() => {
    setHasNav(true);
    return () => setHasNav(false);
  }, [setHasNav]);
  if (open && !drawerWanted) setDrawerWanted(true);
  // A page changed by the back button or a link inside the page closes the drawer as well.
  useEffect(() => setOpen(false), [pathname, setOpen]);

  const items = useNavAreas();
  const nav = {
    label: t({ id: 'nav.label', message: 'Workbench' }),
    items,
    currentKey: areaOf(pathname),
  };
  return (
    <Flex minH="belowHeader">
      <Box
        as="aside"
        hideBelow="lg"
        flexShrink="0"
        w="56"
        borderEnd="sm"
        borderColor="border.muted"
        bg="surface.panel"
      >
        <Box position="sticky" top="none" maxH="dvh" overflowY="auto">
          <AppNav {...nav} />
        </Box>
      </Box>
      <Box as="main" flex="1" minW="none" px={{ base: '4', md: '6', lg: '8' }} py="6">
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </Box>
      {drawerWanted ? (
        <DialogSuspense>
          <LazyNavDrawer
            {...nav}
            open={open}
            onOpenChange={(details) => setOpen(details.open)}
            title={t({ id: 'app.title', message: 'Business Workbench' })}
          />
        </DialogSuspense>
      ) : null}
    </Flex>
  );
}
