import { Button, Flex, Input, NativeSelect, Spacer, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { MainSln } from '../../../shared/domain/device';
import type { SlnListName } from './list-logic';

export interface SlnListToolbarProps {
  list: SlnListName;
  /** The main serial numbers, for the sub and white lists' choice of one. */
  mainRows: readonly MainSln[];
  selected: MainSln | undefined;
  /** What the choice says while none is made. */
  chooseMessage: string;
  onSelectedSlnChange: (slnId: string) => void;
  query: string;
  onQueryChange: (query: string) => void;
  clientIp: string | undefined;
  /** The list's add button; none without. */
  add: { label: string; onClick: () => void } | undefined;
  /** The list's export, under the search; none without, or while the list loads. */
  exportAction: ReactNode;
  /**
   * Whether the list offers an export once it has loaded: its row is kept from the first render,
   * so that the list under it does not move down as the export or the client IP arrives.
   */
  exportOffered?: boolean;
}

/**
 * Above each serial-number list: the main serial number its sub and white lists belong to, the
 * search and the add button at the end; below them, the client IP and the export.
 */
export function SlnListToolbar({
  list,
  mainRows,
  selected,
  chooseMessage,
  onSelectedSlnChange,
  query,
  onQueryChange,
  clientIp,
  add,
  exportAction,
  exportOffered = false,
}: SlnListToolbarProps) {
  const { t } = useLingui();
  // Two rows: what arrives with a list's answer (the export, its note) and the client IP sit in
  // the second, so the add button above them does not move under a pointer as a list loads.
  return (
    <Stack gap="2" minW="none">
      <Flex gap="3" wrap="wrap" align="center">
        {list === 'main' ? null : (
          <NativeSelect.Root size="sm" w="fit" maxW="full">
            <NativeSelect.Field
              aria-label={t({ id: 'deviceTable.mainSln', message: 'Main serial number' })}
              value={selected?.slnId ?? ''}
              onChange={(event) => onSelectedSlnChange(event.target.value)}
            >
              {selected ? null : (
                <option value="" disabled>
                  {chooseMessage}
                </option>
              )}
              {mainRows.map((row) => (
                <option key={row.slnId} value={row.slnId}>
                  {row.sln} · {row.serviceName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        <Input
          size="sm"
          type="search"
          flex="1"
          minW="40"
          maxW="xs"
          aria-label={t({ id: 'deviceTable.search', message: 'Search this list' })}
          placeholder={t({ id: 'deviceTable.search', message: 'Search this list' })}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
        <Spacer />
        {add ? (
          <Button size="sm" colorPalette="brand" onClick={add.onClick}>
            {add.label}
          </Button>
        ) : null}
      </Flex>
      {exportOffered || clientIp || exportAction ? (
        // A small button's height, kept while its parts are on their way.
        <Flex gap="3" wrap="wrap" align="center" minH="8">
          {clientIp ? (
            <Text textStyle="sm" color="fg.muted">
              {t({ id: 'deviceTable.clientIp', message: `Your IP address: ${clientIp}` })}
            </Text>
          ) : null}
          {exportAction}
        </Flex>
      ) : null}
    </Stack>
  );
}
