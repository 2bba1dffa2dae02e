import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import { DialogSuspense, lazyDialog } from '../../../design-system/components/dialog-suspense';
import { imageCaptchaMessages } from '../../../design-system/components/image-captcha-overlay/messages';
import {
  generateImageCaptcha,
  registerCaptcha,
  verifyImageCaptchaClicks,
} from '../../data/sign-in';
import type { ImageCaptchaChallenge } from '../../../shared/domain/captcha';
import type { CaptchaFields } from '../../../shared/payloads/sso';

// Most sign-ins never meet a captcha: the overlay loads the first time one is needed.
const ImageCaptchaOverlay = lazyDialog(
  () => import('../../../design-system/components/image-captcha-overlay/image-captcha-overlay'),
  'ImageCaptchaOverlay',
  ({ onClose }) => onClose({ completed: false }),
);

interface PendingCaptcha {
  contact: string;
  resolve: (result: CaptchaFields) => void;
  reject: (error: Error) => void;
}

/**
 * The click-the-characters captcha a sign-in meets on 5002012019 (docs/product.md §4 and §8).
 * `solve(contact)` opens a captcha session (sso/captcha/register), shows the captcha for the login
 * name typed in it, and resolves once it is verified with the version-4 result fields the
 * verification gave (the caller then tries the same sign-in again carrying them; decision 0032);
 * closing it unsolved rejects with 'please complete verification'. `overlay` is the element to
 * render.
 */
export function useImageCaptcha() {
  const { i18n } = useLingui();
  const [pending, setPending] = useState<PendingCaptcha | undefined>(undefined);
  const [shown, setShown] = useState(false);
  const [challenge, setChallenge] = useState<ImageCaptchaChallenge | undefined>(undefined);
  const [loadError, setLoadError] = useState(false);
  const loads = useRef(0);
  // What the last right answer yielded, handed to the sign-in it was for.
  const solved = useRef<CaptchaFields>({});
  // The registered captcha session (imgtest_sessionId) of the captcha showing: one per solve, as
  // its challenge serves one sign-in.
  const sessionId = useRef<string | undefined>(undefined);

  const load = useCallback(async (contact: string) => {
    const current = ++loads.current;
    setChallenge(undefined);
    setLoadError(false);
    try {
      sessionId.current ??= (await registerCaptcha(undefined)).sessionId;
      const next = await generateImageCaptcha({
        imgtest_contact: contact,
        imgtest_sessionId: sessionId.current,
      });
      if (current === loads.current) setChallenge(next);
    } catch {
      if (current === loads.current) setLoadError(true);
    }
  }, []);

  const solve = useCallback(
    (contact: string) =>
      new Promise<CaptchaFields>((resolve, reject) => {
        sessionId.current = undefined;
        setPending({ contact, resolve, reject });
        setShown(true);
        void load(contact);
      }),
    [load],
  );

  const overlay = shown ? (
    <DialogSuspense>
      <ImageCaptchaOverlay
        open={pending !== undefined}
        challenge={challenge}
        loadError={loadError}
        onVerify={async (details) => {
          const { is_valid, ...result } = await verifyImageCaptchaClicks(details, {
            imgtest_contact: pending?.contact ?? '',
            imgtest_sessionId: sessionId.current ?? '',
          });
          if (is_valid) solved.current = result;
          return is_valid;
        }}
        onRefresh={() => {
          if (pending) void load(pending.contact);
        }}
        onSuccess={() => {
          pending?.resolve(solved.current);
          setPending(undefined);
        }}
        onClose={({ completed }) => {
          if (!completed) pending?.reject(new Error(i18n._(imageCaptchaMessages.incomplete)));
          setPending(undefined);
        }}
      />
    </DialogSuspense>
  ) : null;

  return { solve, overlay };
}
