import { useLingui } from '@lingui/react/macro';
import { MobileVerificationDialog } from '../../../design-system/components/mobile-verification-dialog';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { useAccount } from '../../data/account';
import { useDelCorp } from '../../data/corp';
import { useDeleteCorpSms } from '../../data/sms';
import type { Corp } from '../../../shared/domain/corp';

export interface DeleteCorpDialogProps {
  corp: Corp;
  onClose: () => void;
}

/**
 * Deleting a corp the person created: it asks first, and the code of sms deleteCorp confirms it
 * (delCorp). The catalogue toasts a refusal's reason; the dialog says what failed and keeps the
 * code typed.
 */
export default function DeleteCorpDialog({ corp, onClose }: DeleteCorpDialogProps) {
  const { t } = useLingui();
  const { data: account } = useAccount();
  const { trigger: sendDeleteCorpCode } = useDeleteCorpSms();
  const { trigger: delCorp } = useDelCorp();
  const name = corp.corpName;
  return (
    <MobileVerificationDialog
      open
      destructive
      title={t({ id: 'corps.delete.title', message: 'Delete company' })}
      description={t({
        id: 'corps.delete.description',
        message: `${name} and everything in it (departments, members, services) will be deleted. This cannot be undone.`,
      })}
      maskedMobile={account?.mobile ?? ''}
      onSendCode={async () => {
        await sendDeleteCorpCode({ corpId: corp.corpId });
      }}
      onConfirm={async ({ vCode = '' }) => {
        try {
          await delCorp({ corpId: corp.corpId, vcode: vCode });
        } catch {
          throw new Error(
            t({ id: 'corps.delete.failed', message: 'The company was not deleted.' }),
          );
        }
        raiseSuccessToast({
          description: t({ id: 'corps.delete.done', message: `Deleted ${name}` }),
        });
        onClose();
      }}
      onClose={onClose}
    />
  );
}
