import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import {
  confirmPasswordRule,
  mobileRule,
  passwordHintMessage,
  passwordRule,
  validationMessages,
  type ValidationMessageId,
} from '../../../shared/validation';
import { useSubmission } from '../../utils/use-submission';
import { ErrorAlert } from '../error-alert';
import { FieldMessage } from '../field-message';
import {
  PasswordStrengthBar,
  strengthSentence,
  usePasswordStrength,
} from '../password-strength-meter';
import { SignInAgreement } from '../sign-in-panel';
import { SmsCodeButton } from '../sms-code-button';

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
type FieldErrors = Partial<Record<FieldName, ValidationMessageId | 'registerAccount.codeEmpty'>>;
const FIELDS: readonly FieldName[] = ['mobile', 'vCode', 'password', 'confirm'];

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
  const [values, setValues] = useState<Record<FieldName, string>>({
    mobile: '',
    vCode: '',
    password: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [agreed, setAgreed] = useState(false);
  const [agreementMissing, setAgreementMissing] = useState(false);
  const agreementInput = useRef<HTMLInputElement>(null);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  const check = (field: FieldName, current = values): FieldErrors[FieldName] => {
    if (field === 'mobile') return mobileRule(current.mobile);
    if (field === 'vCode')
      return current.vCode.trim() === '' ? 'registerAccount.codeEmpty' : undefined;
    if (field === 'password') return passwordRule(current.password, { validate: true });
    return confirmPasswordRule(current.confirm, current.password, { validate: true });
  };

  const message = (id: NonNullable<FieldErrors[FieldName]>) =>
    id === 'registerAccount.codeEmpty'
      ? t({ id: 'registerAccount.codeEmpty', message: 'Enter the verification code' })
      : i18n._(validationMessages[id]);

  // A message already showing is checked again as the person types, as on the reset form.
  const change = (field: FieldName, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    const recheck = FIELDS.filter(
      (shown) =>
        errors[shown] && (shown === field || (field === 'password' && shown === 'confirm')),
    );
    if (recheck.length === 0) return;
    setErrors((previous) => ({
      ...previous,
      ...Object.fromEntries(recheck.map((shown) => [shown, check(shown, next)])),
    }));
  };

  const blur = (field: FieldName) => {
    if (values[field] === '') return;
    setErrors((previous) => ({ ...previous, [field]: check(field) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = Object.fromEntries(FIELDS.map((field) => [field, check(field)]));
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    if (showAgreement && !agreed) {
      setAgreementMissing(true);
      agreementInput.current?.focus();
      return;
    }
    void submission.run(async () => {
      const password = await encodePassword(values.password.trim());
      await onSubmit({ mobile: values.mobile.trim(), vCode: values.vCode.trim(), password });
    });
  };

  const mobile = values.mobile.trim();
  const mobileValid = mobileRule(mobile) === undefined;
  const mobileWords = useMemo(() => (mobileValid ? [mobile] : []), [mobile, mobileValid]);
  const strength = usePasswordStrength(values.password, { userInputs: mobileWords });
  const hint = i18n._(passwordHintMessage);

  const input = (name: FieldName, type: 'tel' | 'text' | 'password') => (
    <Input
      ref={(element) => {
        inputs.current[name] = element;
      }}
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
            {/* One button per number: a corrected number can have its code at once. */}
            <SmsCodeButton
              key={mobile}
              disabled={!mobileValid}
              onSend={() => onSendCode(mobile)}
              size="sm"
            />
          </HStack>
          <FieldMessage error={error('vCode')} />
        </Field.Root>
        <Field.Root invalid={Boolean(errors.password)} required>
          <Field.Label>{t({ id: 'registerAccount.password', message: 'Password' })}</Field.Label>
          {input('password', 'password')}
          <PasswordStrengthBar strength={strength} />
          <FieldMessage
            error={error('password')}
            helper={passwordRule(values.password) === undefined ? strengthSentence(strength) : hint}
            reserve={hint}
          />
        </Field.Root>
        <Field.Root invalid={Boolean(errors.confirm)} required>
          <Field.Label>
            {t({ id: 'registerAccount.confirmPassword', message: 'Confirm password' })}
          </Field.Label>
          {input('confirm', 'password')}
          <FieldMessage error={error('confirm')} />
        </Field.Root>
        {showAgreement ? (
          <SignInAgreement
            checked={agreed}
            onCheckedChange={(checked) => {
              setAgreed(checked);
              if (checked) setAgreementMissing(false);
            }}
            invalid={agreementMissing}
            href={agreementHref}
            inputRef={agreementInput}
          />
        ) : null}
        <ErrorAlert message={submission.error} />
        <Button
          type="submit"
          colorPalette="brand"
          loading={submission.busy}
          loadingText={t({ id: 'registerAccount.submitting', message: 'Registering…' })}
        >
          {t({ id: 'registerAccount.submit', message: 'Register and sign in' })}
        </Button>
      </Stack>
    </form>
  );
}

RegisterAccountForm.displayName = 'RegisterAccountForm';
