import { useEffect, useState } from 'react';
import type { WechatTwoFactorState } from '../../../design-system/components/wechat-two-factor-form';
import { ApiError } from '../../data/api-error';
import { checkTotpScan, QR_POLL_INTERVAL_MS, useWechatTwoFactorLink } from '../../data/sign-in';

interface PollFailure {
  wbCode: string;
  message: string;
}

/**
 * The WeChat second factor of /logpop/twoFactor: the link for the QR code, then checkTotpScan
 * every QR_POLL_INTERVAL_MS until WeChat has scanned it. Polling stops once scanned, on a refused
 * check, and when the page goes; a check that got no answer is tried again at the next interval.
 * `ended` holds the server's reason when it refuses the link itself (an mfa that has ended).
 */
export function useWechatTwoFactor(mfa: string) {
  const link = useWechatTwoFactorLink(mfa);
  const wbCode = link.data?.wbCode;
  const [scannedCode, setScannedCode] = useState<string | undefined>(undefined);
  const [pollFailure, setPollFailure] = useState<PollFailure | undefined>(undefined);
  const scanned = wbCode !== undefined && scannedCode === wbCode;
  const pollFailed = wbCode !== undefined && pollFailure?.wbCode === wbCode;

  useEffect(() => {
    if (wbCode === undefined || scanned || pollFailed) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const answer = await checkTotpScan({ wbCode });
        if (stopped) return;
        if (answer.scanned) {
          setScannedCode(wbCode);
          return;
        }
      } catch (error) {
        if (stopped) return;
        if (!(error instanceof ApiError) || !error.retryable) {
          setPollFailure({ wbCode, message: error instanceof Error ? error.message : '' });
          return;
        }
      }
      timer = setTimeout(() => void poll(), QR_POLL_INTERVAL_MS);
    };
    timer = setTimeout(() => void poll(), QR_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [wbCode, scanned, pollFailed]);

  let state: WechatTwoFactorState;
  if (link.isValidating) state = 'loading';
  else if (link.error || pollFailed) state = 'error';
  else if (scanned) state = 'scanned';
  else state = link.data ? 'waiting' : 'loading';

  const refused = link.error && !link.error.retryable && !link.isValidating;
  return {
    state,
    link: link.data?.link,
    wbCode,
    errorMessage: link.error?.message ?? (pollFailed ? pollFailure?.message : undefined),
    ended: refused ? link.error?.message : undefined,
    refresh: () => void link.mutate(),
  };
}
