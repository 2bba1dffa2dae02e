import { useCallback, useRef, useState } from 'react';
import { errorMessage } from './error-message';

/**
 * One submission at a time: busy while its promise is pending, and the rejection's message
 * kept to show beside the form. A second submit while one is pending does nothing.
 */
export function useSubmission(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  // The button's disabled state lands a render late: Enter pressed twice must not send twice.
  const busyRef = useRef(false);

  const run = useCallback(
    async (action: () => Promise<void>) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      setError(undefined);
      try {
        await action();
      } catch (cause) {
        setError(errorMessage(cause, fallback));
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [fallback],
  );

  const clearError = useCallback(() => setError(undefined), []);

  return { busy, error, run, clearError };
}
