import {
  Portal,
  Spinner,
  Tooltip,
  useChakraContext,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { useEffect, useMemo, useState, type ComponentPropsWithRef } from 'react';
import { overflows } from '../truncated-text';

/**
 * What a row of a long, virtualised table is made of: plain elements that the table styles once
 * (`useRowPartStyles`), with Chakra's own recipes. A Chakra component computes its styles as it
 * mounts, and a fling through 10,000 members mounts rows on every frame: at about a dozen such
 * elements a row, that work took most of each frame (bench/components.ts). They look and behave as
 * Chakra's Text, Button, IconButton, Badge and Checkmark do.
 */

/**
 * A cell's text on one line, cut with an ellipsis when it does not fit; the table's one
 * CutCellTooltip shows it whole. Plain, with no state or handlers of its own: a fling through
 * 10,000 members mounts a dozen of these on every frame.
 */
export function CellText({ children }: { children: string }) {
  return <span data-cell-text="">{children}</span>;
}

/**
 * The whole text of a cut CellText while the pointer is on it: one tooltip for the whole table,
 * found from the pointer events that bubble to the frame, anchored to the cell's box.
 */
export function CutCellTooltip({ container }: { container: HTMLElement | null }) {
  const [cut, setCut] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!container) return;
    const cellOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<HTMLElement>('[data-cell-text]') : null;
    const over = (event: PointerEvent) => {
      const cell = cellOf(event.target);
      if (cell && overflows(cell)) setCut(cell);
    };
    const out = (event: PointerEvent) => {
      const cell = cellOf(event.target);
      if (!cell || (event.relatedTarget instanceof Node && cell.contains(event.relatedTarget)))
        return;
      setCut((current) => (current === cell ? null : current));
    };
    container.addEventListener('pointerover', over);
    container.addEventListener('pointerout', out);
    return () => {
      container.removeEventListener('pointerover', over);
      container.removeEventListener('pointerout', out);
    };
  }, [container]);
  if (!cut) return null;
  return (
    <Tooltip.Root
      open
      openDelay={0}
      closeDelay={0}
      positioning={{ getAnchorRect: () => cut.getBoundingClientRect() }}
      onOpenChange={(details) => {
        if (!details.open) setCut(null);
      }}
    >
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="sm" overflowWrap="anywhere">
            {cut.textContent}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

/** A row's main action: Chakra's small outline button. */
export function RowButton({
  label,
  ...props
}: Omit<ComponentPropsWithRef<'button'>, 'children'> & { label: string }) {
  return (
    <button type="button" data-row-button="" {...props}>
      {label}
    </button>
  );
}

/**
 * The button that opens a row's menu: Chakra's small ghost icon button with the "more" icon. It
 * takes the menu's trigger props (menu.getTriggerProps); while busy it stays disabled whatever
 * they say.
 */
export function RowMenuButton({
  busy = false,
  ...props
}: Omit<ComponentPropsWithRef<'button'>, 'children'> & {
  'aria-label': string;
  /** @default false */
  busy?: boolean;
}) {
  return (
    <button
      type="button"
      {...props}
      data-row-menu-button=""
      aria-busy={busy || undefined}
      disabled={busy || props.disabled}
    >
      {busy ? (
        <Spinner size="xs" aria-hidden />
      ) : (
        <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          <circle cx="5" cy="12" r="2" />
          <circle cx="12" cy="12" r="2" />
          <circle cx="19" cy="12" r="2" />
        </svg>
      )}
    </button>
  );
}

/** A small badge in the brand or the green palette, its words cut to the cell. */
export function RowBadge({ palette, children }: { palette: 'brand' | 'green'; children: string }) {
  return (
    <span data-row-badge={palette}>
      <CellText>{children}</CellText>
    </span>
  );
}

/** The row box's checkmark: Chakra's Checkmark, drawn for its state. */
export function RowCheckmark({ state }: { state: 'checked' | 'indeterminate' | 'unchecked' }) {
  return (
    <svg
      data-checkmark=""
      data-state={state}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="3px"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {state === 'indeterminate' ? (
        <path d="M5 12h14" />
      ) : state === 'checked' ? (
        <polyline points="20 6 9 17 4 12" />
      ) : null}
    </svg>
  );
}

/** Chakra's icon recipe's base, for an icon drawn as a plain svg. */
const ICON: SystemStyleObject = {
  display: 'inline-block',
  lineHeight: '[1em]',
  flexShrink: '0',
  color: '[currentcolor]',
  verticalAlign: 'middle',
};

/**
 * The styles of the row parts, for the table to carry once. Read from the theme's recipes, so the
 * parts follow the theme as Chakra's components do.
 */
export function useRowPartStyles(): SystemStyleObject {
  const system = useChakraContext();
  return useMemo(() => {
    // Chakra types a recipe's function loosely; what it returns is a style object.
    const recipe = (key: 'button' | 'badge' | 'checkmark', variants: Record<string, string> = {}) =>
      (system.getRecipeFn(key) as (variants: Record<string, string>) => SystemStyleObject)(
        variants,
      );
    const ghost = recipe('button', { size: 'xs', variant: 'ghost' });
    return {
      '& [data-cell-text]': {
        display: 'block',
        minW: 'none',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      },
      '& [data-row-button]': {
        ...recipe('button', { size: 'xs', variant: 'outline' }),
        colorPalette: 'gray',
      },
      '& [data-row-menu-button]': {
        ...ghost,
        colorPalette: 'gray',
        flexShrink: '0',
        px: '0',
        py: '0',
        _icon: { ...(ghost._icon as SystemStyleObject), fontSize: '1.2em' },
        '& > svg': ICON,
      },
      '& [data-row-badge]': {
        ...recipe('badge'),
        flexShrink: '1',
        minW: 'none',
      },
      '& [data-row-badge=brand]': { colorPalette: 'brand' },
      '& [data-row-badge=green]': { colorPalette: 'green' },
      '& [data-checkmark]': { ...recipe('checkmark'), colorPalette: 'brand' },
      '& [data-select-box]': {
        position: 'relative',
        display: 'inline-flex',
        alignItems: 'center',
        gap: '2',
        p: '1',
        verticalAlign: 'middle',
        cursor: 'checkbox',
      },
      '& [data-select-box] > input': { srOnly: true },
      '& [data-select-box] > input:focus-visible + [data-checkmark]': { focusRing: 'outside' },
      '& [data-select-words]': { hideFrom: 'md', textStyle: 'sm' },
    };
  }, [system]);
}
