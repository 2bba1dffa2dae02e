import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AuthorizationCode } from '../../../shared/domain/account';
import {
  mobileRule,
  validationMessages,
  type ValidationMessageId,
} from '../../../shared/validation';
import { AppDialog } from '../app-dialog';
import { MobileVerificationDialog } from '../mobile-verification-dialog';
import { FieldMessage } from '../field-message';

export interface AuthorizationCodeTransferDetails {
  /** The code being transferred. */
  code: string;
  /** The mobile of the account that receives it, trimmed. */
  mobile: string;
  /** The SMS code sent to the owner's own mobile. */
  vCode: string;
}

export interface TransferDialogProps {
  open: boolean;
  /** The code to transfer. */
  row: Pick<AuthorizationCode, 'code' | 'serviceName'>;
  /** The owner's mobile, masked: the confirmation code goes there. */
  maskedMobile: string;
  onSendCode: () => Promise<void>;
  onTransfer: (details: AuthorizationCodeTransferDetails) => Promise<void>;
  onClose: () => void;
}

/**
 * Transfers an authorization code in two steps: the receiving account's mobile, then the owner's
 * SMS code in MobileVerificationDialog (sso authorizeCodeTransferSendSms, authorizeCodeTransfer).
 * Backing out of the second step returns to the first with the mobile as typed.
 */
export function TransferDialog({
  open,
  row,
  maskedMobile,
  onSendCode,
  onTransfer,
  onClose,
}: TransferDialogProps) {
  const { t, i18n } = useLingui();
  const [mobile, setMobile] = useState('');
  const [mobileError, setMobileError] = useState<ValidationMessageId | undefined>(undefined);
  const [step, setStep] = useState<'mobile' | 'verify'>('mobile');

  const code = row.code;
  const serviceName = row.serviceName;
  const recipient = mobile.trim();
  const title = t({ id: 'authCodeTable.transferTitle', message: 'Transfer authorization code' });

  const next = () => {
    const problem = mobileRule(mobile);
    setMobileError(problem);
    if (!problem) setStep('verify');
  };

  return (
    <>
      <AppDialog
        open={open && step === 'mobile'}
        title={title}
        confirmLabel={t({ id: 'authCodeTable.transferNext', message: 'Next' })}
        closeOnInteractOutside={false}
        onConfirm={next}
        onOpenChange={({ open }) => {
          if (!open) onClose();
        }}
      >
        <Stack gap="3">
          <Text>
            {t({
              id: 'authCodeTable.transferIntro',
              message: `${code} (${serviceName}) moves to the account with this mobile number. You will no longer be able to use it.`,
            })}
          </Text>
          <Field.Root invalid={mobileError !== undefined} required>
            <Field.Label>
              {t({
                id: 'authCodeTable.transferMobile',
                message: 'Mobile of the receiving account',
              })}
            </Field.Label>
            <Input
              size="sm"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              value={mobile}
              onChange={(event) => {
                setMobile(event.target.value);
                if (mobileError && mobileRule(event.target.value) === undefined)
                  setMobileError(undefined);
              }}
            />
            <FieldMessage
              error={mobileError ? i18n._(validationMessages[mobileError]) : undefined}
            />
          </Field.Root>
        </Stack>
      </AppDialog>
      <MobileVerificationDialog
        open={open && step === 'verify'}
        title={title}
        description={t({
          id: 'authCodeTable.transferConfirm',
          message: `${code} will be transferred to the account of ${recipient}.`,
        })}
        maskedMobile={maskedMobile}
        onSendCode={onSendCode}
        onConfirm={({ vCode = '' }) => onTransfer({ code, mobile: recipient, vCode })}
        onClose={() => setStep('mobile')}
      />
    </>
  );
}

TransferDialog.displayName = 'TransferDialog';
