import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { errorMessage } from '../../utils/error-message';
import { useSubmitGuard } from '../../utils/use-submit-guard';

/**
 * The panel's actions by key (a row, or a platform's unbind): which run, the value a control shows
 * while its change runs, and why the last one failed, shown on its row.
 */
export interface SettingActions {
  isBusy: (key: string) => boolean;
  pending: Record<string, boolean | number>;
  errors: Record<string, string>;
  /**
   * Runs an action under a key, once at a time (the submit guard): busy while it runs, its
   * rejection's message shown on its row.
   */
  run: (
    key: string,
    action: () => void | Promise<void>,
    pendingValue?: boolean | number,
  ) => Promise<void>;
}

export function useSettingActions(): SettingActions {
  const { t } = useLingui();
  const guard = useSubmitGuard();
  const [pending, setPending] = useState<Record<string, boolean | number>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  const run: SettingActions['run'] = async (key, action, pendingValue) => {
    await guard.run(async () => {
      if (pendingValue !== undefined)
        setPending((previous) => ({ ...previous, [key]: pendingValue }));
      setErrors(({ [key]: _cleared, ...rest }) => rest);
      try {
        await action();
      } catch (error) {
        setErrors((previous) => ({
          ...previous,
          [key]: errorMessage(
            error,
            t({ id: 'securitySettings.actionFailed', message: 'That did not work. Try again.' }),
          ),
        }));
      } finally {
        setPending(({ [key]: _done, ...rest }) => rest);
      }
    }, key);
  };

  return { isBusy: guard.isBusy, pending, errors, run };
}
