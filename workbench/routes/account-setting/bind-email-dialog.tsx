import { Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { AppDialog } from '../../../design-system/components/app-dialog';
import { FormSubmit } from '../../../design-system/components/form-submit';
import { SmsCodeButton } from '../../../design-system/components/sms-code-button';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { useSubmission } from '../../../design-system/utils/use-submission';
import { useBindLocalEmail } from '../../data/account';
import { useBindLocalEmailSms } from '../../data/sms';
import { FieldMessage } from '../../../design-system/components/field-message';

/**
 * An address the code can be sent to. The spec gives no e-mail rule: this is the sandbox's own
 * check (one '@', a dot in the domain, no spaces), so the form refuses what the server would.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export interface BindEmailDialogProps {
  open: boolean;
  /** An address is bound already: the dialog changes it. */
  bound: boolean;
  onClose: () => void;
}

/** Binds an e-mail address, or changes the bound one, with a code sent to the new address. */
export function BindEmailDialog({ open, bound, onClose }: BindEmailDialogProps) {
  const { t } = useLingui();
  return (
    <AppDialog
      open={open}
      onOpenChange={({ open: next }) => !next && onClose()}
      title={
        bound
          ? t({ id: 'accountSetting.email.changeTitle', message: 'Change e-mail' })
          : t({ id: 'accountSetting.email.bindTitle', message: 'Bind e-mail' })
      }
      showFooter={false}
      closeOnInteractOutside={false}
    >
      {open ? <BindEmailForm onDone={onClose} /> : null}
    </AppDialog>
  );
}

type FieldName = 'email' | 'vCode';

function BindEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const { trigger: bindEmail } = useBindLocalEmail();
  const { trigger: bindLocalEmailSendCode } = useBindLocalEmailSms();
  const submission = useSubmission(
    t({ id: 'accountSetting.email.failed', message: 'The e-mail was not bound. Try again.' }),
  );
  const [values, setValues] = useState<Record<FieldName, string>>({ email: '', vCode: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, boolean>>>({});
  const email = values.email.trim();

  const change = (field: FieldName, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: false }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { email: !isEmail(email), vCode: values.vCode.trim() === '' };
    setErrors(found);
    if (found.email || found.vCode) return;
    void submission.run(async () => {
      await bindEmail({ email, vCode: values.vCode.trim() });
      raiseSuccessToast({
        description: t({ id: 'accountSetting.email.bound', message: `E-mail ${email} is bound.` }),
      });
      onDone();
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="4">
        <Field.Root invalid={Boolean(errors.email)} required>
          <Field.Label>{t({ id: 'accountSetting.email.address', message: 'E-mail' })}</Field.Label>
          <Input
            size="sm"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
            onBlur={() => {
              if (email !== '') setErrors((previous) => ({ ...previous, email: !isEmail(email) }));
            }}
          />
          <FieldMessage
            error={
              errors.email
                ? t({
                    id: 'accountSetting.email.invalid',
                    message: 'Enter an e-mail address such as name@example.com',
                  })
                : undefined
            }
          />
        </Field.Root>
        <Field.Root invalid={Boolean(errors.vCode)} required>
          <Field.Label>
            {t({ id: 'accountSetting.email.code', message: 'Verification code' })}
          </Field.Label>
          <HStack w="full" align="flex-start" gap="2">
            <Input
              size="sm"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={values.vCode}
              onChange={(event) => change('vCode', event.target.value)}
            />
            {/* One button per address: the wait before another code is the address's own. */}
            <SmsCodeButton
              key={email}
              disabled={!isEmail(email)}
              onSend={async () => {
                await bindLocalEmailSendCode({ email });
              }}
              size="sm"
            />
          </HStack>
          <FieldMessage
            error={
              errors.vCode
                ? t({
                    id: 'accountSetting.email.codeEmpty',
                    message: 'Enter the verification code',
                  })
                : undefined
            }
          />
        </Field.Root>
        <FormSubmit error={submission.error} busy={submission.busy}>
          {t({ id: 'accountSetting.email.submit', message: 'Bind e-mail' })}
        </FormSubmit>
      </Stack>
    </form>
  );
}
