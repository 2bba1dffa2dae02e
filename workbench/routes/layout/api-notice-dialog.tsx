import { useLingui } from '@lingui/react/macro';
import { AlertDialog, ConfirmDialog } from '../../../design-system/components/app-dialog';
import type { ApiNotice, NoticeChoice } from '../../data/notices';

export interface NoticeDialogProps {
  notice: ApiNotice;
  onChoice: (choice: NoticeChoice) => void;
}

/** One dialog of the error catalogue (docs/product.md §8), in the words of the active language. */
export default function ApiNoticeDialog({ notice, onChoice }: NoticeDialogProps) {
  const { t } = useLingui();
  const close = ({ open }: { open: boolean }) => {
    if (!open) onChoice('cancel');
  };
  if (notice.kind === 'verifiedFlow') {
    const setAdmin = notice.flow === 'setAdmin';
    return (
      <ConfirmDialog
        open
        title={t({ id: 'apiNotice.verifiedFlow.title', message: 'Verification needed' })}
        message={
          setAdmin
            ? t({
                id: 'apiNotice.verifiedFlow.setAdmin',
                message:
                  'Setting an admin needs a verified flow. It opens in a new tab; come back here when it is done.',
              })
            : t({
                id: 'apiNotice.verifiedFlow.transferCorp',
                message:
                  'Transferring the corporation needs a verified flow. It opens in a new tab; come back here when it is done.',
              })
        }
        confirmLabel={t({
          id: 'apiNotice.verifiedFlow.continue',
          message: 'Continue in a new tab',
        })}
        onConfirm={() => onChoice('confirm')}
        onOpenChange={close}
      />
    );
  }
  switch (notice.login) {
    case 'loginProtectTimeout':
      return (
        <ConfirmDialog
          open
          title={t({ id: 'apiNotice.loginProtect.title', message: 'Set up login protection' })}
          message={t({
            id: 'apiNotice.loginProtect.message',
            message:
              'Login protection has not been set for a long time. Set it now to keep your account safe.',
          })}
          confirmLabel={t({ id: 'apiNotice.loginProtect.setNow', message: 'Set now' })}
          cancelLabel={t({ id: 'apiNotice.loginProtect.setLater', message: 'Set later' })}
          onConfirm={() => onChoice('confirm')}
          onOpenChange={close}
        />
      );
    case 'resetPassword':
      return (
        <AlertDialog
          open
          title={t({ id: 'apiNotice.resetPassword.title', message: 'Reset your password' })}
          message={t({
            id: 'apiNotice.resetPassword.message',
            message: 'Your password must be reset before you can sign in.',
          })}
          acknowledgeLabel={t({ id: 'apiNotice.resetPassword.go', message: 'Find password' })}
          onAcknowledge={() => onChoice('confirm')}
          onOpenChange={close}
        />
      );
    case 'changePassword':
      return (
        <AlertDialog
          open
          title={t({ id: 'apiNotice.changePassword.title', message: 'Change your password' })}
          message={t({
            id: 'apiNotice.changePassword.message',
            message: 'Your password must be changed before you go on.',
          })}
          onAcknowledge={() => onChoice('confirm')}
          onOpenChange={close}
        />
      );
    default:
      return (
        <AlertDialog
          open
          title={t({ id: 'apiNotice.passwordExpired.title', message: 'Password expired' })}
          message={
            notice.serverText ||
            t({
              id: 'apiNotice.passwordExpired.message',
              message: 'Your password has expired. Change it to sign in.',
            })
          }
          onAcknowledge={() => onChoice('confirm')}
          onOpenChange={close}
        />
      );
  }
}
