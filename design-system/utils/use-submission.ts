import { useCallback, useState } from 'react';
import { errorMessage } from './error-message';
import { useSubmitGuard } from './use-submit-guard';

/**
 * One submission at a time (the submit guard): busy while its promise is pending, and the
 * rejection's message kept to show beside the form. A second submit while one is pending does
 * nothing.
 */
export function useSubmission(fallback: string) {
  const guard = useSubmitGuard();
  const [error, setError] = useState<string | undefined>(undefined);
  const { run: guarded } = guard;

  const run = useCallback(
    (action: () => Promise<void>) =>
      guarded(async () => {
        setError(undefined);
        try {
          await action();
        } catch (cause) {
          setError(errorMessage(cause, fallback));
        }
      }),
    [guarded, fallback],
  );

  const clearError = useCallback(() => setError(undefined), []);

  return { busy: guard.busy, error, run, clearError };
}
