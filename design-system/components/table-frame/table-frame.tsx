import { Box, type BoxProps } from '@chakra-ui/react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';

export interface TableFrameProps {
  /** Names the frame when it scrolls, e.g. the table's own name. */
  label: string;
  /** The table. */
  children: ReactNode;
  /**
   * A height beyond which the frame scrolls down too (a virtualised table's viewport); it is then
   * always a named region in the tab order. @default undefined (as tall as the table)
   */
  maxH?: BoxProps['maxH'];
  /** Hands the frame's element to its owner, e.g. a virtualiser that follows its scroll. */
  onElement?: (element: HTMLDivElement | null) => void;
}

/**
 * The bordered frame around a list's table. On a screen too narrow for the table it scrolls
 * sideways instead of cutting columns off, and only then joins the tab order as a named region,
 * so a keyboard can scroll it too.
 */
export function TableFrame({ label, children, maxH, onElement }: TableFrameProps) {
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const scrolls = useOverflowsSideways(frame);
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      setFrame(element);
      onElement?.(element);
    },
    [onElement],
  );
  return (
    <Box
      ref={ref}
      border="sm"
      borderColor="border"
      borderRadius="panel"
      overflowX="auto"
      focusVisibleRing="inside"
      {...(maxH === undefined ? {} : { maxH, overflowY: 'auto', 'data-testid': 'table-scroll' })}
      {...(scrolls || maxH !== undefined
        ? { tabIndex: 0, role: 'region', 'aria-label': label }
        : {})}
    >
      {children}
    </Box>
  );
}

function useOverflowsSideways(element: HTMLElement | null): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    measure();
    // The frame resizes with the page, the table with its rows.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return overflows;
}
