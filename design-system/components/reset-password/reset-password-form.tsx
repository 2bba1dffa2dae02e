import { Alert, Button, chakra, Dialog, Field, Grid, HStack, Input, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { SUCCESS_MESSAGE_MS } from '../../../shared/constants';
import {
  confirmPasswordRule,
  passwordRule,
  validationMessages,
  type ValidationMessageId,
} from '../../../shared/validation';
import { useCheckedFields } from '../../utils/use-checked-fields';
import { useSubmission } from '../../utils/use-submission';
import { AppDialogBody } from '../app-dialog';
import { FieldMessage } from '../field-message';
import { SmsCodeButton } from '../sms-code-button';
import { ErrorAlert } from '../error-alert';
import { PasswordStrengthBar, usePasswordAdvice } from '../password-strength-meter';

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
type FieldError = ValidationMessageId | 'kdcloudPassWord.codeEmpty';
const FIELDS: readonly FieldName[] = ['vCode', 'password', 'confirm'];

const check = (
  field: FieldName,
  values: Readonly<Record<FieldName, string>>,
): FieldError | undefined => {
  if (field === 'vCode')
    return values.vCode.trim() === '' ? 'kdcloudPassWord.codeEmpty' : undefined;
  if (field === 'password') return passwordRule(values.password, { validate: true });
  return confirmPasswordRule(values.confirm, values.password, { validate: true });
};

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
  const {
    busy: submitting,
    error: submitError,
    run,
  } = useSubmission(
    t({ id: 'kdcloudPassWord.submitFailed', message: 'The password was not changed. Try again.' }),
  );
  const [succeeded, setSucceeded] = useState(false);

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(onComplete, SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [succeeded, onComplete]);

  const { values, errors, change, blur, checkAll, inputRef } = useCheckedFields(FIELDS, check, {
    password: ['confirm'],
  });

  const message = (id: FieldError) =>
    id === 'kdcloudPassWord.codeEmpty'
      ? t({ id: 'kdcloudPassWord.codeEmpty', message: 'Enter the verification code' })
      : i18n._(validationMessages[id]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (succeeded || !checkAll()) return;
    void run(async () => {
      const password = await encodePassword(values.password.trim());
      await onSubmit({ mobile, vCode: values.vCode.trim(), password });
      setSucceeded(true);
    });
  };

  const compact = layout === 'dialog';
  const accountWords = useMemo(() => (account ? [account] : []), [account]);
  const advice = usePasswordAdvice(values.password, { userInputs: accountWords });

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
        ref={inputRef(name)}
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
        <Field.Label {...(compact ? COMPACT_FIELD_LABEL : undefined)}>{label}</Field.Label>
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
          helper: advice.helper,
          reserve: advice.reserve,
          below: (
            <PasswordStrengthBar
              strength={advice.strength}
              gridColumn={compact ? '2' : undefined}
            />
          ),
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

/**
 * A field's label spans its input's row and the message line's: a label that wraps to two lines
 * (id_ID's "Konfirmasi kata sandi baru") takes the message line's height beside it instead of
 * making the 372 px modal's body scroll.
 */
const COMPACT_FIELD_LABEL = { ...COMPACT_LABEL, gridRow: 'span 2' } as const;
