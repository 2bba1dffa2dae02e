import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SlnStatus } from '../../../shared/domain/device';
import { errorMessage } from '../../utils/error-message';
import type { DeleteTarget } from './delete-sln-dialog';

/** A status change as editslnstatus and editsubsln take it. */
export interface SlnStatusInput {
  id: string;
  status: SlnStatus;
}

/**
 * Enabling and disabling serial numbers: which changes are running (several may at once) and why
 * the last one failed.
 */
export function useSlnStatusChange() {
  const { t } = useLingui();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string>();

  const change = async (
    id: string,
    status: SlnStatus,
    edit: (input: SlnStatusInput) => Promise<unknown>,
  ) => {
    setBusy((current) => new Set(current).add(id));
    setFailure(undefined);
    try {
      await edit({ id, status });
    } catch (error) {
      setFailure(
        errorMessage(
          error,
          t({ id: 'deviceTable.statusFailed', message: 'The status could not be changed.' }),
        ),
      );
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  return { busy, failure, change, clearFailure: () => setFailure(undefined) };
}

/**
 * Deleting a main or sub serial number: the one asked about, the deletion once confirmed, and why
 * it failed. The confirmation closes only when the deletion succeeds.
 */
export function useSlnDelete(remove: {
  main: ((input: { id: string }) => Promise<unknown>) | undefined;
  sub: ((input: { id: string }) => Promise<unknown>) | undefined;
}) {
  const { t } = useLingui();
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const confirm = async () => {
    if (!target || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await remove[target.list]?.({ id: target.id });
      setTarget(null);
    } catch (error) {
      setFailure(
        errorMessage(
          error,
          t({ id: 'deviceTable.deleteFailed', message: 'The serial number could not be deleted.' }),
        ),
      );
    } finally {
      setBusy(false);
    }
  };

  const ask = (next: DeleteTarget) => {
    setFailure(undefined);
    setTarget(next);
  };

  return { target, busy, failure, ask, confirm, cancel: () => setTarget(null) };
}
