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
      {busy ? <Spinner size="xs" aria-hidden /> : null}
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

/**
 * The "more" icon (three dots) as a mask painted in the text's colour: an svg of three circles
 * was four more elements to style and lay out in every row a virtualised table brings into view.
 */
const MORE_ICON: SystemStyleObject = {
  content: '""',
  display: 'inline-block',
  flexShrink: '0',
  width: '4',
  height: '4',
  verticalAlign: 'middle',
  // The theme's `current`: the text's colour, so the icon follows the button's states.
  bg: 'current',
  // Forced colours would paint the background away, and the icon with it.
  forcedColorAdjust: 'none',
  maskImage:
    'url("data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 viewBox=%270 0 24 24%27%3E%3Ccircle cx=%275%27 cy=%2712%27 r=%272%27/%3E%3Ccircle cx=%2712%27 cy=%2712%27 r=%272%27/%3E%3Ccircle cx=%2719%27 cy=%2712%27 r=%272%27/%3E%3C/svg%3E")',
  maskPosition: 'center',
  maskSize: 'contain',
  maskRepeat: 'no-repeat',
};

type Palette = 'gray' | 'brand' | 'green';

/**
 * A recipe's styles with its palette's colours named outright: the recipe reads
 * `var(--wb-colors-color-palette-solid)`, this reads `var(--wb-colors-brand-solid)`. Setting
 * `colorPalette` instead declares a dozen custom properties on every element that carries it,
 * and each row a virtualised table brings into view has three.
 */
function inPalette(style: SystemStyleObject, palette: Palette): SystemStyleObject {
  return Object.fromEntries(
    Object.entries(style).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? value.replaceAll('-colors-color-palette-', `-colors-${palette}-`)
        : value && typeof value === 'object'
          ? inPalette(value as SystemStyleObject, palette)
          : value,
    ]),
  );
}

/**
 * The styles of the row parts, for the table to carry once. Read from the theme's recipes, so the
 * parts follow the theme as Chakra's components do.
 */
export function useRowPartStyles(): SystemStyleObject {
  const system = useChakraContext();
  return useMemo(() => {
    // Chakra types a recipe's function loosely; what it returns is a style object.
    const recipe = (
      key: 'button' | 'badge' | 'checkmark',
      palette: Palette,
      variants: Record<string, string> = {},
    ) =>
      inPalette(
        (system.getRecipeFn(key) as (variants: Record<string, string>) => SystemStyleObject)(
          variants,
        ),
        palette,
      );
    const ghost = recipe('button', 'gray', { size: 'xs', variant: 'ghost' });
    return {
      '& [data-cell-text]': {
        display: 'block',
        minW: 'none',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      },
      '& [data-row-button]': {
        ...recipe('button', 'gray', { size: 'xs', variant: 'outline' }),
      },
      '& [data-row-menu-button]': {
        ...ghost,
        flexShrink: '0',
        px: '0',
        py: '0',
        '&:not([aria-busy])::before': MORE_ICON,
      },
      '& [data-row-badge]': { flexShrink: '1', minW: 'none' },
      '& [data-row-badge=brand]': recipe('badge', 'brand'),
      '& [data-row-badge=green]': recipe('badge', 'green'),
      '& [data-checkmark]': recipe('checkmark', 'brand'),
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
