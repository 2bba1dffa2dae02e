import { useLingui } from '@lingui/react/macro';
import type { ThirdPlatformType } from '../../../shared/domain/account';
import { lazyDialog } from '../dialog-suspense';
import { thirdPlatformMessages } from './messages';

// The confirmation, and the dialog machinery with it, loads when a change first asks for it.
const ConfirmDialog = lazyDialog(() => import('../app-dialog/confirm-dialog'), 'ConfirmDialog');

/** A change the panel asks about before it is made. */
export type Confirmation =
  | { kind: 'secondCheckOff' }
  | { kind: 'unbind'; type: ThirdPlatformType; nickName: string }
  | { kind: 'aiProtocol' };

/** The key the confirmed change runs under, so its row shows its wait and its failure. */
export const confirmationKey = (item: Confirmation) =>
  item.kind === 'unbind' ? `unbind.${item.type}` : item.kind;

interface SecurityConfirmDialogProps {
  confirmation: Confirmation;
  open: boolean;
  loading: boolean;
  onConfirm: () => void | PromiseLike<unknown>;
  onClose: () => void;
}

/** Asks before the second check is turned off, a platform unbound or the AI consent withdrawn. */
export function SecurityConfirmDialog({
  confirmation,
  open,
  loading,
  onConfirm,
  onClose,
}: SecurityConfirmDialogProps) {
  const { t, i18n } = useLingui();
  const confirmPlatform =
    confirmation.kind === 'unbind' ? i18n._(thirdPlatformMessages[confirmation.type]) : '';
  const confirmNickName = confirmation.kind === 'unbind' ? confirmation.nickName : '';
  const confirmText =
    confirmation.kind === 'unbind'
      ? {
          title: t({ id: 'securitySettings.unbindTitle', message: `Unbind ${confirmPlatform}` }),
          message: t({
            id: 'securitySettings.unbindMessage',
            message: `You will no longer sign in with the ${confirmPlatform} account ${confirmNickName}.`,
          }),
          confirmLabel: t({ id: 'securitySettings.unbind', message: 'Unbind' }),
        }
      : confirmation.kind === 'aiProtocol'
        ? {
            title: t({ id: 'securitySettings.aiWithdrawTitle', message: 'Withdraw AI consent' }),
            message: t({
              id: 'securitySettings.aiWithdrawMessage',
              message: 'The AI features stop working for this account until you agree again.',
            }),
            confirmLabel: t({ id: 'securitySettings.aiWithdraw', message: 'Withdraw consent' }),
          }
        : {
            title: t({
              id: 'securitySettings.secondCheckOffTitle',
              message: 'Turn off second check',
            }),
            message: t({
              id: 'securitySettings.secondCheckOffMessage',
              message: 'Signing in to the current company will no longer need an SMS code.',
            }),
            confirmLabel: t({ id: 'securitySettings.turnOff', message: 'Turn off' }),
          };

  return (
    <ConfirmDialog
      open={open}
      destructive
      title={confirmText.title}
      message={confirmText.message}
      confirmLabel={confirmText.confirmLabel}
      confirmLoading={loading}
      onConfirm={onConfirm}
      onOpenChange={({ open: next }) => {
        if (!next) onClose();
      }}
    />
  );
}
