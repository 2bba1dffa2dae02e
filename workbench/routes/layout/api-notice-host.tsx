import { DialogSuspense, lazyDialog } from '../../../design-system/components/dialog-suspense';
import { useApiNotices } from '../../data/notices';

// The dialogs load only when the catalogue first raises one: most sessions never see them.
const ApiNoticeDialog = lazyDialog(
  () => import('./api-notice-dialog'),
  'default',
  ({ onChoice }) => onChoice('cancel'),
);

/**
 * Shows the dialogs the error catalogue raises (docs/product.md §8), one at a time, and tells the
 * catalogue what the person chose. Mount it once, beside the toaster.
 */
export function ApiNoticeHost() {
  const { first, settle } = useApiNotices();
  if (!first) return null;
  return (
    <DialogSuspense>
      <ApiNoticeDialog
        key={first.id}
        notice={first.notice}
        onChoice={(choice) => settle(first.id, choice)}
      />
    </DialogSuspense>
  );
}
