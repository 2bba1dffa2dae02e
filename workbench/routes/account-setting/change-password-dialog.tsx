import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { AppDialog } from '../../../design-system/components/app-dialog';
import { FormSubmit } from '../../../design-system/components/form-submit';
import { ResetPasswordForm } from '../../../design-system/components/reset-password';
import { useSubmission } from '../../../design-system/utils/use-submission';
import { useCheckPwd, useUpdateLocalPwd } from '../../data/account';
import { encodePassword } from '../../data/password';
import { useChangeLocalPwdSms } from '../../data/sms';
import { FieldMessage } from '../../../design-system/components/field-message';

export interface ChangePasswordDialogProps {
  open: boolean;
  /** The account's mobile, masked: the code goes there. */
  maskedMobile: string;
  onClose: () => void;
}

/**
 * Changing the password: the current one first (checkPwd), then the new one confirmed by a code
 * sent to the account's mobile (sms/changeLocalPwd, updateLocalPwd).
 */
export function ChangePasswordDialog({ open, maskedMobile, onClose }: ChangePasswordDialogProps) {
  const { t } = useLingui();
  return (
    <AppDialog
      open={open}
      onOpenChange={({ open: next }) => !next && onClose()}
      title={t({ id: 'accountSetting.password.title', message: 'Change password' })}
      width="resetModalWidth"
      showFooter={false}
      closeOnInteractOutside={false}
    >
      {open ? <ChangePasswordSteps maskedMobile={maskedMobile} onDone={onClose} /> : null}
    </AppDialog>
  );
}

function ChangePasswordSteps({
  maskedMobile,
  onDone,
}: {
  maskedMobile: string;
  onDone: () => void;
}) {
  const [checked, setChecked] = useState(false);
  const { trigger: updatePassword } = useUpdateLocalPwd();
  const { trigger: changeLocalPwd } = useChangeLocalPwdSms();
  if (!checked) return <CurrentPasswordStep onChecked={() => setChecked(true)} />;
  return (
    <ResetPasswordForm
      mobile={maskedMobile}
      onSendCode={async () => {
        await changeLocalPwd();
      }}
      encodePassword={encodePassword}
      onSubmit={async ({ vCode, password }) => {
        await updatePassword({ vCode, password, security: 1 });
      }}
      onComplete={onDone}
    />
  );
}

function CurrentPasswordStep({ onChecked }: { onChecked: () => void }) {
  const { t } = useLingui();
  const { trigger: checkPwd } = useCheckPwd();
  const submission = useSubmission(
    t({ id: 'accountSetting.password.checkFailed', message: 'The password was not checked.' }),
  );
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password.trim() === '') {
      setMissing(true);
      return;
    }
    void submission.run(async () => {
      await checkPwd({ password: await encodePassword(password.trim()), security: 1 });
      onChecked();
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="4">
        <Text color="text.secondary">
          {t({
            id: 'accountSetting.password.currentIntro',
            message: 'First enter your current password.',
          })}
        </Text>
        <Field.Root invalid={missing} required>
          <Field.Label>
            {t({ id: 'accountSetting.password.current', message: 'Current password' })}
          </Field.Label>
          <Input
            size="sm"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              if (event.target.value.trim() !== '') setMissing(false);
            }}
          />
          <FieldMessage
            error={
              missing
                ? t({
                    id: 'accountSetting.password.currentEmpty',
                    message: 'Enter your current password',
                  })
                : undefined
            }
          />
        </Field.Root>
        <FormSubmit error={submission.error} busy={submission.busy}>
          {t({ id: 'accountSetting.password.next', message: 'Next' })}
        </FormSubmit>
      </Stack>
    </form>
  );
}
