import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { errorMessage } from '../../utils/error-message';

/** Keeps which row is busy with what, and each row's last refusal. */
export function useRowActions() {
  const { t } = useLingui();
  const [busy, setBusy] = useState<{ inviteId: string; key: string } | null>(null);
  const [failures, setFailures] = useState<Record<string, string>>({});
  const clearFailure = (inviteId: string) =>
    setFailures(({ [inviteId]: _dropped, ...rest }) => rest);
  const run = async (inviteId: string, key: string, action: () => Promise<void>) => {
    if (busy !== null) return false;
    setBusy({ inviteId, key });
    clearFailure(inviteId);
    try {
      await action();
      return true;
    } catch (error) {
      const message = errorMessage(
        error,
        t({ id: 'invitationList.failed', message: 'That did not work. Try again.' }),
      );
      setFailures((current) => ({ ...current, [inviteId]: message }));
      return false;
    } finally {
      setBusy(null);
    }
  };
  const isBusy = (inviteId: string, key: string) => busy?.inviteId === inviteId && busy.key === key;
  return { busy, failures, run, isBusy, clearFailure };
}
