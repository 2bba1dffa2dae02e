import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** isHasValidCode's answer for one service, as the note shows it. */
export type ValidCodeState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; hasValidCode: boolean };

export interface ValidCodeNoteProps {
  state: ValidCodeState;
  /** Asks again after a failure. */
  onRetry: () => void;
}

/**
 * Whether the chosen service holds a valid authorization code right now (service/user/isHasValidCode),
 * asked as the generate dialog's service is chosen: the list may be older than another tab's code.
 */
export function ValidCodeNote({ state, onRetry }: ValidCodeNoteProps) {
  const { t } = useLingui();
  if (state.status === 'loading')
    return (
      <HStack gap="2" color="text.secondary" textStyle="sm" aria-live="polite">
        <Spinner size="xs" />
        <Text>{t({ id: 'validCode.checking', message: 'Checking this service’s codes…' })}</Text>
      </HStack>
    );
  if (state.status === 'error')
    return (
      <HStack gap="2" textStyle="sm" wrap="wrap">
        <Text role="alert" color="fg.error">
          {t({
            id: 'validCode.failed',
            message: 'Whether it has a valid code could not be checked.',
          })}
        </Text>
        <Button size="2xs" variant="outline" onClick={onRetry}>
          {t({ id: 'validCode.retry', message: 'Check again' })}
        </Button>
      </HStack>
    );
  return (
    <Text
      textStyle="sm"
      aria-live="polite"
      color={state.hasValidCode ? 'fg' : 'text.secondary'}
      fontWeight={state.hasValidCode ? 'medium' : undefined}
    >
      {state.hasValidCode
        ? t({
            id: 'validCode.has',
            message: 'This service already has a valid code: revoke it before generating another.',
          })
        : t({ id: 'validCode.none', message: 'This service has no valid code yet.' })}
    </Text>
  );
}

ValidCodeNote.displayName = 'ValidCodeNote';
