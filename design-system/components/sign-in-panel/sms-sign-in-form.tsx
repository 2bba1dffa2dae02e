import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { validationMessages } from '../../../shared/validation/messages';
import { mobileRule } from '../../../shared/validation/mobile';
import { ErrorAlert } from '../error-alert';
import { SmsCodeButton } from '../sms-code-button';
import { SignInSubmitButton } from './sign-in-submit-button';
import { SignInField } from './sign-in-field';
import { useSubmission } from '../../utils/use-submission';

export interface SmsSignInDetails {
  /** The mobile as typed, trimmed. */
  mobile: string;
  vCode: string;
}

export interface SmsSignInFormProps {
  /** Sends the code to the mobile; rejects with an Error whose message the button shows. */
  onSendCode: (mobile: string) => Promise<void>;
  /** Signs in; rejects with an Error whose message is shown (the typed input stays). */
  onSubmit: (details: SmsSignInDetails) => Promise<void>;
  /** Asked once the fields are valid: false holds the sign-in. @default always true */
  onBeforeSubmit?: () => boolean;
}

type FieldName = 'mobile' | 'vCode';

/**
 * Sign-in by SMS code: the mobile (mainland or international, docs/product.md §5), the send-code
 * button (usable once the mobile is valid), and the code.
 */
export function SmsSignInForm({ onSendCode, onSubmit, onBeforeSubmit }: SmsSignInFormProps) {
  const { i18n, t } = useLingui();
  const [values, setValues] = useState<Record<FieldName, string>>({ mobile: '', vCode: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const { busy, error, run } = useSubmission(
    t({ id: 'signIn.failed', message: 'Sign-in failed. Please try again.' }),
  );
  const mobile = values.mobile.trim();

  const change = (field: FieldName, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const vCode = values.vCode.trim();
    const mobileError = mobileRule(mobile);
    const found: Partial<Record<FieldName, string>> = {
      mobile: mobileError ? i18n._(validationMessages[mobileError]) : undefined,
      vCode:
        vCode === ''
          ? t({ id: 'signIn.codeEmpty', message: 'Enter the verification code' })
          : undefined,
    };
    setErrors(found);
    const firstInvalid = (['mobile', 'vCode'] as const).find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    if (onBeforeSubmit && !onBeforeSubmit()) return;
    void run(() => onSubmit({ mobile, vCode }));
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="4">
        <SignInField
          label={t({ id: 'signIn.mobile', message: 'Mobile number' })}
          name="mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.mobile}
          onValueChange={(value) => change('mobile', value)}
          error={errors.mobile}
          inputRef={(element) => {
            inputs.current.mobile = element;
          }}
        />
        <SignInField
          label={t({ id: 'signIn.code', message: 'Verification code' })}
          name="vCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={values.vCode}
          onValueChange={(value) => change('vCode', value)}
          error={errors.vCode}
          inputRef={(element) => {
            inputs.current.vCode = element;
          }}
          trailing={
            <SmsCodeButton
              onSend={() => onSendCode(mobile)}
              disabled={mobileRule(mobile) !== undefined}
            />
          }
        />
        <ErrorAlert message={error} />
        <SignInSubmitButton busy={busy} />
      </Stack>
    </form>
  );
}

SmsSignInForm.displayName = 'SmsSignInForm';
