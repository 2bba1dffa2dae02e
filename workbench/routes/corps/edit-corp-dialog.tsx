import { Checkbox, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CorpNameField } from './corp-name-field';
import { AppDialog } from '../../../design-system/components/app-dialog';
import { MobileVerificationDialog } from '../../../design-system/components/mobile-verification-dialog';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { useAccount } from '../../data/account';
import { useModifyCorp } from '../../data/corp';
import { useModifyCorpSms } from '../../data/sms';
import type { CurrentCorp } from '../../../shared/domain/corp';

export interface EditCorpDialogProps {
  corp: CurrentCorp;
  onClose: () => void;
}

/**
 * Modifies the current corp (modifyCorp): its name and whether entering it asks for the second
 * verification. The form comes first, then the code of sms modifyCorp confirms it in a dialog over
 * the form, so closing the code step leaves the form as typed.
 */
export default function EditCorpDialog({ corp, onClose }: EditCorpDialogProps) {
  const { t } = useLingui();
  const { data: account } = useAccount();
  const { trigger: sendModifyCorpCode } = useModifyCorpSms();
  const { trigger: modifyCorp } = useModifyCorp();
  const [corpName, setCorpName] = useState(corp.corpName);
  const [secondCheck, setSecondCheck] = useState(corp.corpInfo.secondCheck);
  const [nameMissing, setNameMissing] = useState(false);
  const [verifying, setVerifying] = useState(false);

  const next = () => {
    if (!corpName.trim()) {
      setNameMissing(true);
      return;
    }
    setVerifying(true);
  };

  return (
    <>
      <AppDialog
        open
        title={t({ id: 'corps.edit.title', message: 'Edit company' })}
        onOpenChange={({ open }) => !open && onClose()}
        onConfirm={next}
        confirmLabel={t({ id: 'corps.edit.next', message: 'Next' })}
      >
        <Stack gap="4">
          <CorpNameField
            value={corpName}
            onChange={setCorpName}
            missing={nameMissing}
            onMissingChange={setNameMissing}
          />
          <Checkbox.Root
            size="sm"
            colorPalette="brand"
            checked={secondCheck}
            onCheckedChange={({ checked }) => setSecondCheck(checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="normal">
              {t({
                id: 'corps.edit.secondCheck',
                message: 'Ask for a second verification when entering this company',
              })}
            </Checkbox.Label>
          </Checkbox.Root>
        </Stack>
      </AppDialog>
      {verifying ? (
        <MobileVerificationDialog
          open
          title={t({ id: 'corps.edit.verifyTitle', message: 'Confirm the changes' })}
          description={t({
            id: 'corps.edit.verifyDescription',
            message: 'Changing the company needs a verification code sent to your mobile.',
          })}
          maskedMobile={account?.mobile ?? ''}
          onSendCode={async () => {
            await sendModifyCorpCode();
          }}
          onConfirm={async ({ vCode = '' }) => {
            const name = corpName.trim();
            try {
              await modifyCorp({ corpName: name, secondCheck, vcode: vCode });
            } catch {
              throw new Error(
                t({ id: 'corps.edit.failed', message: 'The changes were not saved.' }),
              );
            }
            raiseSuccessToast({
              description: t({ id: 'corps.edit.done', message: `Saved the changes to ${name}` }),
            });
            onClose();
          }}
          onClose={() => setVerifying(false)}
        />
      ) : null}
    </>
  );
}
