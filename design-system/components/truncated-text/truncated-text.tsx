import { Portal, Text, Tooltip, type TextProps } from '@chakra-ui/react';
import { useState, type FocusEvent, type PointerEvent } from 'react';

export interface TruncatedTextProps extends Omit<TextProps, 'children'> {
  /** The whole text; cut with an ellipsis when it does not fit, and shown whole in a tooltip. */
  children: string;
  /** Lines to show before cutting. @default 1 */
  lines?: number;
}

const overflows = (element: HTMLElement) =>
  element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight;

/**
 * A name that may be longer than its cell in some locale: it is cut with an ellipsis and shown
 * whole in a tooltip on hover or focus. The tooltip's machinery mounts only when the text really
 * is cut, so a virtualised table of thousands of cells pays nothing for it. Screen readers get the
 * whole text either way: the cut is visual only.
 */
export function TruncatedText({ children, lines = 1, ...textProps }: TruncatedTextProps) {
  const [open, setOpen] = useState(false);
  const reveal = (event: PointerEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
    if (overflows(event.currentTarget)) setOpen(true);
  };
  const text = (
    <Text
      {...textProps}
      minW="none"
      {...(lines === 1 ? { truncate: true } : { lineClamp: lines })}
      onPointerEnter={reveal}
      onFocus={reveal}
      onPointerLeave={() => setOpen(false)}
      onBlur={() => setOpen(false)}
    >
      {children}
    </Text>
  );
  if (!open) return text;
  return (
    <Tooltip.Root
      open
      openDelay={0}
      closeDelay={0}
      onOpenChange={(details) => setOpen(details.open)}
    >
      <Tooltip.Trigger asChild>{text}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="sm" overflowWrap="anywhere">
            {children}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
