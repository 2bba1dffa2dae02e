import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import { AppNav, type AppNavProps } from '../app-nav';

export interface NavDrawerProps extends Omit<AppNavProps, 'onNavigate'> {
  open: boolean;
  /** As Chakra's dialogs say it: `{ open }`. */
  onOpenChange: (details: { open: boolean }) => void;
  /** The drawer's heading: the product's name. */
  title: ReactNode;
}

/**
 * The navigation on a narrow screen: the same links as the column beside the page, in a panel
 * from the start edge. Following a link, Escape, a press outside or the close button closes it,
 * and focus goes back to the button that opened it. It opens with the focus on the page shown
 * now, so Tab and Shift+Tab start from where the person is.
 */
export function NavDrawer({ open, onOpenChange, title, ...nav }: NavDrawerProps) {
  const { t } = useLingui();
  const content = useRef<HTMLDivElement>(null);
  return (
    <Drawer.Root
      initialFocusEl={() =>
        content.current?.querySelector<HTMLElement>('a[aria-current="page"]') ?? null
      }
      open={open}
      onOpenChange={(details) => onOpenChange({ open: details.open })}
      placement="start"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content ref={content}>
            <Drawer.Header pe="12">
              <Drawer.Title color="brand.fg">{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="2" pt="none">
              <AppNav {...nav} onNavigate={() => onOpenChange({ open: false })} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t({ id: 'dialog.close', message: 'Close' })} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

NavDrawer.displayName = 'NavDrawer';
