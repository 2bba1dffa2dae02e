import { Alert, Button, chakra, Dialog, Field, Grid, HStack, Input, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { SUCCESS_MESSAGE_MS } from '../../../shared/constants';
import {
  confirmPasswordRule,
  passwordHintMessage,
  passwordRule,
  validationMessages,
  type ValidationMessageId,
} from '../../../shared/validation';
import { useSubmission } from '../../utils/use-submission';
import { AppDialogBody } from '../app-dialog';
import { FieldMessage } from '../field-message';
import { SmsCodeButton } from '../sms-code-button';
import { ErrorAlert } from '../error-alert';
import {
  PasswordStrengthBar,
  strengthSentence,
  usePasswordStrength,
} from '../password-strength-meter';

export interface ResetPasswordSubmitDetails {
  mobile: string;
  vCode: string;
  /** The new password as the encoder returned it; never the plain text. */
  password: string;
}

export interface ResetPasswordFormProps {
  /** The account's mobile number, shown read-only (pass it masked, e.g. 138****5678). */
  mobile: string;
  /**
   * The account as the person typed it to find it (a user name or a mobile): the strength meter
   * warns when the new password is built from it. @default undefined
   */
  account?: string;
  /** Sends the verification code to the mobile (the reset's code type 2). Rejects with an Error to show. */
  onSendCode: () => Promise<void>;
  /** Turns the plain password into what the server accepts (the API layer encrypts it). */
  encodePassword: (password: string) => Promise<string>;
  /** Submits the reset; rejects with an Error whose message is shown. */
  onSubmit: (details: ResetPasswordSubmitDetails) => Promise<void>;
  /** Called once the success message has shown for SUCCESS_MESSAGE_MS; the caller picks the next step. */
  onComplete: () => void;
  /** Seconds already counting on the code button, for a page that reopens. @default undefined */
  codeSecondsLeft?: number;
  /**
   * 'page' stacks each label over its field with Confirm below them. 'dialog' is for inside an
   * AppDialog with ownSections: labels beside the fields so all fit the 442 x 372 modal, the fields
   * in the dialog's body and Confirm in its footer, which stays in view.
   * @default 'page'
   */
  layout?: 'page' | 'dialog';
}

type FieldName = 'vCode' | 'password' | 'confirm';
type FieldErrors = Partial<Record<FieldName, ValidationMessageId | 'kdcloudPassWord.codeEmpty'>>;

/**
 * The reset-password form of docs/product.md §2, for the page and for ResetPasswordDialog. Passwords are
 * checked on blur with validation on (docs/product.md §5) and again on submit; a refused submit keeps
 * every field as typed; success shows 'kdcloudPassWord.sucTips' for 3 s, then onComplete.
 */
export function ResetPasswordForm({
  mobile,
  account,
  onSendCode,
  encodePassword,
  onSubmit,
  onComplete,
  codeSecondsLeft,
  layout = 'page',
}: ResetPasswordFormProps) {
  const { i18n, t } = useLingui();
  const [values, setValues] = useState<Record<FieldName, string>>({
    vCode: '',
    password: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const {
    busy: submitting,
    error: submitError,
    run,
  } = useSubmission(
    t({ id: 'kdcloudPassWord.submitFailed', message: 'The password was not changed. Try again.' }),
  );
  const [succeeded, setSucceeded] = useState(false);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(onComplete, SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [succeeded, onComplete]);

  const check = (field: FieldName, current = values): FieldErrors[FieldName] => {
    if (field === 'vCode')
      return current.vCode.trim() === '' ? 'kdcloudPassWord.codeEmpty' : undefined;
    if (field === 'password') return passwordRule(current.password, { validate: true });
    return confirmPasswordRule(current.confirm, current.password, { validate: true });
  };

  const message = (id: NonNullable<FieldErrors[FieldName]>) =>
    id === 'kdcloudPassWord.codeEmpty'
      ? t({ id: 'kdcloudPassWord.codeEmpty', message: 'Enter the verification code' })
      : i18n._(validationMessages[id]);

  /**
   * A message already showing is checked again as the person types, so a corrected field loses it
   * then, not on leaving the field: leaving it for Confirm would move the button up under the
   * pointer between press and release, and the click would be lost (docs/product.md §5).
   */
  const change = (field: FieldName, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    const recheck = (Object.keys(errors) as FieldName[]).filter(
      (shown) =>
        errors[shown] && (shown === field || (field === 'password' && shown === 'confirm')),
    );
    if (recheck.length === 0) return;
    setErrors((previous) => ({
      ...previous,
      ...Object.fromEntries(recheck.map((shown) => [shown, check(shown, next)])),
    }));
  };

  // An empty field says nothing on leaving it (Confirm asks for every one): the code field, where
  // focus starts, is left empty for its own Send code button beside it.
  const blur = (field: FieldName) => {
    if (values[field] === '') return;
    setErrors((previous) => ({ ...previous, [field]: check(field) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (succeeded) return;
    const fields: FieldName[] = ['vCode', 'password', 'confirm'];
    const found: FieldErrors = Object.fromEntries(fields.map((field) => [field, check(field)]));
    setErrors(found);
    const firstInvalid = fields.find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    void run(async () => {
      const password = await encodePassword(values.password.trim());
      await onSubmit({ mobile, vCode: values.vCode.trim(), password });
      setSucceeded(true);
    });
  };

  const compact = layout === 'dialog';
  const accountWords = useMemo(() => (account ? [account] : []), [account]);
  const strength = usePasswordStrength(values.password, { userInputs: accountWords });
  const hint = i18n._(passwordHintMessage);

  const field = (
    name: FieldName,
    label: string,
    type: 'text' | 'password',
    {
      helper,
      reserve,
      trailing,
      below,
    }: { helper?: string; reserve?: string; trailing?: ReactNode; below?: ReactNode } = {},
  ) => {
    const input = (
      <Input
        ref={(element) => {
          inputs.current[name] = element;
        }}
        type={type}
        size="sm"
        value={values[name]}
        autoComplete={name === 'vCode' ? 'one-time-code' : 'new-password'}
        inputMode={name === 'vCode' ? 'numeric' : undefined}
        // Where the person types first: the dialog's initial focus, not the read-only mobile.
        data-autofocus={name === 'vCode' ? '' : undefined}
        onChange={(event) => change(name, event.target.value)}
        onBlur={() => blur(name)}
      />
    );
    return (
      <Field.Root
        invalid={Boolean(errors[name])}
        required
        display={compact ? 'contents' : undefined}
      >
        <Field.Label {...(compact ? COMPACT_LABEL : undefined)}>{label}</Field.Label>
        {trailing ? (
          <HStack w="full" align="flex-start" gap="2">
            {input}
            {trailing}
          </HStack>
        ) : (
          input
        )}
        {below}
        <FieldMessage
          error={errors[name] ? message(errors[name]) : undefined}
          helper={helper}
          reserve={reserve}
          gridColumn={compact ? '2' : undefined}
        />
      </Field.Root>
    );
  };

  const fields = (
    <>
      <Field.Root display={compact ? 'contents' : undefined}>
        <Field.Label {...(compact ? COMPACT_LABEL : undefined)}>
          {t({ id: 'kdcloudPassWord.mobile', message: 'Mobile number' })}
        </Field.Label>
        <Input size="sm" value={mobile} readOnly variant="subtle" mb={compact ? '1' : undefined} />
      </Field.Root>
      {field('vCode', t({ id: 'kdcloudPassWord.code', message: 'Verification code' }), 'text', {
        trailing: (
          <SmsCodeButton onSend={onSendCode} initialSecondsLeft={codeSecondsLeft} size="sm" />
        ),
      })}
      {field(
        'password',
        t({ id: 'kdcloudPassWord.newPassword', message: 'New password' }),
        'password',
        {
          // The rule until the password keeps it, then how strong it is; the line keeps the
          // rule's height throughout, so Confirm does not move as the advice changes.
          helper: passwordRule(values.password) === undefined ? strengthSentence(strength) : hint,
          reserve: hint,
          below: <PasswordStrengthBar strength={strength} gridColumn={compact ? '2' : undefined} />,
        },
      )}
      {field(
        'confirm',
        t({ id: 'kdcloudPassWord.confirmPassword', message: 'Confirm new password' }),
        'password',
      )}
    </>
  );

  const outcome = (
    <>
      <ErrorAlert message={submitError} />
      {succeeded ? (
        <Alert.Root status="success" size="sm" role="status">
          <Alert.Indicator />
          <Alert.Title>
            {t({ id: 'kdcloudPassWord.sucTips', message: 'Your password has been changed' })}
          </Alert.Title>
        </Alert.Root>
      ) : null}
    </>
  );

  const confirmButton = (
    <Button
      type="submit"
      colorPalette="brand"
      size={compact ? 'sm' : undefined}
      w={compact ? 'full' : undefined}
      loading={submitting}
      loadingText={t({ id: 'kdcloudPassWord.submitting', message: 'Saving…' })}
      disabled={succeeded}
    >
      {t({ id: 'kdcloudPassWord.confirm', message: 'Confirm' })}
    </Button>
  );

  if (compact)
    return (
      // Body and footer stay the dialog content's own flex items: the fields scroll if they must,
      // the footer with Confirm stays where it is, below them.
      <chakra.form display="contents" noValidate onSubmit={submit}>
        <AppDialogBody pt="1" pb="2">
          <Grid templateColumns="auto minmax(0, 1fr)" columnGap="4" rowGap="1" alignItems="start">
            {fields}
          </Grid>
        </AppDialogBody>
        <Dialog.Footer pb="3">
          <Stack w="full" gap="2">
            {outcome}
            {confirmButton}
          </Stack>
        </Dialog.Footer>
      </chakra.form>
    );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="3">
        {fields}
        {outcome}
        {confirmButton}
      </Stack>
    </form>
  );
}

ResetPasswordForm.displayName = 'ResetPasswordForm';

/** A label beside its field: as tall as the input, so a one-line label sits on its middle. */
const COMPACT_LABEL = { gridColumn: '1', minH: '9', maxW: '28' } as const;
