import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { useSubmission } from '../../utils/use-submission';
import { FormSubmit } from '../form-submit';
import { QrCodeFrame, type QrCodeFrameOverlay } from '../qr-code-frame';
import { AlertCircleIcon, PhoneCheckIcon } from '../qr-code-frame/qr-icons';
import { FieldMessage } from '../field-message';

/**
 * Where the WeChat second factor stands: the link is being fetched, its QR code waits for a scan,
 * WeChat has scanned it (the code it shows can be typed), or the link could not be had.
 */
export type WechatTwoFactorState = 'loading' | 'waiting' | 'scanned' | 'error';

export interface WechatTwoFactorFormProps {
  /** The link the QR code encodes. Undefined while it is fetched or when fetching failed. @default undefined */
  link?: string;
  state: WechatTwoFactorState;
  /** Why the link could not be had, shown in the 'error' state. @default a generic message */
  errorMessage?: string;
  /** Asks for a new link and QR code (the refresh of the 'waiting' and 'error' states). */
  onRefresh: () => void;
  /** Verifies the code WeChat shows; rejects with an Error whose message is shown, the code kept. */
  onSubmit: (details: { wxCode: string }) => Promise<void>;
}

/**
 * The WeChat second factor of a two-factor sign-in (5002012905): a QR code of the link to scan with
 * WeChat; once scanned, the code WeChat shows, typed here. Every change of state is announced in a
 * polite live region. The code's square stays dark on white in both colour modes.
 */
export function WechatTwoFactorForm({
  link,
  state,
  errorMessage: linkError,
  onRefresh,
  onSubmit,
}: WechatTwoFactorFormProps) {
  const { t } = useLingui();
  const submission = useSubmission(
    t({ id: 'wechatTwoFactor.failed', message: 'The code was not accepted. Try again.' }),
  );
  const [wxCode, setWxCode] = useState('');
  const [codeMissing, setCodeMissing] = useState(false);
  const codeInput = useRef<HTMLInputElement | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = wxCode.trim();
    if (code === '') {
      setCodeMissing(true);
      codeInput.current?.focus();
      return;
    }
    void submission.run(() => onSubmit({ wxCode: code }));
  };

  const codeShown = state !== 'loading' && state !== 'error';
  let overlay: QrCodeFrameOverlay | null = null;
  if (state === 'scanned')
    overlay = {
      icon: <PhoneCheckIcon color="brand.600" />,
      text: t({
        id: 'wechatTwoFactor.scanned',
        message: 'Scanned. Enter the code WeChat shows.',
      }),
      refresh: false,
    };
  else if (state === 'error')
    overlay = {
      icon: <AlertCircleIcon color="red.600" />,
      text:
        linkError?.trim() ||
        t({ id: 'wechatTwoFactor.linkFailed', message: 'The QR code could not be loaded.' }),
      refresh: true,
    };

  return (
    <Stack gap="4">
      <Stack align="center" gap="3">
        <QrCodeFrame
          value={codeShown ? link : undefined}
          label={t({ id: 'wechatTwoFactor.codeLabel', message: 'QR code to scan with WeChat' })}
          loading={state === 'loading'}
          overlay={overlay}
          onRefresh={onRefresh}
          refreshLabel={t({ id: 'wechatTwoFactor.refresh', message: 'Refresh' })}
        />
        <Text textStyle="sm" color="text.secondary" textAlign="center">
          {t({
            id: 'wechatTwoFactor.hint',
            message: 'Scan the QR code with WeChat, then enter the code it shows.',
          })}
        </Text>
        {/* The server does not say when a code stops working: a new one is always at hand. */}
        {state === 'waiting' ? (
          <Button size="xs" variant="plain" colorPalette="brand" onClick={onRefresh}>
            {t({ id: 'wechatTwoFactor.newCode', message: 'Get a new QR code' })}
          </Button>
        ) : null}
      </Stack>
      {state === 'scanned' ? (
        <form noValidate onSubmit={submit}>
          <Stack gap="4">
            <Field.Root invalid={codeMissing} required>
              <Field.Label>
                {t({ id: 'wechatTwoFactor.code', message: 'WeChat verification code' })}
              </Field.Label>
              <Input
                ref={codeInput}
                size="sm"
                value={wxCode}
                inputMode="numeric"
                autoComplete="one-time-code"
                onChange={(event) => {
                  setWxCode(event.target.value);
                  if (event.target.value.trim() !== '') setCodeMissing(false);
                }}
              />
              <FieldMessage
                error={
                  codeMissing
                    ? t({ id: 'wechatTwoFactor.codeEmpty', message: 'Enter the code WeChat shows' })
                    : undefined
                }
              />
            </Field.Root>
            <FormSubmit
              error={submission.error}
              busy={submission.busy}
              busyLabel={t({ id: 'wechatTwoFactor.submitting', message: 'Verifying…' })}
            >
              {t({ id: 'wechatTwoFactor.submit', message: 'Verify' })}
            </FormSubmit>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}

WechatTwoFactorForm.displayName = 'WechatTwoFactorForm';
