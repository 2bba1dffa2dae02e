import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { SecuritySettingState } from './panel-props';
import type { RowContent } from './setting-row';

/**
 * A row's content once its part has loaded; until then the wait, and after a failure the reason
 * and a retry.
 */
export function gate<T>(
  part: SecuritySettingState<T>,
  onRetry: () => void,
  render: (data: T) => RowContent,
): RowContent {
  if (part.status === 'ready') return render(part.data);
  if (part.status === 'loading') return { state: <PartLoading /> };
  return {
    state: <PartFailed message={part.message} />,
    actions: <RetryButton onRetry={onRetry} />,
  };
}

function PartLoading() {
  const { t } = useLingui();
  return (
    <HStack role="status" gap="2">
      <Spinner size="xs" aria-hidden />
      <span>{t({ id: 'common.loading', message: 'Loading…' })}</span>
    </HStack>
  );
}

function PartFailed({ message }: { message: string | undefined }) {
  const { t } = useLingui();
  return (
    <Text color="fg.error">
      {message || t({ id: 'securitySettings.loadFailed', message: 'This could not be loaded.' })}
    </Text>
  );
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <Button size="xs" variant="outline" onClick={onRetry}>
      {t({ id: 'listState.retry', message: 'Try again' })}
    </Button>
  );
}
