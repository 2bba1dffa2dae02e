import { Field, Input, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { useSubmission } from '../../utils/use-submission';
import { FormSubmit } from '../form-submit';
import { FieldMessage } from '../field-message';

export interface FindPasswordAccountFormProps {
  /** The account the field starts with (the login name typed on the sign-in page). @default '' */
  defaultAccount?: string;
  /**
   * Looks the account up (trimmed) and moves the flow on. Rejects with an Error whose message is
   * shown, e.g. the server's "no account has this name"; the field keeps what was typed.
   */
  onSubmit: (account: string) => Promise<void>;
}

/**
 * The first step of finding a password: the account (a mobile number or a user name) whose
 * password is to be reset. The next step, ResetPasswordForm, needs the mobile the lookup returns.
 */
export function FindPasswordAccountForm({
  defaultAccount = '',
  onSubmit,
}: FindPasswordAccountFormProps) {
  const { t } = useLingui();
  const submission = useSubmission(
    t({
      id: 'findPassword.lookupFailed',
      message: 'The account could not be looked up. Try again.',
    }),
  );
  const [account, setAccount] = useState(defaultAccount);
  const [empty, setEmpty] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = account.trim();
    setEmpty(value === '');
    if (value === '') {
      input.current?.focus();
      return;
    }
    void submission.run(() => onSubmit(value));
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="3">
        <Field.Root invalid={empty} required>
          <Field.Label>{t({ id: 'findPassword.account', message: 'Account' })}</Field.Label>
          <Input
            ref={input}
            size="sm"
            value={account}
            autoComplete="username"
            onChange={(event) => {
              setAccount(event.target.value);
              if (empty && event.target.value.trim() !== '') setEmpty(false);
            }}
          />
          <FieldMessage
            error={
              empty
                ? t({
                    id: 'findPassword.accountEmpty',
                    message: 'Enter your mobile number or user name',
                  })
                : undefined
            }
            helper={t({
              id: 'findPassword.accountHint',
              message: 'The mobile number or user name you sign in with',
            })}
          />
        </Field.Root>
        <FormSubmit
          error={submission.error}
          busy={submission.busy}
          busyLabel={t({ id: 'findPassword.lookingUp', message: 'Looking up…' })}
        >
          {t({ id: 'findPassword.next', message: 'Next' })}
        </FormSubmit>
      </Stack>
    </form>
  );
}

FindPasswordAccountForm.displayName = 'FindPasswordAccountForm';
