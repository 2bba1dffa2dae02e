import { useLingui } from '@lingui/react/macro';
import { MobileVerificationDialog } from '../../../design-system/components/mobile-verification-dialog';
import { useAccount } from '../../data/account';
import { useUserDeleteSms } from '../../data/sms';
import { quietly } from './dept-rules';
import type { MemberRow } from '../../../shared/domain/org';

export interface DeleteMembersDialogProps {
  members: readonly MemberRow[];
  /** Deletes them with the code; a rejection keeps the dialog open with the code as typed. */
  onConfirm: (vcode: string) => Promise<void>;
  onClose: () => void;
}

/**
 * Deleting members from the corp is confirmed by a code sent to the signed-in account's mobile
 * (sms/userDelete, then deleteUsers with the code).
 */
export function DeleteMembersDialog({ members, onConfirm, onClose }: DeleteMembersDialogProps) {
  const { t } = useLingui();
  const { data: account } = useAccount();
  const { trigger: userDelete } = useUserDeleteSms();
  const [first] = members;
  const name = first?.realName ?? '';
  const count = members.length;
  return (
    <MobileVerificationDialog
      open
      destructive
      title={t({ id: 'departments.delete.title', message: 'Delete from the company' })}
      description={
        count === 1
          ? t({
              id: 'departments.delete.one',
              message: `${name} will leave the company and lose access to its departments and services.`,
            })
          : t({
              id: 'departments.delete.many',
              message: `${count} members will leave the company and lose access to its departments and services.`,
            })
      }
      maskedMobile={account?.mobile ?? ''}
      // The code names one member (the spec's userId); a batch is confirmed by one code, sent
      // for the first of them.
      onSendCode={() => quietly(userDelete({ userId: first?.userId ?? '' })).then(() => undefined)}
      onConfirm={({ vCode }) => onConfirm(vCode ?? '')}
      onClose={onClose}
    />
  );
}
