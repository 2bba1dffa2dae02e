import {
  Box,
  Button,
  chakra,
  CloseButton,
  Dialog,
  Portal,
  type DialogBodyProps,
  type DialogContentProps,
  type DialogRootProps,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSubmitGuard } from '../../utils/use-submit-guard';

export interface AppDialogOpenChangeDetails {
  /** Whether the dialog is now open. */
  open: boolean;
}

export interface AppDialogProps {
  /** The dialog's heading; it also names the dialog for assistive technology. */
  title: ReactNode;
  /** The dialog's body. @default undefined */
  children?: ReactNode;
  /**
   * Whether the dialog is open (controlled). Leave undefined to let the dialog keep its own state,
   * opened by `trigger` or `defaultOpen`.
   * @default undefined
   */
  open?: boolean;
  /** Whether an uncontrolled dialog starts open. @default false */
  defaultOpen?: boolean;
  /**
   * Called whenever the dialog asks to open or close: the trigger, Cancel, the close button,
   * Escape or a click on the mask. A controlled owner sets `open` from it.
   * @default undefined
   */
  onOpenChange?: (details: AppDialogOpenChangeDetails) => void;
  /**
   * Called once for every dismissal without confirming: Cancel, the close button, Escape or a
   * click on the mask. Called before `onOpenChange`.
   * @default undefined
   */
  onCancel?: () => void;
  /**
   * Called when Confirm is pressed or Enter submits a field of the body. A returned promise keeps
   * Confirm busy until it settles, and a second press meanwhile does nothing, even one in the same
   * task as the first. A controlled dialog stays open until its owner closes it; an uncontrolled
   * one closes itself once the promise resolves.
   * @default undefined
   */
  onConfirm?: () => void | PromiseLike<unknown>;
  /** The Confirm button's label. @default the catalogue's 'dialog.confirm' (确定) */
  confirmLabel?: ReactNode;
  /** The Cancel button's label. @default the catalogue's 'dialog.cancel' (取消) */
  cancelLabel?: ReactNode;
  /**
   * Confirm is busy: it shows a spinner and cannot be pressed again; Cancel stays enabled, but
   * Escape and the mask do not close the dialog (an accidental key must not drop the work).
   * @default false
   */
  confirmLoading?: boolean;
  /** Confirm cannot be pressed (for example until a form is valid). @default false */
  confirmDisabled?: boolean;
  /** A red Confirm, for actions that delete or cannot be undone. @default false */
  destructive?: boolean;
  /** Whether the Cancel button is shown. @default true */
  showCancel?: boolean;
  /** Whether the close (×) button is shown in the corner. @default true */
  showCloseButton?: boolean;
  /**
   * Whether the footer with Cancel and Confirm is shown. With it, the body and the footer are one
   * form whose submit button is Confirm, so Enter in a field confirms; forms with their own buttons
   * hide it and bring their own form.
   * @default true
   */
  showFooter?: boolean;
  /**
   * Whether the children are the dialog's own AppDialogBody and Dialog.Footer, for a form whose
   * own button must stay in view below fields that scroll (the footer does not scroll). The
   * description and the Cancel and Confirm footer are then not drawn.
   * @default false
   */
  ownSections?: boolean;
  /**
   * 'compact' draws less space around the title, for a dialog of fixed height whose content must
   * fit it (the reset modal).
   * @default 'default'
   */
  density?: 'default' | 'compact';
  /** Whether a click on the mask closes the dialog (the department-member modal passes false). @default true */
  closeOnInteractOutside?: boolean;
  /** Whether Escape closes the dialog; it never does while `confirmLoading`. @default true */
  closeOnEscape?: boolean;
  /**
   * One of Chakra's dialog sizes (xs, sm, md, lg, xl, cover, full). When set, it decides the
   * width and `width` is ignored.
   * @default undefined (the width is `width`)
   */
  size?: DialogRootProps['size'];
  /** The dialog's maximum width as a size token, e.g. 'memberModal' or 'resetModalWidth'. @default 'dialog' (460 px) */
  width?: DialogContentProps['maxW'];
  /** A fixed height as a size token, e.g. 'resetModalHeight'; the body scrolls inside it. @default undefined (fits the content) */
  height?: DialogContentProps['h'];
  /** What the dialog says it is to assistive technology. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /**
   * Where focus lands on open: 'auto' is the first focusable element in the body (a form's first
   * field) or else the first footer button; 'cancel' and 'confirm' name a footer button ('cancel'
   * is the safe choice before a destructive action).
   * @default 'auto'
   */
  initialFocus?: 'auto' | 'cancel' | 'confirm';
  /** An element that opens an uncontrolled dialog; focus returns to it on close. @default undefined */
  trigger?: ReactNode;
  /**
   * Content that describes the dialog (aria-describedby), shown above `children`: the message of a
   * confirmation or an alert.
   * @default undefined
   */
  description?: ReactNode;
}

/**
 * The workbench's default dialog (docs/product.md §2): 460 px wide, a title, a body, and a footer whose
 * Cancel and Confirm labels come from the catalogues. Focus moves into the dialog on open, stays in
 * it, and returns to where it was on close; Escape closes it unless Confirm is busy.
 */
