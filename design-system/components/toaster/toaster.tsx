import { Portal, Stack, Toast, Toaster, type CreateToasterReturn } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { toaster } from './toaster-store';

/** The colour of each kind of message; anything else (info, loading) stays neutral. */
const PALETTES: Record<string, 'red' | 'green' | 'orange'> = {
  error: 'red',
  success: 'green',
  warning: 'orange',
};

export interface AppToasterProps {
  /** The toaster whose messages are shown. @default the app's `toaster` */
  toaster?: CreateToasterReturn;
}

/**
 * Renders the messages of the toaster; mount it once near the root of the app. Each message is a
 * light panel with a coloured edge and icon rather than a solid red or green block: dark text on
 * the panel reads well in every locale and colour mode, which white on Chakra's green does not.
 */
export function AppToaster({ toaster: store = toaster }: AppToasterProps) {
  const { t } = useLingui();
  const closeLabel = t({ id: 'toast.close', message: 'Dismiss message' });
  return (
    <Portal>
      <Toaster
        toaster={store}
        insetInline={{ mdDown: '4' }}
        aria-label={t({ id: 'toast.region', message: 'Notifications' })}
      >
        {(toast) => (
          <Toast.Root
            width={{ md: 'sm' }}
            colorPalette={PALETTES[toast.type ?? ''] ?? 'gray'}
            bg="bg.panel"
            color="fg"
            border="sm"
            borderColor="border"
            borderInlineStart="lg"
            borderInlineStartColor="colorPalette.solid"
            pe="10"
          >
            <Toast.Indicator color="colorPalette.fg" />
            <Stack gap="1" flex="1">
              {toast.title !== undefined && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description !== undefined && (
                <Toast.Description overflowWrap="anywhere">{toast.description}</Toast.Description>
              )}
            </Stack>
            {toast.closable !== false && <Toast.CloseTrigger aria-label={closeLabel} />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}

AppToaster.displayName = 'AppToaster';
