import { Button, chakra, Heading, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useLayoutEffect, useRef } from 'react';

export interface DialogLoadFailedProps {
  /** Whether it shows: a dialog its owner has closed stays closed. @default true */
  open?: boolean;
  /** Fetches the dialog's code again. */
  onRetry: () => void;
  /** Closes it, as the dialog's own close would. */
  onClose: () => void;
}

/**
 * Where a dialog whose code failed to arrive (a dropped connection) would have opened: a small
 * dialog that says so, with a retry and a close; the page under it stays. It is the browser's own
 * modal dialog, not Chakra's, so that the pages that load their dialogs on first use do not carry
 * the dialog machinery to tell that it failed to load.
 */
export function DialogLoadFailed({ open = true, onRetry, onClose }: DialogLoadFailedProps) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const retry = useRef<HTMLButtonElement>(null);
  // Whether the browser shows it for this component: a close of its own (Escape) is the owner's.
  const shown = useRef(false);
  const titleId = useId();
  const messageId = useId();

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    element.showModal();
    shown.current = true;
    retry.current?.focus();
    // Closed before it leaves the page, so the focus goes back to where it was.
    return () => {
      shown.current = false;
      element.close();
    };
  }, [open]);

  return (
    <chakra.dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      // Escape closes the browser's dialog; the owner then closes it as it would its own.
      onClose={() => {
        if (!shown.current) return;
        shown.current = false;
        onClose();
      }}
      // The browser centres a modal dialog by auto margins, which the CSS reset sets to 0 (and
      // auto is no spacing token); on a phone it keeps a gutter each side, as the app's dialogs do.
      css={{ margin: 'auto', width: 'calc(100% - 2rem)' }}
      maxW="dialog"
      p="6"
      border="none"
      rounded="l3"
      bg="bg.panel"
      color="fg"
      boxShadow="lg"
      textStyle="sm"
      _backdrop={{ bg: 'blackAlpha.500' }}
    >
      <Heading as="h2" id={titleId} size="lg" mb="4">
        {t({ id: 'dialog.loadFailed.title', message: 'Could not open' })}
      </Heading>
      <Text id={messageId}>
        {t({
          id: 'dialog.loadFailed.message',
          message: 'What you opened could not be loaded. Check the connection and try again.',
        })}
      </Text>
      <HStack justify="flex-end" gap="3" mt="6">
        <Button variant="outline" size="sm" onClick={onClose}>
          {t({ id: 'dialog.close', message: 'Close' })}
        </Button>
        <Button ref={retry} size="sm" colorPalette="brand" onClick={onRetry}>
          {t({ id: 'listState.retry', message: 'Try again' })}
        </Button>
      </HStack>
    </chakra.dialog>
  );
}

DialogLoadFailed.displayName = 'DialogLoadFailed';
