import {
  Button,
  HStack,
  IconButton,
  Menu,
  Portal,
  Spinner,
  type IconButtonProps,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { MoreIcon } from '../../icons';

/** The row's main action, always in view. */
export interface RowMainAction {
  label: string;
  /** The name when the label alone does not say which row, e.g. "Disable SLN-1". @default label */
  ariaLabel?: string;
  onClick: () => void;
  /**
   * Its work is under way: a spinner, and the button marked busy rather than disabled, so the
   * focus stays on it and a second press does nothing. @default false
   */
  busy?: boolean;
  /** Painted as a destructive action. @default false */
  danger?: boolean;
  /** @default false */
  disabled?: boolean;
}

/** One item of the row's overflow menu. */
export interface RowMenuAction {
  /** A stable key among the row's items. */
  key: string;
  label: string;
  onSelect: () => void;
  /** Painted as a destructive action. @default false */
  danger?: boolean;
  /** @default false */
  disabled?: boolean;
}

export interface RowActionsProps {
  /** The row's name: the menu button is "More actions for {name}". */
  name: string;
  /** The action in view. @default undefined (the menu alone) */
  main?: RowMainAction;
  /** The rest, behind one menu button; none shown when empty. @default [] */
  more?: readonly RowMenuAction[];
  /** @default 'xs' */
  size?: 'xs' | 'sm';
}

/**
 * A row's actions in the one style every table uses: its main action as a small button, the rest
 * behind a "more" button that opens a menu, so a row never grows a line of buttons.
 */
export function RowActions({ name, main, more = [], size = 'xs' }: RowActionsProps) {
  return (
    <HStack gap="1" wrap="nowrap">
      {main ? <RowMainButton action={main} size={size} /> : null}
      {more.length > 0 ? (
        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <RowMoreButton name={name} size={size} />
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="36">
                {more.map((action) => (
                  <Menu.Item
                    key={action.key}
                    value={action.key}
                    color={action.danger ? 'fg.error' : undefined}
                    disabled={action.disabled}
                    // The item's own click, not the menu's onSelect: it does not depend on
                    // which item the pointer last highlighted, and Enter clicks it too.
                    onClick={() => {
                      if (!action.disabled) action.onSelect();
                    }}
                  >
                    {action.label}
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      ) : null}
    </HStack>
  );
}

/** The row's main action as a small button. */
function RowMainButton({
  action,
  size = 'xs',
}: {
  action: RowMainAction;
  /** @default 'xs' */
  size?: 'xs' | 'sm';
}) {
  return (
    <Button
      size={size}
      variant="outline"
      colorPalette={action.danger ? 'red' : 'gray'}
      aria-label={action.ariaLabel}
      aria-disabled={action.busy || undefined}
      disabled={action.disabled}
      onClick={() => {
        if (!action.busy) action.onClick();
      }}
    >
      {action.busy ? <Spinner size="xs" aria-hidden /> : null}
      {action.label}
    </Button>
  );
}

interface RowMoreButtonProps extends Omit<IconButtonProps, 'aria-label' | 'size'> {
  /** The row's name: "More actions for {name}". */
  name: string;
  /** @default 'xs' */
  size?: 'xs' | 'sm';
}

/**
 * The button that opens a row's overflow menu; a Menu.Trigger's child. (A virtualised table's rows
 * use DataTable's plain RowMenuButton, triggers of one menu they share.)
 */
function RowMoreButton({ name, size = 'xs', ...props }: RowMoreButtonProps) {
  const { t } = useLingui();
  return (
    <IconButton
      size={size}
      variant="ghost"
      flexShrink="0"
      {...props}
      aria-label={t({ id: 'rowActions.more', message: `More actions for ${name}` })}
    >
      <MoreIcon />
    </IconButton>
  );
}
