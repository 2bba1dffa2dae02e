import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { errorMessage } from '../../utils/error-message';
import { useSubmitGuard } from '../../utils/use-submit-guard';

/** Keeps which row is busy with what, and each row's last refusal. */
export function useRowActions() {
  const { t } = useLingui();
  const guard = useSubmitGuard();
  const [busy, setBusy] = useState<{ inviteId: string; key: string } | null>(null);
  const [failures, setFailures] = useState<Record<string, string>>({});
  const clearFailure = (inviteId: string) =>
    setFailures(({ [inviteId]: _dropped, ...rest }) => rest);
  /** Runs one action at a time over all rows; answers whether it ran and succeeded. */
  const run = async (inviteId: string, key: string, action: () => Promise<void>) => {
    let succeeded = false;
    await guard.run(async () => {
      setBusy({ inviteId, key });
      clearFailure(inviteId);
      try {
        await action();
        succeeded = true;
      } catch (error) {
        const message = errorMessage(
          error,
          t({ id: 'invitationList.failed', message: 'That did not work. Try again.' }),
        );
        setFailures((current) => ({ ...current, [inviteId]: message }));
      } finally {
        setBusy(null);
      }
    });
    return succeeded;
  };
  const isBusy = (inviteId: string, key: string) => busy?.inviteId === inviteId && busy.key === key;
  return { busy, failures, run, isBusy, clearFailure };
}
