import { Button, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { SearchIcon } from '../../icons';

export interface CommandPaletteButtonProps {
  /** The shortcut's modifier as this platform writes it: ⌘ on Apple's, Ctrl elsewhere. */
  modifier: 'meta' | 'ctrl';
  /** Whether the palette is open. @default false */
  expanded?: boolean;
  onClick: () => void;
}

/**
 * Opens the command palette from the header, for the pointer and touch, and shows its shortcut.
 * Apart from the palette so the header draws it before the palette's code loads. Below `lg`, where
 * the corp switcher and the account still show their names, it folds to the magnifying glass; its
 * name stays.
 */
export function CommandPaletteButton({
  modifier,
  expanded = false,
  onClick,
}: CommandPaletteButtonProps) {
  const { t } = useLingui();
  const label = t({ id: 'commandPalette.trigger', message: 'Search' });
  // A page can have a Search of its own (the operation log's filters): the name goes on, unseen, to
  // say which. It comes from the content, so it starts with the visible word (WCAG 2.5.3).
  const which = t({ id: 'commandPalette.triggerWhich', message: ' the workbench' });
  return (
    <Button
      variant="outline"
      size="sm"
      px={{ base: '2', lg: '3' }}
      color="fg.muted"
      aria-keyshortcuts={modifier === 'meta' ? 'Meta+K' : 'Control+K'}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onClick}
    >
      <SearchIcon />
      <Text as="span" srOnly={{ base: true, lg: false }}>
        {label}
        <Text as="span" srOnly>
          {which}
        </Text>
      </Text>
      <Text
        as="kbd"
        hideBelow="lg"
        aria-hidden
        textStyle="xs"
        px="1.5"
        border="sm"
        borderColor="border"
        rounded="l1"
        bg="bg.muted"
      >
        {modifier === 'meta' ? '⌘K' : 'Ctrl K'}
      </Text>
    </Button>
  );
}

CommandPaletteButton.displayName = 'CommandPaletteButton';
