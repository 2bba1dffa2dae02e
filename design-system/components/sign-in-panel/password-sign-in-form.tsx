import { Flex, Link, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import type { LoginType } from '../../../shared/domain/vocabulary';
import { validationMessages } from '../../../shared/validation/messages';
import { ErrorAlert } from '../error-alert';
import { loginTypeOf } from './login-type';
import { SignInSubmitButton } from './sign-in-submit-button';
import { SignInField } from './sign-in-field';
import { useSubmission } from '../../utils/use-submission';

export interface PasswordSignInDetails {
  /** The account as typed, trimmed: a mobile or a user name. */
  account: string;
  /** The password as encodePassword returned it; never the plain text. */
  password: string;
  /** 0 when the account is a mobile by the mobile rules, else 1 (loginTypeOf). */
  loginType: LoginType;
}

export interface PasswordSignInFormProps {
  /** Signs in; rejects with an Error whose message is shown (the typed input stays). */
  onSubmit: (details: PasswordSignInDetails) => Promise<void>;
  /** Turns the plain password into what the server accepts (the API layer encrypts it). */
  encodePassword: (password: string) => Promise<string>;
  /** Where "Forgot password?" leads; no link without it. @default undefined */
  forgotPasswordHref?: string;
  /**
   * Asked once the fields are valid, before anything is sent: false holds the sign-in (the
   * panel's agreement check). @default always true
   */
  onBeforeSubmit?: () => boolean;
}

type FieldName = 'account' | 'password';

/**
 * Sign-in by account and password (docs/product.md §1). One account field takes a mobile or a user
 * name; the login type follows from what was typed. On sign-in the password is only required: its
 * strength rule is for choosing one, not for typing an existing one.
 */
export function PasswordSignInForm({
  onSubmit,
  encodePassword,
  forgotPasswordHref,
  onBeforeSubmit,
}: PasswordSignInFormProps) {
  const { i18n, t } = useLingui();
  const [values, setValues] = useState<Record<FieldName, string>>({ account: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const { busy, error, run } = useSubmission(
    t({ id: 'signIn.failed', message: 'Sign-in failed. Please try again.' }),
  );

  const change = (field: FieldName, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const account = values.account.trim();
    const password = values.password.trim();
    const found: Partial<Record<FieldName, string>> = {
      account:
        account === ''
          ? t({ id: 'signIn.accountEmpty', message: 'Enter your mobile number or user name' })
          : undefined,
      password: password === '' ? i18n._(validationMessages['password.empty']) : undefined,
    };
    setErrors(found);
    const firstInvalid = (['account', 'password'] as const).find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    if (onBeforeSubmit && !onBeforeSubmit()) return;
    void run(async () => {
      const encoded = await encodePassword(password);
      await onSubmit({ account, password: encoded, loginType: loginTypeOf(account) });
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="4">
        <SignInField
          label={t({ id: 'signIn.account', message: 'Mobile number or user name' })}
          name="account"
          autoComplete="username"
          value={values.account}
          onValueChange={(value) => change('account', value)}
          error={errors.account}
          inputRef={(element) => {
            inputs.current.account = element;
          }}
        />
        <Stack gap="1">
          <SignInField
            label={t({ id: 'signIn.password', message: 'Password' })}
            name="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onValueChange={(value) => change('password', value)}
            error={errors.password}
            inputRef={(element) => {
              inputs.current.password = element;
            }}
          />
          {forgotPasswordHref ? (
            <Flex justify="flex-end">
              <Link href={forgotPasswordHref} textStyle="sm" color="brand.fg">
                {t({ id: 'signIn.forgotPassword', message: 'Forgot password?' })}
              </Link>
            </Flex>
          ) : null}
        </Stack>
        <ErrorAlert message={error} />
        <SignInSubmitButton busy={busy} />
      </Stack>
    </form>
  );
}

PasswordSignInForm.displayName = 'PasswordSignInForm';
