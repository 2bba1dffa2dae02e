import { Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { errorMessage } from '../../utils/error-message';
import {
  mobileRule,
  validationMessages,
  type ValidationMessageId,
} from '../../../shared/validation';
import { AppDialog } from '../app-dialog';
import { SmsCodeButton } from '../sms-code-button';
import { ErrorAlert } from '../error-alert';
import { FieldMessage } from '../field-message';

export interface CheckMobileSubmitDetails {
  /** The new check mobile, trimmed. */
  mobile: string;
  /** The SMS code sent to it, trimmed. */
  vCode: string;
}

export interface CheckMobileDialogProps {
  open: boolean;
  /** 'set' for a member without a check mobile, 'change' to replace one. */
  mode: 'set' | 'change';
  /** The member's real name, for the title. */
  memberName: string;
  /** The member's current check mobile, masked ('change' only). @default '' */
  currentCheckMobile?: string;
  /** Sends the code to the typed mobile (valid by the mobile rule). Rejects with an Error to show. */
  onSendCode: (mobile: string) => Promise<void>;
  /** Binds the mobile and turns the second check on. Rejects with an Error to show; nothing typed is lost. */
  onConfirm: (details: CheckMobileSubmitDetails) => Promise<void>;
  onClose: () => void;
}

/**
 * Sets or changes the phone that verifies a member's sign-in (docs/product.md §2 and §4: bind check
 * mobile, then set second check). The code goes to the new phone, which proves it is reachable,
 * so the mobile is typed here rather than fixed as in MobileVerificationDialog.
 */
export function CheckMobileDialog({
  open,
  mode,
  memberName,
  currentCheckMobile = '',
  onSendCode,
  onConfirm,
  onClose,
}: CheckMobileDialogProps) {
  const { t, i18n } = useLingui();
  const [mobile, setMobile] = useState('');
  const [vCode, setVCode] = useState('');
  const [mobileError, setMobileError] = useState<ValidationMessageId | undefined>(undefined);
  const [codeMissing, setCodeMissing] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const mobileValid = mobileRule(mobile) === undefined;

  const confirm = async () => {
    const problem = mobileRule(mobile);
    const missing = vCode.trim() === '';
    setMobileError(problem);
    setCodeMissing(missing);
    if (problem || missing) return;
    setFailure(undefined);
    try {
      await onConfirm({ mobile: mobile.trim(), vCode: vCode.trim() });
    } catch (error) {
      setFailure(
        errorMessage(
          error,
          t({
            id: 'deptMemberModal.checkMobileFailed',
            message: 'The phone verification was not saved. Try again.',
          }),
        ),
      );
    }
  };

  const title =
    mode === 'set'
      ? t({
          id: 'deptMemberModal.setTitle',
          message: `Set phone verification for ${memberName}`,
        })
      : t({
          id: 'deptMemberModal.changeTitle',
          message: `Change phone verification for ${memberName}`,
        });

  return (
    <AppDialog
      open={open}
      title={title}
      onOpenChange={({ open: next }) => {
        if (!next) onClose();
      }}
      onConfirm={confirm}
      closeOnInteractOutside={false}
    >
      <Stack gap="3">
        <Text color="text.secondary">
          {mode === 'change' && currentCheckMobile !== ''
            ? t({
                id: 'deptMemberModal.changeIntro',
                message: `Sign-ins are verified on ${currentCheckMobile} now. A code is sent to the new phone to confirm it.`,
              })
            : t({
                id: 'deptMemberModal.setIntro',
                message:
                  'Once set, signing in to this company needs an SMS code sent to this phone. A code is sent to it now to confirm it.',
              })}
        </Text>
        <Field.Root invalid={mobileError !== undefined} required>
          <Field.Label>
            {t({ id: 'deptMemberModal.checkMobile', message: 'Verification phone' })}
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
            onBlur={() => {
              if (mobile !== '') setMobileError(mobileRule(mobile));
            }}
          />
          <FieldMessage error={mobileError ? i18n._(validationMessages[mobileError]) : undefined} />
        </Field.Root>
        <Field.Root invalid={codeMissing} required>
          <Field.Label>
            {t({ id: 'deptMemberModal.code', message: 'Verification code' })}
          </Field.Label>
          <HStack w="full" align="flex-start" gap="2">
            <Input
              size="sm"
              value={vCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              onChange={(event) => {
                setVCode(event.target.value);
                if (event.target.value.trim() !== '') setCodeMissing(false);
              }}
            />
            <SmsCodeButton
              disabled={!mobileValid}
              onSend={() => onSendCode(mobile.trim())}
              size="sm"
            />
          </HStack>
          <FieldMessage
            error={
              codeMissing
                ? t({ id: 'deptMemberModal.codeEmpty', message: 'Enter the verification code' })
                : undefined
            }
          />
        </Field.Root>
        <ErrorAlert message={failure} />
      </Stack>
    </AppDialog>
  );
}

CheckMobileDialog.displayName = 'CheckMobileDialog';
