import { useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { lazyNamed, LoadErrorBoundary, type AnyComponent } from '../../utils/lazy-named';
import { DialogLoadFailed } from './dialog-load-failed';

export interface LazyDialogBoundaryProps {
  /** Whether the dialog is open; a controlled dialog stays mounted while closed. @default true */
  open?: boolean;
  /** Closes the dialog, as its own close would: the failure's Close and Escape call it. */
  onClose: () => void;
  /** The dialog that loads its code when first opened (lazyDialog, retryableLazy). */
  children: ReactNode;
}

/**
 * Around a dialog that loads its code on first use: if the code fails to arrive, the failure shows
 * where the dialog would have opened (DialogLoadFailed), never over the page; its retry fetches the
 * code again, and so does the next opening.
 */
export function LazyDialogBoundary({ open = true, onClose, children }: LazyDialogBoundaryProps) {
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings(openings + 1);
  }
  return (
    <LoadErrorBoundary
      resetKey={String(openings)}
      fallback={(retry) => <DialogLoadFailed open={open} onRetry={retry} onClose={onClose} />}
    >
      {children}
    </LoadErrorBoundary>
  );
}

/** How a dialog is closed when its close is not said: its `onClose()`, or `onOpenChange`. */
type ClosesByDefault<Props> = Props extends { onClose: () => void }
  ? true
  : 'onOpenChange' extends keyof Props
    ? true
    : false;

type CloseArgument<Props> =
  ClosesByDefault<Props> extends true
    ? [close?: (props: Props) => void]
    : [close: (props: Props) => void];

function closeByDefault(props: {
  onClose?: () => void;
  onOpenChange?: (details: { open: boolean }) => void;
}): void {
  if (props.onClose) props.onClose();
  else props.onOpenChange?.({ open: false });
}

/**
 * A dialog exported by name whose code loads when it first renders (lazyNamed), inside its own
 * LazyDialogBoundary: the page renders it inside DialogSuspense, which shows the wait. `close`
 * closes it from the failure's Close; a dialog with `onClose()` or `onOpenChange` needs none.
 */
export function lazyDialog<Module extends Record<Name, AnyComponent>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
  ...[close = closeByDefault]: CloseArgument<ComponentProps<Module[Name]>>
): ComponentType<ComponentProps<Module[Name]>> {
  const Dialog = lazyNamed(load, name);
  return function LazyDialog(props: ComponentProps<Module[Name]>) {
    return (
      <LazyDialogBoundary open={(props as { open?: boolean }).open} onClose={() => close(props)}>
        <Dialog {...props} />
      </LazyDialogBoundary>
    );
  };
}
