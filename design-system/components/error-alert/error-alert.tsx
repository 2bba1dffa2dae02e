import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ErrorAlertProps {
  /** What went wrong, e.g. the server's description; nothing is shown without one. */
  message?: ReactNode;
}

/**
 * The one way a refused action reports itself beside the form or list it came from: an alert, so a
 * screen reader hears it at once, and nothing when there is nothing to say.
 */
export function ErrorAlert({ message }: ErrorAlertProps) {
  if (message === undefined || message === null || message === '') return null;
  return (
    <Alert.Root status="error" size="sm" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
