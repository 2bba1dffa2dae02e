import { Portal, Text, Tooltip, type TextProps } from '@chakra-ui/react';
import { useState, type FocusEvent, type PointerEvent, type ReactElement } from 'react';

export interface TruncatedTextProps extends Omit<TextProps, 'children'> {
  /** The whole text; cut with an ellipsis when it does not fit, and shown whole in a tooltip. */
  children: string;
  /** Lines to show before cutting. @default 1 */
  lines?: number;
}

/** Whether the element's text is cut: it holds more than its box shows. */
export const overflows = (element: HTMLElement) =>
  element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;

/**
 * Whether a text's tooltip shows: on hover or focus, and only when the text really is cut. The
 * handlers go on the element that holds the text.
 */
export function useRevealWhenCut() {
  const [open, setOpen] = useState(false);
  const reveal = (event: PointerEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
    if (overflows(event.currentTarget)) setOpen(true);
  };
  const hide = () => setOpen(false);
  return {
    open,
    setOpen,
    handlers: { onPointerEnter: reveal, onFocus: reveal, onPointerLeave: hide, onBlur: hide },
  };
}

/**
 * The whole text in a tooltip over the cut one, while `open`. The tooltip's machinery mounts only
 * then, so a virtualised table of thousands of cells pays nothing for it.
 */
export function CutTooltip({
  open,
  onOpenChange,
  text,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  text: string;
  children: ReactElement;
}) {
  if (!open) return children;
  return (
    <Tooltip.Root
      open
      openDelay={0}
      closeDelay={0}
      onOpenChange={(details) => onOpenChange(details.open)}
    >
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="sm" overflowWrap="anywhere">
            {text}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

/**
 * A name that may be longer than its cell in some locale: it is cut with an ellipsis and shown
 * whole in a tooltip on hover or focus. Screen readers get the whole text either way: the cut is
 * visual only.
 */
export function TruncatedText({ children, lines = 1, ...textProps }: TruncatedTextProps) {
  const { open, setOpen, handlers } = useRevealWhenCut();
  return (
    <CutTooltip open={open} onOpenChange={setOpen} text={children}>
      <Text
        {...textProps}
        minW="none"
        {...(lines === 1 ? { truncate: true } : { lineClamp: lines })}
        {...handlers}
      >
        {children}
      </Text>
    </CutTooltip>
  );
}
