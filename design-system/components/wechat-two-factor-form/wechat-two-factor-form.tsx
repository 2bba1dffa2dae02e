import { AbsoluteCenter, Box, Button, Field, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { QRCodeSVG } from 'qrcode.react';
import { useRef, useState, type FormEvent } from 'react';
import { useSubmission } from '../../utils/use-submission';
import { ErrorAlert } from '../error-alert';
import { AlertCircleIcon, PhoneCheckIcon } from '../qr-login-panel/qr-icons';

/** The quiet zone the QR specification asks for around the code, in modules. */
const QUIET_ZONE_MODULES = 4;

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

  const codeShown = Boolean(link) && state !== 'loading' && state !== 'error';
  const dimmed = state === 'scanned' || state === 'error';

  return (
    <Stack gap="4">
      <Stack align="center" gap="3">
        <Box
          position="relative"
          w="48"
          h="48"
          flexShrink="0"
          bg="white"
          border="sm"
          borderColor="gray.200"
          rounded="panel"
          overflow="hidden"
          aria-busy={state === 'loading' || undefined}
        >
          {codeShown && link ? (
            <QRCodeSVG
              value={link}
              level="M"
              marginSize={QUIET_ZONE_MODULES}
              width="100%"
              height="100%"
              role="img"
              aria-label={t({
                id: 'wechatTwoFactor.codeLabel',
                message: 'QR code to scan with WeChat',
              })}
            />
          ) : null}
          <AbsoluteCenter
            w="full"
            h="full"
            px="3"
            display="flex"
            alignItems="center"
            justifyContent="center"
            bg={dimmed ? 'whiteAlpha.900' : undefined}
          >
            <Stack align="center" gap="2" textAlign="center">
              {/* Present in every state, so a change of its text is what gets announced. */}
              <Stack role="status" align="center" gap="2">
                {state === 'loading' ? (
                  <>
                    <Spinner size="md" color="gray.600" aria-hidden="true" />
                    <Text textStyle="sm" color="gray.700">
                      {t({ id: 'common.loading', message: 'Loading…' })}
                    </Text>
                  </>
                ) : null}
                {state === 'scanned' ? (
                  <>
                    <PhoneCheckIcon color="brand.600" />
                    <Text textStyle="sm" fontWeight="medium" color="gray.800">
                      {t({
                        id: 'wechatTwoFactor.scanned',
                        message: 'Scanned. Enter the code WeChat shows.',
                      })}
                    </Text>
                  </>
                ) : null}
                {state === 'error' ? (
                  <>
                    <AlertCircleIcon color="red.600" />
                    <Text
                      textStyle="sm"
                      fontWeight="medium"
                      color="gray.800"
                      wordBreak="break-word"
                    >
                      {linkError?.trim() ||
                        t({
                          id: 'wechatTwoFactor.linkFailed',
                          message: 'The QR code could not be loaded.',
                        })}
                    </Text>
                  </>
                ) : null}
              </Stack>
              {state === 'error' ? (
                <Button size="xs" colorPalette="brand" onClick={onRefresh}>
                  {t({ id: 'wechatTwoFactor.refresh', message: 'Refresh' })}
                </Button>
              ) : null}
            </Stack>
          </AbsoluteCenter>
        </Box>
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
              {codeMissing ? (
                <Field.ErrorText>
                  {t({ id: 'wechatTwoFactor.codeEmpty', message: 'Enter the code WeChat shows' })}
                </Field.ErrorText>
              ) : null}
            </Field.Root>
            <ErrorAlert message={submission.error} />
            <Button
              type="submit"
              colorPalette="brand"
              loading={submission.busy}
              loadingText={t({ id: 'wechatTwoFactor.submitting', message: 'Verifying…' })}
            >
              {t({ id: 'wechatTwoFactor.submit', message: 'Verify' })}
            </Button>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}

WechatTwoFactorForm.displayName = 'WechatTwoFactorForm';
