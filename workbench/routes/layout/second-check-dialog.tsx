import { useLingui } from '@lingui/react/macro';
import { MobileVerificationDialog } from '../../../design-system/components/mobile-verification-dialog';
import { useSecondCheckInDialog } from '../../data/current-corp';
import { useLoginSecondCheckSms } from '../../data/sms';
import type { SecondCheckData } from '../../../shared/payloads/corp';

export interface SecondCheckDialogProps {
  data: SecondCheckData;
  onPassed: () => void;
  onClose: () => void;
}

/** The second verification of a corp (docs/product.md §4): a code to the check mobile, then secondCheck. */
export default function SecondCheckDialog({ data, onPassed, onClose }: SecondCheckDialogProps) {
  const { t } = useLingui();
  const { trigger: sendCode } = useLoginSecondCheckSms();
  const { trigger: secondCheck } = useSecondCheckInDialog();
  return (
    <MobileVerificationDialog
      open
      title={t({ id: 'secondCheck.title', message: 'Second verification' })}
      description={t({
        id: 'secondCheck.description',
        message:
          'This company asks for a second verification. Enter the code sent to its check mobile.',
      })}
      maskedMobile={data.checkMobile}
      onSendCode={async () => {
        await sendCode();
      }}
      onConfirm={async ({ vCode = '' }) => {
        await secondCheck({ corpId: data.corpId, vcode: vCode });
        onPassed();
      }}
      onClose={onClose}
    />
  );
}
