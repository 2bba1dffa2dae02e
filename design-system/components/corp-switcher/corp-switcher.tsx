import {
  Alert,
  Badge,
  Box,
  Button,
  createListCollection,
  HStack,
  Input,
  Listbox,
  Popover,
  Portal,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { Corp } from '../../../shared/domain/corp';
import { errorMessage } from '../../utils/error-message';
import { ListState } from '../list-state';
import { TruncatedText } from '../truncated-text';
import { certStatusLabel, certStatusTone, corpTypeLabel } from './corp-labels';
import { matchCorps, showsCorpSearch, switcherCorps } from './corp-filter';
import { CorpSwitcherButton } from './corp-switcher-button';

/** What the switcher shows of a corp: any Corp or CurrentCorp row will do. */
export type CorpSwitcherCorp = Pick<Corp, 'corpId' | 'corpName' | 'corpType'> & {
  corpInfo: Pick<Corp['corpInfo'], 'certStatus'>;
};

export interface CorpSwitcherProps {
  /** The corp the person works in now (curCorp); undefined while it loads. */
  current: CorpSwitcherCorp | undefined;
  /** The person's corps (corp/list). Hidden ones are left out, except the current one. */
  corps: (CorpSwitcherCorp & Pick<Corp, 'hidden'>)[];
  /** The state of the list. @default 'ready' */
  status?: 'loading' | 'error' | 'ready';
  /** Why the list failed to load. @default the catalogue's 'listState.error' */
  errorMessage?: string;
  /** Offers a retry after a failure. @default undefined */
  onRetry?: () => void;
  /**
   * Switches to the corp picked (switchCorp). The item is busy while it runs; the list closes when
   * it resolves and shows the rejection's message otherwise.
   */
  onSwitch: (corp: CorpSwitcherCorp) => Promise<void>;
  /** Offers an "add company" action at the foot of the list. @default undefined */
  onAddCorp?: () => void;
  /** Called when the list opens or closes, e.g. to load it on first open. @default undefined */
  onOpenChange?: (open: boolean) => void;
  /** Whether the list starts open. @default false */
  defaultOpen?: boolean;
}

/**
 * The header control that shows the current corp and switches to another: each corp with its
 * type and certification status in words, the current one selected, a search once the list is
 * long, and the switch's progress and refusal on the item picked.
 */
export function CorpSwitcher({
  current,
  corps,
  status = 'ready',
  errorMessage: loadError,
  onRetry,
  onSwitch,
  onAddCorp,
  onOpenChange,
  defaultOpen = false,
}: CorpSwitcherProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(defaultOpen);
  const [query, setQuery] = useState('');
  const [switching, setSwitching] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const currentId = current?.corpId;
  const listed = useMemo(() => switcherCorps(corps, currentId), [corps, currentId]);
  const searchable = showsCorpSearch(listed.length);
  const matches = useMemo(
    () => (searchable ? matchCorps(listed, query) : listed),
    [listed, query, searchable],
  );
  const collection = useMemo(
    () =>
      createListCollection({
        items: matches,
        itemToValue: (corp) => corp.corpId,
        itemToString: (corp) => corp.corpName,
      }),
    [matches],
  );

  const changeOpen = (next: boolean) => {
    // A switch under way keeps the list open: its outcome shows there.
    if (!next && switching !== null) return;
    setOpen(next);
    if (!next) {
      setQuery('');
      setFailure(undefined);
    }
    onOpenChange?.(next);
  };

  const switchTo = async (corpId: string) => {
    const corp = listed.find((candidate) => candidate.corpId === corpId);
    if (!corp || corpId === currentId || switching !== null) return;
    setSwitching(corpId);
    setFailure(undefined);
    try {
      await onSwitch(corp);
      setSwitching(null);
      changeOpen(false);
    } catch (error) {
      setSwitching(null);
      setFailure(
        errorMessage(
          error,
          t({ id: 'corpSwitcher.failed', message: 'Could not switch company. Try again.' }),
        ),
      );
    }
  };

  if (!current) return <CorpSwitcherButton corpName={undefined} />;

  const currentName = current.corpName;
  const listStatus = status !== 'ready' ? status : listed.length === 0 ? 'empty' : 'ready';

  return (
    <Popover.Root
      open={open}
      onOpenChange={({ open: next }) => changeOpen(next)}
      positioning={{ placement: 'bottom-start' }}
    >
      <Popover.Trigger asChild>
        <CorpSwitcherButton
          corpName={currentName}
          renderName={(name) => <TruncatedText as="span">{name}</TruncatedText>}
        />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="sm">
            {/* A div: Chakra's <header> would be a second banner landmark beside the page's. */}
            <Popover.Header pb="2" asChild>
              <div>
                <Popover.Title fontWeight="semibold">
                  {t({ id: 'corpSwitcher.title', message: 'Switch company' })}
                </Popover.Title>
              </div>
            </Popover.Header>
            <Popover.Body pt="2">
              <ListState
                status={listStatus}
                errorMessage={loadError}
                onRetry={onRetry}
                emptyMessage={t({
                  id: 'corpSwitcher.empty',
                  message: 'You have no companies yet.',
                })}
              >
                <Listbox.Root
                  collection={collection}
                  value={[current.corpId]}
                  onSelect={({ value }) => void switchTo(value)}
                  gap="2"
                >
                  <Listbox.Label srOnly>
                    {t({ id: 'corpSwitcher.listLabel', message: 'Your companies' })}
                  </Listbox.Label>
                  {searchable && (
                    <Listbox.Input asChild>
                      <Input
                        size="sm"
                        value={query}
                        onChange={(event) => setQuery(event.target.value)}
                        aria-label={t({ id: 'corpSwitcher.search', message: 'Search companies' })}
                        placeholder={t({
                          id: 'corpSwitcher.searchPlaceholder',
                          message: 'Company name',
                        })}
                      />
                    </Listbox.Input>
                  )}
                  <Listbox.Content maxH="80">
                    {matches.map((corp) => (
                      <CorpOption
                        key={corp.corpId}
                        corp={corp}
                        isCurrent={corp.corpId === current.corpId}
                        busy={switching === corp.corpId}
                        typeLabel={i18n._(corpTypeLabel(corp.corpType))}
                        certLabel={i18n._(certStatusLabel(corp.corpInfo.certStatus))}
                        currentLabel={t({ id: 'corpSwitcher.current', message: 'Current' })}
                        switchingLabel={t({ id: 'corpSwitcher.switching', message: 'Switching…' })}
                      />
                    ))}
                  </Listbox.Content>
                  {matches.length === 0 && (
                    <Text textStyle="sm" color="fg.muted" textAlign="center" py="4">
                      {t({ id: 'listState.noMatch', message: 'Nothing matches your search.' })}
                    </Text>
                  )}
                </Listbox.Root>
              </ListState>
              {failure && (
                <Alert.Root status="error" size="sm" role="alert" mt="3">
                  <Alert.Indicator />
                  <Alert.Title>{failure}</Alert.Title>
                </Alert.Root>
              )}
            </Popover.Body>
            {onAddCorp && (
              <Popover.Footer borderTop="sm" borderColor="border" pt="3">
                <Button
                  size="sm"
                  variant="outline"
                  w="full"
                  onClick={() => {
                    changeOpen(false);
                    onAddCorp();
                  }}
                >
                  {t({ id: 'corpSwitcher.add', message: 'Add company' })}
                </Button>
              </Popover.Footer>
            )}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

CorpSwitcher.displayName = 'CorpSwitcher';

interface CorpOptionProps {
  corp: CorpSwitcherCorp;
  isCurrent: boolean;
  busy: boolean;
  typeLabel: string;
  certLabel: string;
  currentLabel: string;
  switchingLabel: string;
}

function CorpOption({
  corp,
  isCurrent,
  busy,
  typeLabel,
  certLabel,
  currentLabel,
  switchingLabel,
}: CorpOptionProps) {
  return (
    <Listbox.Item item={corp} aria-busy={busy || undefined} alignItems="center" gap="3" py="2">
      <Stack gap="1" flex="1" minW="none">
        <Listbox.ItemText asChild>
          <TruncatedText fontWeight={isCurrent ? 'semibold' : 'normal'}>
            {corp.corpName}
          </TruncatedText>
        </Listbox.ItemText>
        <HStack gap="1.5" wrap="wrap">
          <Badge size="sm" variant="outline">
            {typeLabel}
          </Badge>
          <Badge size="sm" variant="subtle" colorPalette={certStatusTone(corp.corpInfo.certStatus)}>
            {certLabel}
          </Badge>
          {isCurrent && (
            <Text as="span" textStyle="xs" color="brand.fg" fontWeight="medium">
              {currentLabel}
            </Text>
          )}
        </HStack>
      </Stack>
      <Box flexShrink="0">
        {busy ? (
          <>
            <Spinner size="sm" aria-hidden />
            <VisuallyHidden>{switchingLabel}</VisuallyHidden>
          </>
        ) : (
          <Listbox.ItemIndicator />
        )}
      </Box>
    </Listbox.Item>
  );
}
