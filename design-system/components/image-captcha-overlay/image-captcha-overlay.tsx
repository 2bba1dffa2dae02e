import {
  AbsoluteCenter,
  Alert,
  Box,
  Button,
  Center,
  CloseButton,
  Dialog,
  HStack,
  Image,
  Portal,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { CAPTCHA_SUCCESS_CLOSE_MS } from '../../../shared/constants';
import { CaptchaMarker } from './captcha-marker';
import { tipCharacters } from './captcha-tip';
import { markerPercent, toImagePixels, toImageSrc } from './image-pixels';
import { imageCaptchaMessages as messages } from './messages';
import type {
  CaptchaClick,
  ImageCaptchaChallenge,
  ImageCaptchaVerifyDetails,
} from '../../../shared/domain/captcha';

export interface ImageCaptchaCloseDetails {
  /** Whether the user had passed verification when the overlay was closed. */
  completed: boolean;
}

export interface ImageCaptchaOverlayProps {
  /** Whether the overlay shows. The parent owns it: close it on onSuccess and onClose. */
  open: boolean;
  /** The challenge to solve; undefined while it loads (a spinner shows). @default undefined */
  challenge?: ImageCaptchaChallenge;
  /** The challenge could not be loaded: shows 'failed to load captcha' and Refresh. @default false */
  loadError?: boolean;
  /**
   * Called once, as soon as `challenge.length` characters are clicked, with the clicks in the
   * image's own pixels. Resolves true when the clicks are right; false or a rejection is a failure.
   */
  onVerify: (details: ImageCaptchaVerifyDetails) => Promise<boolean>;
  /** Asks the parent for a new challenge (Refresh, after a failure or a load error). */
  onRefresh: () => void;
  /**
   * Called CAPTCHA_SUCCESS_CLOSE_MS after a valid verification, once the success has shown; or
   * at once if the user closes the overlay during that pause.
   */
  onSuccess: () => void;
  /** The user closed the overlay: on a second close before success, or any close after it. */
  onClose: (details: ImageCaptchaCloseDetails) => void;
}

type Status = 'idle' | 'verifying' | 'failed' | 'succeeded';

/** Half a marker's size (CaptchaMarker's boxSize 6), kept inside the grid's edge. */
const HALF_MARKER_PX = 12;

/** A click as the overlay keeps it: in image pixels for the server, in percent for the marker. */
interface PlacedClick {
  point: CaptchaClick;
  leftPercent: number;
  topPercent: number;
}

/**
 * The click-the-characters image captcha (docs/product.md §2, §3, §4, §8). The user clicks the
 * characters the tip names, in order; each click gets a numbered marker. When `length` clicks
 * are in, verification runs by itself. A failure keeps the markers and asks for a refresh; a
 * success shows, then onSuccess follows after CAPTCHA_SUCCESS_CLOSE_MS.
 *
 * Clicking characters is pointer work by nature; everything else (Undo, Refresh, Close) works
 * from the keyboard, the image's alt text carries the tip, and the click count is announced.
 */
export function ImageCaptchaOverlay({
  open,
  challenge,
  loadError = false,
  onVerify,
  onRefresh,
  onSuccess,
  onClose,
}: ImageCaptchaOverlayProps) {
  const { i18n } = useLingui();
  const imageRef = useRef<HTMLImageElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  const [clicks, setClicks] = useState<PlacedClick[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [closeWarning, setCloseWarning] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);

  // A new challenge, or the overlay opening again, starts afresh (state reset during render,
  // React's pattern for state that follows a prop).
  const sessionKey = open ? `open:${challenge?.req_id ?? ''}` : 'closed';
  const [seenSessionKey, setSeenSessionKey] = useState(sessionKey);
  if (sessionKey !== seenSessionKey) {
    setSeenSessionKey(sessionKey);
    setClicks([]);
    setStatus('idle');
    setCloseWarning(false);
    setImageFailed(false);
  }

  // A verification answer that comes back after the challenge changed belongs to no one.
  const liveSessionRef = useRef(sessionKey);
  useEffect(() => {
    liveSessionRef.current = sessionKey;
  }, [sessionKey]);

  const onSuccessRef = useRef(onSuccess);
  useEffect(() => {
    onSuccessRef.current = onSuccess;
  }, [onSuccess]);
  // Whether onSuccess has been called for this success, so it is called once only.
  const successReportedRef = useRef(false);

  useEffect(() => {
    if (status !== 'succeeded') return undefined;
    successReportedRef.current = false;
    const timer = setTimeout(() => {
      if (successReportedRef.current) return;
      successReportedRef.current = true;
      onSuccessRef.current();
    }, CAPTCHA_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const showLoadError = loadError || imageFailed;
  const ready = challenge !== undefined && !showLoadError;
  const canUndo = ready && status === 'idle' && clicks.length > 0;
  const canRefresh = status !== 'verifying' && status !== 'succeeded';

  function handleImageClick(event: MouseEvent<HTMLImageElement>) {
    const image = imageRef.current;
    if (!challenge || !image || status !== 'idle' || clicks.length >= challenge.length) return;
    const bounds = image.getBoundingClientRect();
    const naturalSize = { width: image.naturalWidth, height: image.naturalHeight };
    const point = toImagePixels(
      { x: event.clientX, y: event.clientY },
      // Size from clientWidth and clientHeight, the laid-out size; the rect gives the position.
      { left: bounds.left, top: bounds.top, width: image.clientWidth, height: image.clientHeight },
      naturalSize,
    );
    if (!point) return;
    const next = [
      ...clicks,
      {
        point,
        leftPercent: markerPercent(point.x, naturalSize.width, image.clientWidth, HALF_MARKER_PX),
        topPercent: markerPercent(point.y, naturalSize.height, image.clientHeight, HALF_MARKER_PX),
      },
    ];
    setClicks(next);
    setCloseWarning(false);
    if (next.length < challenge.length) return;

    setStatus('verifying');
    const verifiedSession = sessionKey;
    const settle = (valid: boolean) => {
      if (liveSessionRef.current !== verifiedSession) return;
      setStatus(valid ? 'succeeded' : 'failed');
    };
    onVerify({ req_id: challenge.req_id, clicks: next.map((click) => click.point) }).then(
      settle,
      () => settle(false),
    );
  }

  function handleUndo() {
    if (!canUndo) return;
    setClicks((current) => current.slice(0, -1));
    setCloseWarning(false);
  }

  function handleRefresh() {
    if (!canRefresh) return;
    setClicks([]);
    setStatus('idle');
    setCloseWarning(false);
    setImageFailed(false);
    onRefresh();
  }

  // Close (the button or Escape) before success does not leave at once: the first attempt shows
  // 'please complete verification' in the overlay, where the user is looking, and only a second
  // attempt really closes with completed: false. One stray Escape does not throw away a half-done
  // captcha, and the user is never trapped. After success a close finishes at once.
  function handleCloseRequest() {
    if (status === 'succeeded') {
      if (!successReportedRef.current) {
        successReportedRef.current = true;
        onSuccessRef.current();
      }
      onClose({ completed: true });
      return;
    }
    if (closeWarning) {
      onClose({ completed: false });
      return;
    }
    setCloseWarning(true);
  }

  const markerPalette = status === 'failed' ? 'red' : status === 'succeeded' ? 'green' : 'brand';

  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: next }) => {
        if (!next) handleCloseRequest();
      }}
      // People click near the image; a click that misses it must not count as closing.
      closeOnInteractOutside={false}
      initialFocusEl={() => contentRef.current}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={contentRef} bg="surface.panel" color="text.primary">
            <Dialog.Header>
              <Dialog.Title>{i18n._(messages.title)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3" align="center">
                {challenge && !showLoadError ? (
                  <Dialog.Description
                    alignSelf="stretch"
                    textAlign="center"
                    fontWeight="medium"
                    color="text.primary"
                  >
                    {i18n._(
                      messages.instruction.id,
                      { characters: tipCharacters(challenge.tip) },
                      { message: messages.instruction.message },
                    )}
                  </Dialog.Description>
                ) : null}

                <Box
                  position="relative"
                  w="captchaGrid"
                  maxW="full"
                  border="sm"
                  borderColor="border"
                  borderRadius="control"
                  overflow="hidden"
                  bg="bg.subtle"
                  aria-busy={status === 'verifying' || (!challenge && !showLoadError)}
                >
                  {showLoadError ? (
                    <Center minH="40" p="4">
                      <Alert.Root status="error" variant="subtle">
                        <Alert.Indicator />
                        <Alert.Title>{i18n._(messages.loadError)}</Alert.Title>
                      </Alert.Root>
                    </Center>
                  ) : challenge ? (
                    <>
                      <Image
                        ref={imageRef}
                        src={toImageSrc(challenge.data)}
                        alt={i18n._(
                          messages.imageAlt.id,
                          { characters: tipCharacters(challenge.tip) },
                          { message: messages.imageAlt.message },
                        )}
                        display="block"
                        w="full"
                        draggable={false}
                        userSelect="none"
                        // A crosshair says "point at something"; the theme has no token for it.
                        style={{ cursor: status === 'idle' ? 'crosshair' : 'default' }}
                        onClick={handleImageClick}
                        onError={() => setImageFailed(true)}
                      />
                      {clicks.map((click, index) => (
                        <CaptchaMarker
                          key={index}
                          number={index + 1}
                          leftPercent={click.leftPercent}
                          topPercent={click.topPercent}
                          palette={markerPalette}
                        />
                      ))}
                      {status === 'verifying' ? (
                        <AbsoluteCenter bg="bg/70" p="2" borderRadius="full" pointerEvents="none">
                          <Spinner colorPalette="brand" color="colorPalette.solid" />
                        </AbsoluteCenter>
                      ) : null}
                    </>
                  ) : (
                    <Center minH="40" role="status">
                      <Spinner colorPalette="brand" color="colorPalette.solid" aria-hidden="true" />
                      <VisuallyHidden>{i18n._(messages.loading)}</VisuallyHidden>
                    </Center>
                  )}
                </Box>

                {/* Wraps rather than overflows: Thai and Vietnamese labels run long. */}
                <HStack w="captchaGrid" maxW="full" justify="space-between" flexWrap="wrap" gap="2">
                  <Text role="status" fontSize="sm" color="text.secondary" aria-live="polite">
                    {ready
                      ? i18n._(
                          messages.clickCount.id,
                          { count: clicks.length, length: challenge.length },
                          { message: messages.clickCount.message },
                        )
                      : null}
                  </Text>
                  <HStack gap="2" flexWrap="wrap">
                    <Button
                      size="sm"
                      variant="outline"
                      // aria-disabled rather than disabled: the button keeps focus when it turns off.
                      aria-disabled={!canUndo}
                      onClick={handleUndo}
                    >
                      {i18n._(messages.undo)}
                    </Button>
                    <Button
                      size="sm"
                      colorPalette="brand"
                      variant={status === 'failed' || showLoadError ? 'solid' : 'outline'}
                      aria-disabled={!canRefresh}
                      onClick={handleRefresh}
                    >
                      {i18n._(messages.refresh)}
                    </Button>
                  </HStack>
                </HStack>

                <Box w="captchaGrid" maxW="full" role="status" aria-live="polite">
                  {status === 'verifying' ? (
                    <Text fontSize="sm" color="text.secondary">
                      {i18n._(messages.verifying)}
                    </Text>
                  ) : null}
                  {status === 'succeeded' ? (
                    <Alert.Root status="success" variant="subtle">
                      <Alert.Indicator />
                      <Alert.Title>{i18n._(messages.success)}</Alert.Title>
                    </Alert.Root>
                  ) : null}
                </Box>

                {status === 'failed' ? (
                  <Alert.Root
                    status="error"
                    variant="subtle"
                    role="alert"
                    w="captchaGrid"
                    maxW="full"
                  >
                    <Alert.Indicator />
                    <Alert.Title>{i18n._(messages.verifyFailed)}</Alert.Title>
                  </Alert.Root>
                ) : null}

                {closeWarning ? (
                  <Alert.Root
                    status="warning"
                    variant="subtle"
                    role="alert"
                    w="captchaGrid"
                    maxW="full"
                  >
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{i18n._(messages.incomplete)}</Alert.Title>
                      <Alert.Description>{i18n._(messages.closeAgain)}</Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={i18n._(messages.close)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

ImageCaptchaOverlay.displayName = 'ImageCaptchaOverlay';
