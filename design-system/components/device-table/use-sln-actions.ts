import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SlnStatus } from '../../../shared/domain/device';
import { errorMessage } from '../../utils/error-message';
import { useSubmission } from '../../utils/use-submission';
import { useSubmitGuard } from '../../utils/use-submit-guard';
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
  const guard = useSubmitGuard();
  const [failure, setFailure] = useState<string>();

  const change = (
    id: string,
    status: SlnStatus,
    edit: (input: SlnStatusInput) => Promise<unknown>,
  ) =>
    guard.run(async () => {
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
      }
    }, id);

  const busy: Pick<ReadonlySet<string>, 'has'> = { has: guard.isBusy };
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
  const {
    busy,
    error: failure,
    run,
    clearError,
  } = useSubmission(
    t({ id: 'deviceTable.deleteFailed', message: 'The serial number could not be deleted.' }),
  );

  const confirm = () =>
    target
      ? run(async () => {
          await remove[target.list]?.({ id: target.id });
          setTarget(null);
        })
      : undefined;

  const ask = (next: DeleteTarget) => {
    clearError();
    setTarget(next);
  };

  return { target, busy, failure, ask, confirm, cancel: () => setTarget(null) };
}
