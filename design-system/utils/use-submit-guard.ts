import { useCallback, useRef, useState } from 'react';

export interface SubmitGuard {
  /** Whether a submission runs: the button's loading look. */
  busy: boolean;
  /** Whether the submission under `key` runs. */
  isBusy: (key?: string) => boolean;
  /**
   * Runs `action` unless a submission under the same key is still running, in which case it does
   * nothing and answers undefined. The action's rejection is passed on, and releases the key.
   */
  run: <T>(action: () => T | PromiseLike<T>, key?: string) => Promise<T | undefined>;
}

/**
 * One submission at a time per key (a form, a confirmation, a row's action). The running keys are
 * held in a ref, set before the action starts: two clicks in one task both run before React renders
 * the busy button, and React state read by the second would still say idle.
 */
export function useSubmitGuard(): SubmitGuard {
  const running = useRef(new Set<string>());
  const [busyKeys, setBusyKeys] = useState<ReadonlySet<string>>(() => new Set());

  const run = useCallback(
    async <T>(action: () => T | PromiseLike<T>, key = ''): Promise<T | undefined> => {
      if (running.current.has(key)) return undefined;
      running.current.add(key);
      setBusyKeys(new Set(running.current));
      try {
        return await action();
      } finally {
        running.current.delete(key);
        setBusyKeys(new Set(running.current));
      }
    },
    [],
  );

  const isBusy = useCallback((key = '') => busyKeys.has(key), [busyKeys]);

  return { busy: busyKeys.size > 0, isBusy, run };
}
