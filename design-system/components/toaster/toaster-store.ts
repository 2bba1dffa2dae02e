import { createToaster } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ERROR_MESSAGE_MS, SUCCESS_MESSAGE_MS } from '../../../shared/constants';

// The store and its helpers live apart from AppToaster, so code that only raises messages (the
// API layer) does not pull the rendering into the app's first chunk.
/**
 * The app's one toaster: messages drop in at the top centre, and their timers stop while the tab
 * is hidden, so a message is not gone before the user comes back to read it.
 */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true });

export interface ToastMessage {
  /** A short heading above the text. @default undefined (the text alone) */
  title?: ReactNode;
  /** The text: for an error, the server's description or msg. */
  description: ReactNode;
}

/**
 * Shows an error message (the error catalogue of docs/product.md §8 calls this with the server's
 * description or msg). Returns the toast's id. The same words while their toast still shows (a
 * page's reads failing together, a retry failing again) keep that toast rather than stack a copy.
 * A fresh toast gets an id of its own: one reused while its toast animates out would stay closed.
 */
export function showErrorToast({ title, description }: ToastMessage): string {
  const shown = toaster
    .getVisibleToasts()
    .find(
      (toast) =>
        toast.type === 'error' && toast.title === title && toast.description === description,
    );
  if (shown?.id) return shown.id;
  return toaster.create({ type: 'error', title, description, duration: ERROR_MESSAGE_MS });
}

/** Shows a success message for SUCCESS_MESSAGE_MS (docs/product.md §9: 3000 ms). Returns the toast's id. */
export function showSuccessToast({ title, description }: ToastMessage): string {
  return toaster.create({ type: 'success', title, description, duration: SUCCESS_MESSAGE_MS });
}
