import { Field, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AppDialog } from '../app-dialog';
import { errorMessage } from '../../utils/error-message';
import { SmsCodeButton } from '../sms-code-button';
import { ErrorAlert } from '../error-alert';
import { FieldMessage } from '../field-message';

export interface MobileVerificationDialogProps {
  /** Whether the dialog shows. */
  open: boolean;
  /** What is being confirmed, as the dialog's title: 删除企业, 关闭二次验证… */
  title: string;
  /** A sentence on what happens once confirmed. @default undefined */
  description?: string;
  /** The mobile the code goes to, already masked (138****5678): use maskMobile for a full number. */
  maskedMobile: string;
  /**
   * 'code': a code is sent to the mobile and typed here. 'verifiedFlow': the action needs the
   * separate verified flow (set admin, transfer corp, docs/product.md §6), opened in a new tab.
   * @default 'code'
   */
  variant?: 'code' | 'verifiedFlow';
  /** Sends the code (variant 'code'). Rejects with an Error to show. @default undefined */
  onSendCode?: () => Promise<void>;
  /** Where the verified flow lives (variant 'verifiedFlow'). @default undefined */
  verifiedFlowUrl?: string;
  /**
   * Confirms the action: with the typed code for 'code', with no code once the verified flow is done.
   * Rejects with an Error whose message is shown; the code stays as typed.
   */
  onConfirm: (details: { vCode?: string }) => Promise<void>;
  /** Called when the person cancels or closes. */
  onClose: () => void;
  /** A red confirm, for an action that deletes, removes or turns a protection off. @default false */
  destructive?: boolean;
}

/**
 * Confirms a sensitive action by the account's mobile (docs/product.md §2): a code sent by SMS, or, for
 * the actions that need it, the verified flow in a new tab.
 */
export function MobileVerificationDialog({
  open,
  title,
  description,
  maskedMobile,
  variant = 'code',
  onSendCode,
  verifiedFlowUrl,
  onConfirm,
  onClose,
  destructive = false,
}: MobileVerificationDialogProps) {
  const { t } = useLingui();
  const [vCode, setVCode] = useState('');
  const [codeMissing, setCodeMissing] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [flowOpened, setFlowOpened] = useState(false);

  const confirm = async () => {
    if (variant === 'code' && vCode.trim() === '') {
      setCodeMissing(true);
      return;
    }
    setFailure(undefined);
    try {
      await onConfirm(variant === 'code' ? { vCode: vCode.trim() } : {});
    } catch (error) {
      setFailure(
        errorMessage(
          error,
          t({ id: 'mobileVerification.failed', message: 'Verification failed. Try again.' }),
        ),
      );
    }
  };

  return (
    <AppDialog
      open={open}
      title={title}
      onOpenChange={({ open: next }) => !next && onClose()}
      onConfirm={confirm}
      destructive={destructive}
      confirmDisabled={variant === 'verifiedFlow' && !flowOpened}
      confirmLabel={
        variant === 'verifiedFlow'
          ? t({ id: 'mobileVerification.flowDone', message: 'I have verified' })
          : undefined
      }
    >
      <Stack gap="3">
        {description ? <Text>{description}</Text> : null}
        {variant === 'code' ? (
          <>
            <Text color="text.secondary">
              {/* The owner may still be reading the account: no sentence ending in nothing. */}
              {maskedMobile
                ? t({
                    id: 'mobileVerification.codeSentTo',
                    message: `A code will be sent to ${maskedMobile}`,
                  })
                : t({
                    id: 'mobileVerification.codeSentToAccount',
                    message: 'A code will be sent to the mobile of your account',
                  })}
            </Text>
            <Field.Root invalid={codeMissing} required>
              <Field.Label>
                {t({ id: 'mobileVerification.code', message: 'Verification code' })}
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
                {onSendCode ? <SmsCodeButton onSend={onSendCode} size="sm" /> : null}
              </HStack>
              <FieldMessage
                error={
                  codeMissing
                    ? t({
                        id: 'mobileVerification.codeEmpty',
                        message: 'Enter the verification code',
                      })
                    : undefined
                }
              />
            </Field.Root>
          </>
        ) : (
          <>
            <Text color="text.secondary">
              {t({
                id: 'mobileVerification.flowIntro',
                message: `This action needs a separate verification of ${maskedMobile}. It opens in a new tab; come back here when it is done.`,
              })}
            </Text>
            <Link
              href={verifiedFlowUrl}
              target="_blank"
              rel="noopener noreferrer"
              colorPalette="brand"
              fontWeight="medium"
              onClick={() => setFlowOpened(true)}
            >
              {t({
                id: 'mobileVerification.openFlow',
                message: 'Open the verification page (new tab)',
              })}
            </Link>
          </>
        )}
        <ErrorAlert message={failure} />
      </Stack>
    </AppDialog>
  );
}

MobileVerificationDialog.displayName = 'MobileVerificationDialog';
