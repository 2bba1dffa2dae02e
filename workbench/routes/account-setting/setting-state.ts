import { useCallback, useRef, useState } from 'react';
import type { SecuritySettingState } from '../../../design-system/components/security-settings-panel';

/** One read as the settings panel takes it: loading, failed or there. */
export function settingState<T, U = T>(
  read: { data?: T; error?: unknown },
  select: (data: T) => U = (data) => data as unknown as U,
): SecuritySettingState<U> {
  // Data first: a read being fetched again after a change keeps showing what it had.
  if (read.data !== undefined) return { status: 'ready', data: select(read.data) };
  if (read.error) return { status: 'error' };
  return { status: 'loading' };
}

/**
 * The one dialog flow open at a time. `start` opens one and answers a Promise that settles when
 * it ends, done or dropped: the panel keeps its row busy (and shows the value asked for) until then.
 */
export function useDialogFlow<Flow>() {
  const [flow, setFlow] = useState<Flow | null>(null);
  const settle = useRef<(() => void) | null>(null);

  const start = useCallback((next: Flow) => {
    settle.current?.();
    setFlow(next);
    return new Promise<void>((resolve) => {
      settle.current = resolve;
    });
  }, []);

  const finish = useCallback(() => {
    settle.current?.();
    settle.current = null;
    setFlow(null);
  }, []);

  return { flow, start, finish };
}
