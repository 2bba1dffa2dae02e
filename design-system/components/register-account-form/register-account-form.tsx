import { Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo, type FormEvent } from 'react';
import {
  confirmPasswordRule,
  mobileRule,
  passwordRule,
  validationMessages,
  type ValidationMessageId,
} from '../../../shared/validation';
import { useCheckedFields } from '../../utils/use-checked-fields';
import { useSubmission } from '../../utils/use-submission';
import { FormSubmit } from '../form-submit';
import { FieldMessage } from '../field-message';
import { PasswordStrengthBar, usePasswordAdvice } from '../password-strength-meter';
import { SignInAgreement, useAgreement } from '../sign-in-panel';
import { MobileCodeButton } from '../sms-code-button';

export interface RegisterAccountSubmitDetails {
  /** The mobile as typed, trimmed. */
  mobile: string;
  /** The code as typed, trimmed. */
  vCode: string;
  /** The password as the encoder returned it; never the plain text. */
  password: string;
}

export interface RegisterAccountFormProps {
  /** Sends a code to the mobile typed (already checked by the mobile rule). Rejects with an Error to show. */
  onSendCode: (mobile: string) => Promise<void>;
  /** Turns the plain password into what the server accepts (the API layer encrypts it). */
  encodePassword: (password: string) => Promise<string>;
  /** Registers; rejects with an Error whose message is shown, every field kept as typed. */
  onSubmit: (details: RegisterAccountSubmitDetails) => Promise<void>;
  /** Whether the agreement must be ticked first (docs/product.md §2, showAgreement). @default true */
  showAgreement?: boolean;
  /** Where the agreement can be read. @default undefined (its name is plain text) */
  agreementHref?: string;
}

type FieldName = 'mobile' | 'vCode' | 'password' | 'confirm';
type FieldError = ValidationMessageId | 'registerAccount.codeEmpty';
const FIELDS: readonly FieldName[] = ['mobile', 'vCode', 'password', 'confirm'];

const check = (
  field: FieldName,
  values: Readonly<Record<FieldName, string>>,
): FieldError | undefined => {
  if (field === 'mobile') return mobileRule(values.mobile);
  if (field === 'vCode')
    return values.vCode.trim() === '' ? 'registerAccount.codeEmpty' : undefined;
  if (field === 'password') return passwordRule(values.password, { validate: true });
  return confirmPasswordRule(values.confirm, values.password, { validate: true });
};

/**
 * A new cloud account (docs/product.md §2): a mobile proved by an SMS code, a password that keeps
 * the rule of docs/product.md §5 (rated as it is typed, PasswordStrengthMeter) and the agreement.
 * Fields are checked on blur and on submit; a refused submit keeps every field as typed.
 */
export function RegisterAccountForm({
  onSendCode,
  encodePassword,
  onSubmit,
  showAgreement = true,
  agreementHref,
}: RegisterAccountFormProps) {
  const { i18n, t } = useLingui();
  const submission = useSubmission(
    t({ id: 'registerAccount.failed', message: 'The account was not registered. Try again.' }),
  );
  const agreement = useAgreement(showAgreement);
  const { values, errors, change, blur, checkAll, inputRef } = useCheckedFields(FIELDS, check, {
    password: ['confirm'],
  });

  const message = (id: FieldError) =>
    id === 'registerAccount.codeEmpty'
      ? t({ id: 'registerAccount.codeEmpty', message: 'Enter the verification code' })
      : i18n._(validationMessages[id]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checkAll() || !agreement.check()) return;
    void submission.run(async () => {
      const password = await encodePassword(values.password.trim());
      await onSubmit({ mobile: values.mobile.trim(), vCode: values.vCode.trim(), password });
    });
  };

  const mobile = values.mobile.trim();
  const mobileValid = mobileRule(mobile) === undefined;
  const mobileWords = useMemo(() => (mobileValid ? [mobile] : []), [mobile, mobileValid]);
  const advice = usePasswordAdvice(values.password, { userInputs: mobileWords });

  const input = (name: FieldName, type: 'tel' | 'text' | 'password') => (
    <Input
      ref={inputRef(name)}
      size="sm"
      type={type}
      value={values[name]}
      inputMode={type === 'tel' ? 'tel' : name === 'vCode' ? 'numeric' : undefined}
      autoComplete={name === 'mobile' ? 'tel' : name === 'vCode' ? 'one-time-code' : 'new-password'}
      onChange={(event) => change(name, event.target.value)}
      onBlur={() => blur(name)}
    />
  );
  const error = (name: FieldName) => (errors[name] ? message(errors[name]) : undefined);

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="3">
        <Field.Root invalid={Boolean(errors.mobile)} required>
          <Field.Label>{t({ id: 'registerAccount.mobile', message: 'Mobile number' })}</Field.Label>
          {input('mobile', 'tel')}
          <FieldMessage
            error={error('mobile')}
            helper={t({
              id: 'registerAccount.mobileHint',
              message: 'You sign in with this number. Outside mainland China: 852-61234567.',
            })}
          />
        </Field.Root>
        <Field.Root invalid={Boolean(errors.vCode)} required>
          <Field.Label>
            {t({ id: 'registerAccount.code', message: 'Verification code' })}
          </Field.Label>
          <HStack w="full" align="flex-start" gap="2">
            {input('vCode', 'text')}
            <MobileCodeButton mobile={mobile} onSend={onSendCode} />
          </HStack>
          <FieldMessage error={error('vCode')} />
        </Field.Root>
        <Field.Root invalid={Boolean(errors.password)} required>
          <Field.Label>{t({ id: 'registerAccount.password', message: 'Password' })}</Field.Label>
          {input('password', 'password')}
          <PasswordStrengthBar strength={advice.strength} />
          <FieldMessage error={error('password')} helper={advice.helper} reserve={advice.reserve} />
        </Field.Root>
        <Field.Root invalid={Boolean(errors.confirm)} required>
          <Field.Label>
            {t({ id: 'registerAccount.confirmPassword', message: 'Confirm password' })}
          </Field.Label>
          {input('confirm', 'password')}
          <FieldMessage error={error('confirm')} />
        </Field.Root>
        {showAgreement ? <SignInAgreement {...agreement.checkbox} href={agreementHref} /> : null}
        <FormSubmit
          error={submission.error}
          busy={submission.busy}
          busyLabel={t({ id: 'registerAccount.submitting', message: 'Registering…' })}
        >
          {t({ id: 'registerAccount.submit', message: 'Register and sign in' })}
        </FormSubmit>
      </Stack>
    </form>
  );
}

RegisterAccountForm.displayName = 'RegisterAccountForm';
