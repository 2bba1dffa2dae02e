import { Button, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../error-alert';
import { SmsCodeButton } from '../sms-code-button';
import { SignInSubmitButton } from './sign-in-submit-button';
import { SignInField } from './sign-in-field';
import { useSubmission } from '../../utils/use-submission';

export interface AuthorizationCodeSignInDetails {
  /** The authorization code, trimmed. */
  code: string;
  vCode: string;
}

export interface AuthorizationCodeSignInFormProps {
  /**
   * Looks the code up: resolves the masked mobile of its owner, where the SMS code goes; rejects
   * with an Error whose message is shown.
   */
  onCheckCode: (code: string) => Promise<string>;
  /** Sends the SMS code to the owner of the code; rejects with an Error the button shows. */
  onSendCode: (code: string) => Promise<void>;
  /** Signs in; rejects with an Error whose message is shown (the typed input stays). */
  onSubmit: (details: AuthorizationCodeSignInDetails) => Promise<void>;
  /** Asked before the sign-in is sent: false holds it. @default always true */
  onBeforeSubmit?: () => boolean;
}

/**
 * Sign-in by authorization code, in two steps: the code, then its SMS step (the owner's masked
 * mobile, the send-code button, the SMS code). "Use another code" goes back with the code kept.
 */
export function AuthorizationCodeSignInForm({
  onCheckCode,
  onSendCode,
  onSubmit,
  onBeforeSubmit,
}: AuthorizationCodeSignInFormProps) {
  const { t } = useLingui();
  const fallback = t({ id: 'signIn.failed', message: 'Sign-in failed. Please try again.' });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [vCode, setVCode] = useState('');
  const [vCodeError, setVCodeError] = useState<string | undefined>(undefined);
  /** The owner's masked mobile once the code was found: the SMS step. */
  const [mobile, setMobile] = useState<string | undefined>(undefined);
  const codeInput = useRef<HTMLInputElement>(null);
  const vCodeInput = useRef<HTMLInputElement>(null);
  const check = useSubmission(fallback);
  const signIn = useSubmission(fallback);
  const trimmedCode = code.trim();

  // The step's first field takes focus when the step changes (not on the first render).
  const stepShown = useRef(false);
  const step = mobile === undefined ? 'code' : 'sms';
  useEffect(() => {
    if (!stepShown.current) {
      stepShown.current = true;
      return;
    }
    (step === 'code' ? codeInput : vCodeInput).current?.focus();
  }, [step]);

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (check.busy) return;
    if (trimmedCode === '') {
      setCodeError(
        t({ id: 'signIn.authorizationCodeEmpty', message: 'Enter the authorization code' }),
      );
      codeInput.current?.focus();
      return;
    }
    void check.run(async () => {
      setMobile(await onCheckCode(trimmedCode));
    });
  };

  const submitSms = (event: FormEvent) => {
    event.preventDefault();
    if (signIn.busy) return;
    const typed = vCode.trim();
    if (typed === '') {
      setVCodeError(t({ id: 'signIn.codeEmpty', message: 'Enter the verification code' }));
      vCodeInput.current?.focus();
      return;
    }
    if (onBeforeSubmit && !onBeforeSubmit()) return;
    void signIn.run(() => onSubmit({ code: trimmedCode, vCode: typed }));
  };

  if (mobile === undefined)
    return (
      <form noValidate onSubmit={submitCode}>
        <Stack gap="4">
          <SignInField
            label={t({ id: 'signIn.authorizationCode', message: 'Authorization code' })}
            name="authorizationCode"
            autoComplete="off"
            value={code}
            onValueChange={(value) => {
              setCode(value);
              setCodeError(undefined);
            }}
            error={codeError}
            inputRef={codeInput}
          />
          <ErrorAlert message={check.error} />
          <Button
            type="submit"
            colorPalette="brand"
            w="full"
            loading={check.busy}
            loadingText={t({ id: 'signIn.checking', message: 'Checking…' })}
          >
            {t({ id: 'signIn.next', message: 'Next' })}
          </Button>
        </Stack>
      </form>
    );

  return (
    <form noValidate onSubmit={submitSms}>
      <Stack gap="4">
        <SignInField
          label={t({ id: 'signIn.ownerMobile', message: 'Mobile of the code’s owner' })}
          name="ownerMobile"
          value={mobile}
          onValueChange={() => undefined}
          readOnly
          variant="subtle"
          helper={t({
            id: 'signIn.ownerMobileHint',
            message: 'The verification code is sent to this mobile.',
          })}
        />
        <SignInField
          label={t({ id: 'signIn.code', message: 'Verification code' })}
          name="vCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={vCode}
          onValueChange={(value) => {
            setVCode(value);
            setVCodeError(undefined);
          }}
          error={vCodeError}
          inputRef={vCodeInput}
          trailing={<SmsCodeButton onSend={() => onSendCode(trimmedCode)} />}
        />
        <ErrorAlert message={signIn.error} />
        <Stack gap="2">
          <SignInSubmitButton busy={signIn.busy} />
          <Button
            variant="ghost"
            w="full"
            disabled={signIn.busy}
            onClick={() => {
              setMobile(undefined);
              setVCode('');
              setVCodeError(undefined);
              signIn.clearError();
            }}
          >
            {t({ id: 'signIn.otherCode', message: 'Use another authorization code' })}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

AuthorizationCodeSignInForm.displayName = 'AuthorizationCodeSignInForm';
