import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AppDialog } from '../../../design-system/components/app-dialog';
import { BindMobileForm } from '../../../design-system/components/bind-mobile-form';
import { MobileVerificationDialog } from '../../../design-system/components/mobile-verification-dialog';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { maskMobile } from '../../../shared/validation/mobile';
import { useUpdateMobile, useUpdateMobileCheck } from '../../data/account';
import { useAccountUpdateSms, useChangeLocalMobileSms } from '../../data/sms';

export interface ChangeMobileDialogProps {
  open: boolean;
  /** The current mobile, masked: the first code goes there. */
  maskedMobile: string;
  onClose: () => void;
}

/**
 * Changing the account's mobile (mounted per change, so each starts at step one) in two steps: a code to the current mobile (accountUpdateSendSms,
 * updateMobileCheck), then a code to the new one (changeLocalMobile, updateMobile).
 */
export function ChangeMobileDialog({ open, maskedMobile, onClose }: ChangeMobileDialogProps) {
  const { t } = useLingui();
  const [checked, setChecked] = useState(false);
  const { trigger: accountUpdateSendSms } = useAccountUpdateSms();
  const { trigger: changeLocalMobile } = useChangeLocalMobileSms();
  const { trigger: checkCurrent } = useUpdateMobileCheck();
  const { trigger: updateMobile } = useUpdateMobile();
  const title = t({ id: 'accountSetting.mobile.title', message: 'Change mobile' });

  return (
    <>
      <MobileVerificationDialog
        open={open && !checked}
        title={title}
        description={t({
          id: 'accountSetting.mobile.checkIntro',
          message: 'First confirm your current mobile with a code.',
        })}
        maskedMobile={maskedMobile}
        onSendCode={async () => {
          await accountUpdateSendSms();
        }}
        onConfirm={async ({ vCode = '' }) => {
          await checkCurrent({ vCode });
          setChecked(true);
        }}
        onClose={onClose}
      />
      <AppDialog
        open={open && checked}
        onOpenChange={({ open: next }) => !next && onClose()}
        title={title}
        showFooter={false}
        closeOnInteractOutside={false}
      >
        <BindMobileForm
          submitLabel={t({ id: 'accountSetting.mobile.submit', message: 'Change mobile' })}
          onSendCode={async (mobile) => {
            await changeLocalMobile({ mobile });
          }}
          onSubmit={async ({ mobile, vCode }) => {
            await updateMobile({ mobile, vCode });
            const masked = maskMobile(mobile);
            raiseSuccessToast({
              description: t({
                id: 'accountSetting.mobile.changed',
                message: `Your mobile is now ${masked}.`,
              }),
            });
            onClose();
          }}
        />
      </AppDialog>
    </>
  );
}
