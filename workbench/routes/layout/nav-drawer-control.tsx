import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { lazyDialog } from '../../../design-system/components/dialog-suspense';

/**
 * The navigation drawer's state, shared by the header that opens it and the workbench's frame that
 * draws it (the frame knows the links, the header holds the button). `hasNav` is true while a
 * workbench page is shown: the sign-in page and the login pops have no navigation.
 */
export interface NavDrawerControl {
  hasNav: boolean;
  open: boolean;
  setHasNav: (hasNav: boolean) => void;
  setOpen: (open: boolean) => void;
}

const NOTHING_TO_OPEN: NavDrawerControl = {
  hasNav: false,
  open: false,
  setHasNav: () => undefined,
  setOpen: () => undefined,
};

const NavDrawerContext = createContext<NavDrawerControl>(NOTHING_TO_OPEN);

export function NavDrawerProvider({ children }: { children: ReactNode }) {
  const [hasNav, setHasNav] = useState(false);
  const [open, setOpen] = useState(false);
  const control = useMemo(() => ({ hasNav, open, setHasNav, setOpen }), [hasNav, open]);
  return <NavDrawerContext.Provider value={control}>{children}</NavDrawerContext.Provider>;
}

/** The drawer's state; outside a provider (a story of the header alone) there is nothing to open. */
export function useNavDrawer(): NavDrawerControl {
  return useContext(NavDrawerContext);
}

// The drawer (zag's dialog) waits for the first press of the header's button: a wide screen never
// needs it. A failed download shows where the drawer would have opened, with a retry.
export const LazyNavDrawer = lazyDialog(
  () => import('../../../design-system/components/nav-drawer'),
  'NavDrawer',
);
