import { Checkbox, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { useSubmission } from '../../utils/use-submission';
import { FormSubmit } from '../form-submit';
import { SmsCodeButton } from '../sms-code-button';
import { FieldMessage } from '../field-message';

/** What carries the code: a text message to the account's mobile, or an e-mail. */
export type VerificationCodeChannel = 'sms' | 'email';

export interface VerificationCodeSubmitDetails {
  /** The code as typed, trimmed. */
  vCode: string;
  /** Whether the person asked to trust this browser (false when the option is not offered). */
  trustDevice: boolean;
}

export interface VerificationCodeFormProps {
  /**
   * Where the code went, already masked (138****0028, u***@example.com). The server names it when
   * it sends the first code, so it is undefined until then.
   * @default undefined
   */
  sentTo?: string;
  /** What carries the code. @default 'sms' */
  channel?: VerificationCodeChannel;
  /** Sends a code. Rejects with an Error whose message the send button shows. */
  onSendCode: () => Promise<void>;
  /** Verifies the code; rejects with an Error whose message is shown, the code kept as typed. */
  onSubmit: (details: VerificationCodeSubmitDetails) => Promise<void>;
  /** Offers "trust this browser" (no second verification here next time). @default false */
  trustDeviceOption?: boolean;
  /** Seconds already counting on the send button, for a page that reopens. @default undefined */
  codeSecondsLeft?: number;
  /** The submit button's label. @default 'Verify' */
  submitLabel?: string;
}

/**
 * A code sent to the account's mobile or e-mail, typed back to prove it is the account's owner:
 * the two-factor SMS and e-mail step and the downgraded sign-in (docs/product.md §8). Says where the
 * code went once it is sent; a refused code keeps what was typed and says why.
 */
export function VerificationCodeForm({
  sentTo,
  channel = 'sms',
  onSendCode,
  onSubmit,
  trustDeviceOption = false,
  codeSecondsLeft,
  submitLabel,
}: VerificationCodeFormProps) {
  const { t } = useLingui();
  const submission = useSubmission(
    t({ id: 'verificationCode.failed', message: 'The code was not accepted. Try again.' }),
  );
  const [vCode, setVCode] = useState('');
  const [codeMissing, setCodeMissing] = useState(false);
  const [trustDevice, setTrustDevice] = useState(false);
  const codeInput = useRef<HTMLInputElement | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = vCode.trim();
    if (code === '') {
      setCodeMissing(true);
      codeInput.current?.focus();
      return;
    }
    void submission.run(() =>
      onSubmit({ vCode: code, trustDevice: trustDeviceOption && trustDevice }),
    );
  };

  let where: string;
  if (sentTo) where = t({ id: 'verificationCode.sentTo', message: `Code sent to ${sentTo}.` });
  else if (channel === 'email')
    where = t({
      id: 'verificationCode.toEmail',
      message: 'Get a code sent to the e-mail address of your account.',
    });
  else
    where = t({
      id: 'verificationCode.toMobile',
      message: 'Get a code sent by SMS to the mobile number of your account.',
    });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="4">
        <Text color="text.secondary">{where}</Text>
        <Field.Root invalid={codeMissing} required>
          <Field.Label>
            {t({ id: 'verificationCode.code', message: 'Verification code' })}
          </Field.Label>
          <HStack w="full" align="flex-start" gap="2">
            <Input
              ref={codeInput}
              size="sm"
              value={vCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              onChange={(event) => {
                setVCode(event.target.value);
                if (event.target.value.trim() !== '') setCodeMissing(false);
              }}
            />
            <SmsCodeButton onSend={onSendCode} initialSecondsLeft={codeSecondsLeft} size="sm" />
          </HStack>
          <FieldMessage
            error={
              codeMissing
                ? t({ id: 'verificationCode.empty', message: 'Enter the verification code' })
                : undefined
            }
          />
        </Field.Root>
        {trustDeviceOption ? (
          <Checkbox.Root
            size="sm"
            checked={trustDevice}
            onCheckedChange={({ checked }) => setTrustDevice(checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="normal">
              {t({
                id: 'verificationCode.trustDevice',
                message: 'Trust this browser: skip this step here next time',
              })}
            </Checkbox.Label>
          </Checkbox.Root>
        ) : null}
        <FormSubmit
          error={submission.error}
          busy={submission.busy}
          busyLabel={t({ id: 'verificationCode.submitting', message: 'Verifying…' })}
        >
          {submitLabel ?? t({ id: 'verificationCode.submit', message: 'Verify' })}
        </FormSubmit>
      </Stack>
    </form>
  );
}

VerificationCodeForm.displayName = 'VerificationCodeForm';
