import { Button, Dialog, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { FORCED_REDIRECT_SECONDS } from '../../../shared/constants';

const SECOND_MS = 1000;
/** The countdown is spoken once more at this many seconds left (and when it reaches 0). */
const ANNOUNCE_AT_SECONDS = 5;

export interface ForcedRedirectNoticeProps {
  /** Why the user is being moved, e.g. "当前企业处于只读状态，即将前往只读服务页面。" */
  message: ReactNode;
  /** Moves the user. Called exactly once: when the countdown reaches 0, or on "Go now". */
  onRedirect: () => void;
  /** The heading. @default the catalogue's 'forcedRedirect.title' (即将跳转) */
  title?: ReactNode;
  /**
   * Seconds left when the notice appears; read once (a new countdown needs a new notice, e.g. a
   * new key).
   * @default FORCED_REDIRECT_SECONDS (10)
   */
  initialSecondsLeft?: number;
  /** The "go now" button's label. @default the catalogue's 'forcedRedirect.goNow' (立即跳转) */
  goNowLabel?: ReactNode;
}

/**
 * The notice shown before a forced redirect (docs/product.md §4 and §9: it waits 10 s), for example to
 * the read-only service page. A modal alertdialog: the page behind it is about to go, so it takes
 * no more input, and a screen reader reads the reason and the time left as it opens. It cannot be
 * dismissed, only hurried with "Go now".
 *
 * The visible countdown changes every second but is not a live region: read aloud every second it
 * would drown the rest of the notice. A separate polite live region speaks only at
 * ANNOUNCE_AT_SECONDS and at 0, so a screen-reader user hears the start (the dialog opening), the
 * halfway mark and the move itself.
 */
export function ForcedRedirectNotice({
  message,
  onRedirect,
  title,
  initialSecondsLeft = FORCED_REDIRECT_SECONDS,
  goNowLabel,
}: ForcedRedirectNoticeProps) {
  const { t } = useLingui();
  const [secondsLeft, setSecondsLeft] = useState(() => Math.max(0, initialSecondsLeft));
  const goNowRef = useRef<HTMLButtonElement>(null);

  // The latest callback, read by the timer without restarting it.
  const onRedirectRef = useRef(onRedirect);
  useEffect(() => {
    onRedirectRef.current = onRedirect;
  }, [onRedirect]);

  const redirectedRef = useRef(false);
  const redirect = useCallback(() => {
    if (redirectedRef.current) return;
    redirectedRef.current = true;
    onRedirectRef.current();
  }, []);

  // Measured against a deadline fixed when the notice appears, not by counting ticks: a background
  // tab whose timers the browser slows still redirects on time and shows the right number.
  const [startSeconds] = useState(initialSecondsLeft);
  useEffect(() => {
    const deadline = Date.now() + Math.max(0, startSeconds) * SECOND_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      // "Go now" already moved the user: the clock has nothing left to do.
      if (redirectedRef.current) return;
      const remaining = deadline - Date.now();
      if (remaining <= 0) {
        setSecondsLeft(0);
        redirect();
        return;
      }
      setSecondsLeft(Math.ceil(remaining / SECOND_MS));
      // Wake at the next whole second, when the number changes.
      timer = setTimeout(schedule, remaining % SECOND_MS || SECOND_MS);
    };
    const remaining = deadline - Date.now();
    if (remaining <= 0) redirect();
    else timer = setTimeout(schedule, remaining % SECOND_MS || SECOND_MS);
    return () => clearTimeout(timer);
  }, [startSeconds, redirect]);

  const seconds = secondsLeft;
  const countdown =
    seconds > 0
      ? t({ id: 'forcedRedirect.countdown', message: `Redirecting in ${seconds} s` })
      : t({ id: 'forcedRedirect.redirecting', message: 'Redirecting…' });
  const announcement = secondsLeft === ANNOUNCE_AT_SECONDS || secondsLeft === 0 ? countdown : '';

  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      initialFocusEl={() => goNowRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="dialog">
            <Dialog.Header>
              <Dialog.Title>
                {title ?? t({ id: 'forcedRedirect.title', message: 'Redirecting' })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description color="text.primary">
                <Text as="span" display="block">
                  {message}
                </Text>
                <Text
                  as="span"
                  display="block"
                  mt="2"
                  color="text.secondary"
                  // Marks a running countdown: the visual run fails a capture of one whose clock
                  // moves, as its number would depend on the machine's speed
                  // (.storybook/test-runner.ts).
                  data-countdown={seconds > 0 ? '' : undefined}
                >
                  {countdown}
                </Text>
              </Dialog.Description>
              <VisuallyHidden aria-live="polite" aria-atomic="true">
                {announcement}
              </VisuallyHidden>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={goNowRef} size="sm" colorPalette="brand" onClick={redirect}>
                {goNowLabel ?? t({ id: 'forcedRedirect.goNow', message: 'Go now' })}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

ForcedRedirectNotice.displayName = 'ForcedRedirectNotice';
