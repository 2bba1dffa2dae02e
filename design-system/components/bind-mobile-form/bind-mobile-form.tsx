import { Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { useSubmission } from '../../utils/use-submission';
import {
  mobileRule,
  validationMessages,
  type ValidationMessageId,
} from '../../../shared/validation';
import { FormSubmit } from '../form-submit';
import { MobileCodeButton } from '../sms-code-button';
import { FieldMessage } from '../field-message';

export interface BindMobileSubmitDetails {
  /** The mobile as typed, trimmed. */
  mobile: string;
  /** The code as typed, trimmed. */
  vCode: string;
}

export interface BindMobileFormProps {
  /** Sends a code to the mobile typed (already checked by the mobile rule). Rejects with an Error to show. */
  onSendCode: (mobile: string) => Promise<void>;
  /** Binds the mobile; rejects with an Error whose message is shown, every field kept as typed. */
  onSubmit: (details: BindMobileSubmitDetails) => Promise<void>;
  /** The submit button's label. @default 'Bind mobile' */
  submitLabel?: string;
  /** The submit button's label while the submit waits. @default 'Binding…' */
  submittingLabel?: string;
  /**
   * What the mobile is for, under the field.
   * @default 'From now on you sign in with this number. Outside mainland China: 852-61234567.'
   */
  mobileHint?: string;
}

type FieldName = 'mobile' | 'vCode';
type FieldErrors = Partial<Record<FieldName, ValidationMessageId | 'bindMobile.codeEmpty'>>;

/**
 * Binds a mobile number to a user-name account, which makes it a cloud account that signs in by
 * that mobile (/logpop/regKdCloud and /logpop/upgrade, docs/product.md §2). The mobile follows the
 * mobile rule of docs/product.md §5, checked on blur and on submit; a code can be sent once it is valid.
 */
export function BindMobileForm({
  onSendCode,
  onSubmit,
  submitLabel,
  submittingLabel,
  mobileHint,
}: BindMobileFormProps) {
  const { i18n, t } = useLingui();
  const submission = useSubmission(
    t({ id: 'bindMobile.failed', message: 'The mobile was not bound. Try again.' }),
  );
  const [values, setValues] = useState<Record<FieldName, string>>({ mobile: '', vCode: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  const check = (field: FieldName): FieldErrors[FieldName] =>
    field === 'mobile'
      ? mobileRule(values.mobile)
      : values.vCode.trim() === ''
        ? 'bindMobile.codeEmpty'
        : undefined;

  const message = (id: NonNullable<FieldErrors[FieldName]>) =>
    id === 'bindMobile.codeEmpty'
      ? t({ id: 'bindMobile.codeEmpty', message: 'Enter the verification code' })
      : i18n._(validationMessages[id]);

  const change = (field: FieldName, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    // An error clears as soon as the field is put right; a new one waits for blur or submit.
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields: FieldName[] = ['mobile', 'vCode'];
    const found: FieldErrors = Object.fromEntries(fields.map((field) => [field, check(field)]));
    setErrors(found);
    const firstInvalid = fields.find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    void submission.run(() =>
      onSubmit({ mobile: values.mobile.trim(), vCode: values.vCode.trim() }),
    );
  };

  const mobile = values.mobile.trim();

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="4">
        <Field.Root invalid={Boolean(errors.mobile)} required>
          <Field.Label>{t({ id: 'bindMobile.mobile', message: 'Mobile number' })}</Field.Label>
          <Input
            ref={(element) => {
              inputs.current.mobile = element;
            }}
            size="sm"
            type="tel"
            value={values.mobile}
            inputMode="tel"
            autoComplete="tel"
            onChange={(event) => change('mobile', event.target.value)}
            onBlur={() => {
              if (values.mobile !== '')
                setErrors((previous) => ({ ...previous, mobile: check('mobile') }));
            }}
          />
          <FieldMessage
            error={errors.mobile ? message(errors.mobile) : undefined}
            helper={
              mobileHint ??
              t({
                id: 'bindMobile.mobileHint',
                message:
                  'From now on you sign in with this number. Outside mainland China: 852-61234567.',
              })
            }
          />
        </Field.Root>
        <Field.Root invalid={Boolean(errors.vCode)} required>
          <Field.Label>{t({ id: 'bindMobile.code', message: 'Verification code' })}</Field.Label>
          <HStack w="full" align="flex-start" gap="2">
            <Input
              ref={(element) => {
                inputs.current.vCode = element;
              }}
              size="sm"
              value={values.vCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              onChange={(event) => change('vCode', event.target.value)}
            />
            <MobileCodeButton mobile={mobile} onSend={onSendCode} />
          </HStack>
          <FieldMessage error={errors.vCode ? message(errors.vCode) : undefined} />
        </Field.Root>
        <FormSubmit
          error={submission.error}
          busy={submission.busy}
          busyLabel={submittingLabel ?? t({ id: 'bindMobile.submitting', message: 'Binding…' })}
        >
          {submitLabel ?? t({ id: 'bindMobile.submit', message: 'Bind mobile' })}
        </FormSubmit>
      </Stack>
    </form>
  );
}

BindMobileForm.displayName = 'BindMobileForm';