export function AppDialog({
  title,
  children,
  open,
  defaultOpen = false,
  onOpenChange,
  onCancel,
  onConfirm,
  confirmLabel,
  cancelLabel,
  confirmLoading = false,
  confirmDisabled = false,
  destructive = false,
  showCancel = true,
  showCloseButton = true,
  showFooter = true,
  ownSections = false,
  density = 'default',
  closeOnInteractOutside = true,
  closeOnEscape = true,
  size,
  width = 'dialog',
  height,
  role = 'dialog',
  initialFocus = 'auto',
  trigger,
  description,
}: AppDialogProps) {
  const { t } = useLingui();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isControlled = open !== undefined;
  const isOpen = isControlled ? open : uncontrolledOpen;

  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const submission = useSubmitGuard();
  const busy = confirmLoading || submission.busy;

  const setOpen = (next: boolean) => {
    if (!isControlled) setUncontrolledOpen(next);
    onOpenChange?.({ open: next });
  };

  const confirm = () => {
    // A submit event can come while Confirm is busy or disabled: a form's requestSubmit.
    if (busy || confirmDisabled) return;
    void submission.run(async () => {
      await onConfirm?.();
      if (!isControlled) setOpen(false);
    });
  };

  const confirmText = confirmLabel ?? t({ id: 'dialog.confirm', message: 'Confirm' });
  const cancelText = cancelLabel ?? t({ id: 'dialog.cancel', message: 'Cancel' });

  const dialogBody = (
    <AppDialogBody>
      {description !== undefined && (
        <Dialog.Description color="text.primary" mb={children === undefined ? undefined : '3'}>
          {description}
        </Dialog.Description>
      )}
      {children}
    </AppDialogBody>
  );

  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={({ open: next }) => {
        if (!next) onCancel?.();
        setOpen(next);
      }}
      role={role}
      size={size}
      placement="center"
      scrollBehavior="inside"
      closeOnEscape={closeOnEscape && !busy}
      closeOnInteractOutside={closeOnInteractOutside && !busy}
      initialFocusEl={
        initialFocus === 'auto'
          ? undefined
          : () => (initialFocus === 'cancel' ? cancelRef.current : confirmRef.current)
      }
    >
      {trigger !== undefined && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        {/* On a phone narrower than the dialog, the page stays visible at its sides. */}
        <Dialog.Positioner px="4">
          <Dialog.Content maxW={size === undefined ? width : undefined} h={height}>
            <Dialog.Header
              pe={showCloseButton ? '12' : undefined}
              {...(density === 'compact' ? { pt: '4', pb: '1' } : undefined)}
            >
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {ownSections ? (
              children
            ) : showFooter ? (
              <chakra.form
                // Body and footer stay the content's own flex items.
                display="contents"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  // A dialog opened from this one's body is portalled out of this form, but its
                  // submit still bubbles here through React's tree.
                  if (event.target === event.currentTarget) confirm();
                }}
              >
                {dialogBody}
                <Dialog.Footer>
                  {showCancel && (
                    <Dialog.ActionTrigger asChild>
                      <Button ref={cancelRef} variant="outline" size="sm">
                        {cancelText}
                      </Button>
                    </Dialog.ActionTrigger>
                  )}
                  <Button
                    ref={confirmRef}
                    type="submit"
                    size="sm"
                    colorPalette={destructive ? 'red' : 'brand'}
                    loading={busy}
                    // The label stays beside the spinner: a busy button keeps its name.
                    loadingText={confirmText}
                    disabled={confirmDisabled}
                  >
                    {confirmText}
                  </Button>
                </Dialog.Footer>
              </chakra.form>
            ) : (
              dialogBody
            )}
            {showCloseButton && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t({ id: 'dialog.close', message: 'Close' })} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

AppDialog.displayName = 'AppDialog';

export interface AppDialogBodyProps extends Omit<DialogBodyProps, 'children'> {
  /** What the body holds; it scrolls when taller than the room the dialog leaves it. */
  children?: ReactNode;
}

/**
 * The body of an AppDialog. When its content is taller than the room left, it scrolls, joins the
 * tab order so a keyboard can scroll it, and shows a shadow at the edge with more beyond it.
 */
export function AppDialogBody({ children, ...bodyProps }: AppDialogBodyProps) {
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const [bodyContent, setBodyContent] = useState<HTMLDivElement | null>(null);
  const scrollable = useOverflows(body, bodyContent);
  return (
    <Dialog.Body
      ref={setBody}
      tabIndex={scrollable ? 0 : undefined}
      css={scrollable ? SCROLL_SHADOWS : undefined}
      focusVisibleRing="inside"
      {...bodyProps}
    >
      <Box ref={setBodyContent}>{children}</Box>
    </Dialog.Body>
  );
}

AppDialogBody.displayName = 'AppDialogBody';

/**
 * A shadow at each edge with more content beyond it. The panel-coloured covers scroll with the
 * content (`local`) and hide the shadows (`scroll`, fixed to the box) at the end they reach; a
 * CSS-only pattern, so nothing is measured while scrolling.
 */
const SCROLL_SHADOWS = {
  backgroundImage: [
    'linear-gradient({colors.bg.panel} 30%, transparent)',
    'linear-gradient(transparent, {colors.bg.panel} 70%)',
    'radial-gradient(farthest-side at 50% 0, {colors.blackAlpha.400}, transparent)',
    'radial-gradient(farthest-side at 50% 100%, {colors.blackAlpha.400}, transparent)',
  ].join(', '),
  backgroundPosition: 'center top, center bottom, center top, center bottom',
  backgroundSize: '100% 2.5rem, 100% 2.5rem, 100% 0.875rem, 100% 0.875rem',
  backgroundRepeat: 'no-repeat',
  backgroundAttachment: 'local, local, scroll, scroll',
};

/**
 * Whether the element's content is taller than the element. The body scrolls inside the dialog
 * when its content is long, and only then should it join the tab order.
 */
function useOverflows(element: HTMLElement | null, content: HTMLElement | null): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!element || !content || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight);
    measure();
    // The body resizes while it grows; once capped, only its content does.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(content);
    return () => observer.disconnect();
  }, [element, content]);
  return overflows;
}
