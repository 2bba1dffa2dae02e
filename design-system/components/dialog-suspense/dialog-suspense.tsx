import { AbsoluteCenter, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useState, type ReactNode } from 'react';

/** How long a dialog's code may take before the wait shows: a quicker load does not flash. */
export const DIALOG_LOADING_DELAY_MS = 300;

/** The wait for a dialog's code: "Loading…" to a screen reader at once, a spinner if it lasts. */
export function DialogLoading() {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), DIALOG_LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <AbsoluteCenter position="fixed" zIndex="modal" pointerEvents="none" role="status">
      {shown ? <Spinner size="lg" color="brand.solid" aria-hidden /> : null}
      <VisuallyHidden>{t({ id: 'common.loading', message: 'Loading…' })}</VisuallyHidden>
    </AbsoluteCenter>
  );
}

export interface DialogSuspenseProps {
  /** The dialogs that load their code when first opened (lazyDialog). */
  children: ReactNode;
}

/**
 * Where a page mounts the dialogs it loads on first use, so the page's own download stays small:
 * the first open waits for the dialog's code, with DialogLoading over the page meanwhile.
 */
export function DialogSuspense({ children }: DialogSuspenseProps) {
  return <Suspense fallback={<DialogLoading />}>{children}</Suspense>;
}
