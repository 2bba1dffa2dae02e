import { useSyncExternalStore } from 'react';
import { DialogSuspense, lazyDialog } from '../../../design-system/components/dialog-suspense';
import {
  pendingSecondCheck,
  settleSecondCheck,
  subscribeSecondCheck,
} from '../sign-in-flow/second-check';

// Loads only when a corp first asks for the second check.
const SecondCheckDialog = lazyDialog(() => import('./second-check-dialog'), 'default');

/**
 * Shows the second verification when a flow asks for it (sign-in, a corp switch) and tells the
 * flow whether it was passed. Mount it once, beside ApiNoticeHost.
 */
export function SecondCheckHost() {
  const pending = useSyncExternalStore(
    subscribeSecondCheck,
    pendingSecondCheck,
    pendingSecondCheck,
  );
  if (!pending) return null;
  return (
    <DialogSuspense>
      <SecondCheckDialog
        key={pending.id}
        data={pending.data}
        onPassed={() => settleSecondCheck(true)}
        onClose={() => settleSecondCheck(false)}
      />
    </DialogSuspense>
  );
}
