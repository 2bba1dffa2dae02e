import { useEffect, useState } from 'react';
import type { WechatTwoFactorState } from '../../../design-system/components/wechat-two-factor-form';
import type { CallOptions } from '../../api/endpoint';
import { ApiError } from '../../api/errors/api-error';
import { checkTotpScan, getWechatTwoFactorLink } from '../../api/sso';
import { QR_POLL_INTERVAL_MS } from '../../data/sign-in';
import { useApi } from '../../data/swr';

/** The page shows the link's failure itself: no toast as well. */
const exemptLink = Object.assign(
  (input: { mfa: string }, options?: CallOptions) =>
    getWechatTwoFactorLink(input, { ...options, exempt: true }),
  { spec: getWechatTwoFactorLink.spec },
);

/** Each fetch makes a new link: only the refresh asks for one. */
const LINK_CONFIG = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
} as const;

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
  const link = useApi(exemptLink, { mfa }, LINK_CONFIG);
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
        const answer = await checkTotpScan({ wbCode }, { exempt: true });
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
