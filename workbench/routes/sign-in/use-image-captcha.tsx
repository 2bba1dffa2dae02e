import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import { DialogSuspense, lazyDialog } from '../../../design-system/components/dialog-suspense';
import { imageCaptchaMessages } from '../../../design-system/components/image-captcha-overlay/messages';
import { generateImageCaptcha, verifyImageCaptchaClicks } from '../../data/sign-in';
import type { ImageCaptchaChallenge } from '../../../shared/domain/captcha';

// Most sign-ins never meet a captcha: the overlay loads the first time one is needed.
const ImageCaptchaOverlay = lazyDialog(
  () => import('../../../design-system/components/image-captcha-overlay/image-captcha-overlay'),
  'ImageCaptchaOverlay',
  ({ onClose }) => onClose({ completed: false }),
);

interface PendingCaptcha {
  contact: string;
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * The click-the-characters captcha a sign-in meets on 5002012019 (docs/product.md §4 and §8).
 * `solve(contact)` shows it for the login name typed and resolves once it is verified (the caller
 * then tries the same sign-in again); closing it unsolved rejects with 'please complete
 * verification'. `overlay` is the element to render.
 */
export function useImageCaptcha() {
  const { i18n } = useLingui();
  // One captcha session per page (imgtest_sessionId); it names the page, not the person.
  const [sessionId] = useState(() => crypto.randomUUID());
  const [pending, setPending] = useState<PendingCaptcha | undefined>(undefined);
  const [shown, setShown] = useState(false);
  const [challenge, setChallenge] = useState<ImageCaptchaChallenge | undefined>(undefined);
  const [loadError, setLoadError] = useState(false);
  const loads = useRef(0);

  const load = useCallback(
    async (contact: string) => {
      const current = ++loads.current;
      setChallenge(undefined);
      setLoadError(false);
      try {
        const next = await generateImageCaptcha({
          imgtest_contact: contact,
          imgtest_sessionId: sessionId,
        });
        if (current === loads.current) setChallenge(next);
      } catch {
        if (current === loads.current) setLoadError(true);
      }
    },
    [sessionId],
  );

  const solve = useCallback(
    (contact: string) =>
      new Promise<void>((resolve, reject) => {
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
        onVerify={(details) =>
          verifyImageCaptchaClicks(details, {
            imgtest_contact: pending?.contact ?? '',
            imgtest_sessionId: sessionId,
          })
        }
        onRefresh={() => {
          if (pending) void load(pending.contact);
        }}
        onSuccess={() => {
          pending?.resolve();
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
