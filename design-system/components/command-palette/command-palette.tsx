import {
  Badge,
  Box,
  chakra,
  CloseButton,
  Dialog,
  Flex,
  Portal,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { AlertCircleIcon, SearchIcon } from '../../icons';
import {
  moveActive,
  visibleGroups,
  type CommandPaletteGroup,
  type CommandPaletteItem,
} from './palette-match';

export interface CommandPaletteProps {
  open: boolean;
  /** As Chakra's dialogs say it: `{ open }`. Escape, the close button, a press outside and a run close it. */
  onOpenChange: (details: { open: boolean }) => void;
  /** What is typed (controlled: the owner may search on the server with it). */
  query: string;
  onQueryChange: (query: string) => void;
  /** Every group, in the order listed; the palette matches the local ones against the query. */
  groups: readonly CommandPaletteGroup[];
  /** Runs an option (Enter or a press), once the palette has closed and given the focus back. */
  onRun: (item: CommandPaletteItem, groupKey: string) => void;
}

interface Option {
  item: CommandPaletteItem;
  groupKey: string;
  id: string;
}

/**
 * The command palette: one field that finds a page, a setting, a member, a department, a service
 * or a company, and goes there. The field is a combobox over a listbox of grouped options (the
 * ARIA 1.2 pattern): the focus stays in the field while the arrows move the active option
 * (aria-activedescendant), Enter runs it, Escape closes and the focus goes back to what had it.
 */
export function CommandPalette({
  open,
  onOpenChange,
  query,
  onQueryChange,
  groups,
  onRun,
}: CommandPaletteProps) {
  const { t } = useLingui();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const input = useRef<HTMLInputElement>(null);
  // The option run once the palette has closed: by then the focus is back where it was, so the
  // place the option leads to (a setting, a service) can take it without the dialog's trap
  // pulling it back, and a dialog the option opens (the second check) is the only one.
  const pending = useRef<Option | null>(null);
  const [active, setActive] = useState<{ query: string; id: string } | null>(null);

  const optionId = (groupKey: string, itemId: string) => `${baseId}-${groupKey}-${itemId}`;
  const listed = visibleGroups(groups, query);
  const options: Option[] = listed.flatMap((group) =>
    group.items.map((item) => ({
      item,
      groupKey: group.key,
      id: optionId(group.key, item.id),
    })),
  );
  // The active option follows its item while the list changes under it (members arriving); a new
  // query starts from the first.
  const kept = active && active.query === query ? options.findIndex((o) => o.id === active.id) : -1;
  const activeIndex = kept >= 0 ? kept : options.length > 0 ? 0 : -1;
  const activeOption = activeIndex >= 0 ? options[activeIndex] : undefined;
  const activeId = activeOption?.id;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const run = (option: Option) => {
    pending.current = option;
    onOpenChange({ open: false });
  };
  const runPending = () => {
    const option = pending.current;
    pending.current = null;
    if (option) onRun(option.item, option.groupKey);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A key that picks a candidate of an input method (Chinese, Japanese) is not the palette's.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = options[moveActive(activeIndex, options.length, event.key)];
      if (next) setActive({ query, id: next.id });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeOption) run(activeOption);
    }
  };

  const remote = groups.filter((group) => group.matching === 'remote' && query.trim() !== '');
  const searching = remote.some((group) => group.status === 'loading');
  const notices = remote.filter((group) => group.status && group.status !== 'ready');
  const title = t({ id: 'commandPalette.title', message: 'Search and go' });
  const trimmed = query.trim();

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange({ open: details.open })}
      initialFocusEl={() => input.current}
      onExitComplete={runPending}
      placement="top"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={title} overflow="hidden">
            <Flex align="center" gap="2" px="4" py="2" borderBottom="sm" borderColor="border">
              <SearchIcon boxSize="5" color="fg.muted" flexShrink="0" />
              <chakra.input
                ref={input}
                flex="1"
                minW="none"
                h="10"
                bg="transparent"
                outline="none"
                textStyle="md"
                type="text"
                role="combobox"
                aria-label={title}
                aria-expanded={options.length > 0}
                aria-controls={listboxId}
                aria-autocomplete="list"
                aria-activedescendant={activeId}
                aria-busy={searching || undefined}
                autoComplete="off"
                spellCheck={false}
                placeholder={t({
                  id: 'commandPalette.placeholder',
                  message: 'Pages, settings, members, departments, services, companies…',
                })}
                value={query}
                onChange={(event) => onQueryChange(event.target.value)}
                onKeyDown={onKeyDown}
              />
              <Dialog.CloseTrigger asChild position="static">
                <CloseButton size="sm" aria-label={t({ id: 'dialog.close', message: 'Close' })} />
              </Dialog.CloseTrigger>
            </Flex>
            {/* The arrows in the field scroll the active option into view; the list can also be
                scrolled on its own from the keyboard, as a scrolling region must (WCAG 2.1.1). */}
            <Box
              flex="1"
              minH="none"
              maxH={{ md: 'md' }}
              overflowY="auto"
              px="2"
              py="2"
              tabIndex={0}
            >
              <Box role="status" aria-live="polite">
                {notices.map((group) => (
                  <Flex
                    key={group.key}
                    align="center"
                    gap="2"
                    px="3"
                    py="2"
                    textStyle="sm"
                    color={group.status === 'error' ? 'fg.error' : 'fg.muted'}
                  >
                    {group.status === 'loading' ? (
                      <Spinner size="xs" aria-hidden />
                    ) : (
                      <AlertCircleIcon boxSize="4" aria-hidden flexShrink="0" />
                    )}
                    <Text whiteSpace="pre-line">{group.notice}</Text>
                  </Flex>
                ))}
                {options.length === 0 && trimmed !== '' && !searching ? (
                  <Text px="3" py="6" textAlign="center" color="fg.muted" overflowWrap="anywhere">
                    {t({ id: 'commandPalette.noResults', message: `No results for “${trimmed}”` })}
                  </Text>
                ) : null}
              </Box>
              <Stack
                role="listbox"
                id={listboxId}
                aria-label={title}
                gap="3"
                hidden={options.length === 0}
              >
                {listed.map((group) => {
                  const headingId = `${baseId}-${group.key}-heading`;
                  return (
                    <Box key={group.key} role="group" aria-labelledby={headingId}>
                      <Text
                        id={headingId}
                        role="presentation"
                        px="3"
                        py="1"
                        textStyle="xs"
                        fontWeight="semibold"
                        color="fg.muted"
                      >
                        {group.heading}
                      </Text>
                      {group.items.map((item) => {
                        const option: Option = {
                          item,
                          groupKey: group.key,
                          id: optionId(group.key, item.id),
                        };
                        const isActive = option.id === activeId;
                        return (
                          <Flex
                            key={item.id}
                            id={option.id}
                            role="option"
                            aria-selected={isActive}
                            align="center"
                            gap="3"
                            px="3"
                            py="2"
                            rounded="l2"
                            cursor="option"
                            bg={isActive ? 'brand.subtle' : undefined}
                            color={isActive ? 'brand.fg' : undefined}
                            onPointerMove={() => {
                              if (!isActive) setActive({ query, id: option.id });
                            }}
                            onClick={() => run(option)}
                          >
                            <Box flex="1" minW="none">
                              <Text overflowWrap="anywhere">{item.label}</Text>
                              {item.detail ? (
                                <Text textStyle="xs" color="fg.muted" overflowWrap="anywhere">
                                  {item.detail}
                                </Text>
                              ) : null}
                            </Box>
                            {item.current ? (
                              <Badge size="sm" variant="subtle" flexShrink="0">
                                {t({ id: 'commandPalette.current', message: 'Current' })}
                              </Badge>
                            ) : null}
                          </Flex>
                        );
                      })}
                    </Box>
                  );
                })}
              </Stack>
            </Box>
            <Text
              hideBelow="md"
              px="4"
              py="2"
              borderTop="sm"
              borderColor="border"
              textStyle="xs"
              color="fg.muted"
            >
              {t({
                id: 'commandPalette.keys',
                message: '↑ ↓ to move · Enter to go · Esc to close',
              })}
            </Text>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

CommandPalette.displayName = 'CommandPalette';
