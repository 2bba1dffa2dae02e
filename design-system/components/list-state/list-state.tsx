import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { EmptyIcon, FailedIcon, NoMatchIcon } from './state-icons';

/** What a list, table or tree has to show: the wait, a failure, nothing at all, no match, or rows. */
export type ListStatus = 'loading' | 'error' | 'empty' | 'noMatch' | 'ready';

export interface ListStateProps {
  status: ListStatus;
  /** The rows, shown only when status is 'ready'. */
  children?: ReactNode;
  /** Why loading failed, e.g. the server's description. @default the catalogue's 'listState.error' */
  errorMessage?: ReactNode;
  /** Offers a retry after a failure. @default undefined (no retry button) */
  onRetry?: () => void;
  /** What an empty list means here, e.g. 暂无设备. @default the catalogue's 'listState.empty' */
  emptyMessage?: ReactNode;
  /** The next step out of an empty list, e.g. an add button. @default undefined */
  emptyAction?: ReactNode;
  /** Shown when a search or filter matched nothing. @default the catalogue's 'listState.noMatch' */
  noMatchMessage?: ReactNode;
  /** The way back from a search that matched nothing, e.g. a clear-search button. @default undefined */
  noMatchAction?: ReactNode;
}

/** A message's lines as elements of their own, so its first sentence reads (and is found) alone. */
function lines(message: ReactNode): ReactNode {
  if (typeof message !== 'string' || !message.includes('\n')) return message;
  return message.split('\n').map((line, index) => (
    <Box as="span" display="block" key={index}>
      {line}
    </Box>
  ));
}

/**
 * The one way every list of the design system shows its states besides data, so loading, failure
 * and emptiness look and read alike everywhere. The wait is a polite live region and a failure an
 * alert, so a screen reader hears both without moving focus.
 */
export function ListState({
  status,
  children,
  errorMessage,
  onRetry,
  emptyMessage,
  emptyAction,
  noMatchMessage,
  noMatchAction,
}: ListStateProps) {
  const { t } = useLingui();
  if (status === 'ready') return <>{children}</>;
  if (status === 'loading') {
    return (
      <Stack role="status" align="center" justify="center" gap="2" py="10" color="fg.muted">
        <Spinner size="md" aria-hidden />
        <Text textStyle="sm">{t({ id: 'common.loading', message: 'Loading…' })}</Text>
      </Stack>
    );
  }
  if (status === 'error') {
    return (
      <Stack align="center" justify="center" gap="3" py="10" textAlign="center">
        <FailedIcon boxSize="8" color="fg.error" />
        <Text role="alert" textStyle="sm" color="fg.error" maxW="lg" overflowWrap="anywhere">
          {lines(
            errorMessage ?? t({ id: 'listState.error', message: 'The list could not be loaded.' }),
          )}
        </Text>
        {onRetry && (
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t({ id: 'listState.retry', message: 'Try again' })}
          </Button>
        )}
      </Stack>
    );
  }
  const empty = status === 'empty';
  const Icon = empty ? EmptyIcon : NoMatchIcon;
  return (
    <Stack align="center" justify="center" gap="3" py="10" color="fg.muted">
      <Icon boxSize="8" color="fg.subtle" />
      <Box textStyle="sm" textAlign="center" maxW="lg">
        {empty
          ? (emptyMessage ?? t({ id: 'listState.empty', message: 'Nothing here yet.' }))
          : (noMatchMessage ??
            t({ id: 'listState.noMatch', message: 'Nothing matches your search.' }))}
      </Box>
      {empty ? emptyAction : noMatchAction}
    </Stack>
  );
}

export interface ClearSearchButtonProps {
  /** Empties the search (and the filters that go with it). */
  onClick: () => void;
}

/** The way back from a search that matched nothing, worded alike in every list (noMatchAction). */
export function ClearSearchButton({ onClick }: ClearSearchButtonProps) {
  const { t } = useLingui();
  return (
    <Button size="sm" variant="outline" onClick={onClick}>
      {t({ id: 'listState.clearSearch', message: 'Clear search' })}
    </Button>
  );
}
