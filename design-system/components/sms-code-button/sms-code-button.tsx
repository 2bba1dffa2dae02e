import { Button, Spinner, Stack, Text, VisuallyHidden, type ButtonProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { SMS_RESEND_SECONDS } from '../../../shared/constants';

const SECOND_MS = 1000;

export interface SmsCodeButtonErrorDetails {
  /** Why the send failed; its message is what the button showed. */
  error: Error;
}

export interface SmsCodeButtonProps {
  /**
   * Sends the code. Resolve when the server has accepted it; reject with an Error whose message
   * may be shown to the user (for example the server's "too many requests" text).
   */
  onSend: () => Promise<void>;
  /** Whether sending is not possible at all (for example the mobile number is not valid yet). @default false */
  disabled?: boolean;
  /** Seconds to wait after a successful send before another can be requested. @default SMS_RESEND_SECONDS (60) */
  seconds?: number;
  /**
   * A code was already sent and this many seconds of the wait are left: for a page that reopens
   * mid-countdown. 0 means the wait is over and the button offers to resend.
   * @default undefined (nothing sent yet)
   */
  initialSecondsLeft?: number;
  /** Called when a send fails, after the message is shown. @default undefined */
  onError?: (details: SmsCodeButtonErrorDetails) => void;
  /** The button's size, to match the field beside it. @default the theme's button size */
  size?: ButtonProps['size'];
}

type Phase = 'idle' | 'sending' | 'counting';

function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / SECOND_MS));
}

/**
 * The "send code" button beside every SMS verification-code field. After a successful send it
 * counts down before it offers to resend; a failed send shows why and lets the user try again.
 */
export function SmsCodeButton({
  onSend,
  disabled = false,
  seconds = SMS_RESEND_SECONDS,
  initialSecondsLeft,
  onError,
  size,
}: SmsCodeButtonProps) {
  const { t } = useLingui();
  const errorId = useId();

  const startsCounting = initialSecondsLeft !== undefined && initialSecondsLeft > 0;
  const [phase, setPhase] = useState<Phase>(startsCounting ? 'counting' : 'idle');
  const [hasSent, setHasSent] = useState(initialSecondsLeft !== undefined);
  // The countdown is measured against a deadline, not by counting ticks: a background tab whose
  // timers the browser slows still shows the right number when it comes back.
  const [deadline, setDeadline] = useState<number | null>(() =>
    startsCounting ? Date.now() + initialSecondsLeft * SECOND_MS : null,
  );
  const [secondsLeft, setSecondsLeft] = useState(startsCounting ? initialSecondsLeft : 0);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState<'sent' | 'ready' | null>(null);

  // The disabled attribute only takes effect on the next render: a second click or Enter in the
  // same frame would send twice without this synchronous guard.
  // It is held from the click until the countdown ends (or the send fails).
  const busyRef = useRef(startsCounting);
  const mountedRef = useRef(true);
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = setInterval(() => {
      const left = secondsUntil(deadline, Date.now());
      setSecondsLeft(left);
      if (left === 0) {
        setDeadline(null);
        setPhase('idle');
        busyRef.current = false;
        setAnnouncement('ready');
      }
    }, SECOND_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  const send = useCallback(async () => {
    if (busyRef.current || disabled) return;
    busyRef.current = true;
    setPhase('sending');
    setErrorMessage(null);
    setAnnouncement(null);
    try {
      await onSend();
    } catch (cause) {
      if (!mountedRef.current) return;
      const error =
        cause instanceof Error ? cause : new Error(typeof cause === 'string' ? cause : '');
      busyRef.current = false;
      setPhase('idle');
      setErrorMessage(
        error.message.trim() ||
          t({ id: 'smsCode.sendFailed', message: 'The code could not be sent. Please try again.' }),
      );
      onError?.({ error });
      return;
    }
    if (!mountedRef.current) return;
    setHasSent(true);
    // busyRef stays set: the countdown releases it when it reaches 0.
    setPhase('counting');
    setSecondsLeft(seconds);
    setDeadline(Date.now() + seconds * SECOND_MS);
    setAnnouncement('sent');
  }, [disabled, onSend, onError, seconds, t]);

  const busy = phase !== 'idle';
  let label: string;
  if (phase === 'sending') label = t({ id: 'smsCode.sending', message: 'Sending…' });
  else if (phase === 'counting')
    label = t({ id: 'smsCode.resendIn', message: `Resend in ${secondsLeft} s` });
  else if (hasSent) label = t({ id: 'smsCode.resend', message: 'Resend code' });
  else label = t({ id: 'smsCode.send', message: 'Send code' });

  let status = '';
  if (announcement === 'sent')
    status = t({
      id: 'smsCode.sent',
      message: `Code sent. You can request a new one in ${seconds} seconds.`,
    });
  else if (announcement === 'ready')
    status = t({ id: 'smsCode.canResend', message: 'You can request a new code now.' });

  return (
    <Stack gap="1" align="flex-start">
      <Button
        variant="outline"
        colorPalette="brand"
        size={size}
        flexShrink="0"
        fontVariantNumeric="tabular-nums"
        disabled={disabled}
        // While sending or counting the button stays focusable (aria-disabled, not disabled):
        // a keyboard user who pressed it keeps their place instead of dropping to the page body.
        aria-disabled={busy || undefined}
        data-disabled={busy ? '' : undefined}
        aria-busy={phase === 'sending' || undefined}
        // Marks a running countdown: the visual run fails a capture of one whose clock moves, as
        // its number would depend on the machine's speed (.storybook/test-runner.ts).
        data-countdown={phase === 'counting' ? '' : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
        onClick={() => void send()}
      >
        {phase === 'sending' ? <Spinner size="sm" aria-hidden="true" /> : null}
        {label}
      </Button>
      {errorMessage ? (
        <Text id={errorId} role="alert" textStyle="sm" color="red.fg">
          {errorMessage}
        </Text>
      ) : null}
      {/* One polite announcement when the wait starts and one when it ends, not one a second. */}
      <VisuallyHidden role="status">{status}</VisuallyHidden>
    </Stack>
  );
}

SmsCodeButton.displayName = 'SmsCodeButton';
