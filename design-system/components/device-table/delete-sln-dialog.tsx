import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { lazyDialog } from '../dialog-suspense';

// The dialog machinery loads when a deletion is first asked for.
const ConfirmDialog = lazyDialog(() => import('../app-dialog/confirm-dialog'), 'ConfirmDialog');

/** The serial number a deletion is asked for, and the list it is on. */
export interface DeleteTarget {
  list: 'main' | 'sub';
  id: string;
  sln: string;
  /** The member a sub serial number belongs to; empty for a main one. */
  realName: string;
}

interface DeleteSlnDialogProps {
  target: DeleteTarget;
  /** Why the last attempt failed, shown under the question. */
  failure: string | undefined;
  busy: boolean;
  onConfirm: () => void | PromiseLike<unknown>;
  onCancel: () => void;
}

/** Asks before a main or sub serial number is deleted; stays open with the reason if it fails. */
export function DeleteSlnDialog({
  target,
  failure,
  busy,
  onConfirm,
  onCancel,
}: DeleteSlnDialogProps) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open
      destructive
      title={
        target.list === 'sub'
          ? t({ id: 'deviceTable.deleteSubTitle', message: 'Delete sub serial number' })
          : t({ id: 'deviceTable.deleteMainTitle', message: 'Delete serial number' })
      }
      message={<DeleteMessage target={target} failure={failure} />}
      confirmLabel={t({ id: 'deviceTable.delete', message: 'Delete' })}
      confirmLoading={busy}
      onConfirm={onConfirm}
      onOpenChange={({ open }) => {
        if (!open) onCancel();
      }}
    />
  );
}

function DeleteMessage({ target, failure }: { target: DeleteTarget; failure: string | undefined }) {
  const { t } = useLingui();
  const { sln, realName } = target;
  return (
    <>
      {target.list === 'sub'
        ? t({
            id: 'deviceTable.deleteSubMessage',
            message: `Delete ${sln}? ${realName} can no longer use it.`,
          })
        : t({
            id: 'deviceTable.deleteMainMessage',
            message: `Delete ${sln}? Its sub serial numbers and white list are deleted with it.`,
          })}
      {failure ? (
        <Text as="span" display="block" role="alert" color="fg.error" mt="2">
          {failure}
        </Text>
      ) : null}
    </>
  );
}
