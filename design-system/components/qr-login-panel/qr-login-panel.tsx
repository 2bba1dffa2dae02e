import { AbsoluteCenter, Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { AlertCircleIcon, CheckCircleIcon, ClockIcon, PhoneCheckIcon } from './qr-icons';
import type { QrLoginPanelState } from './qr-panel-state';

/** The quiet zone the QR specification asks for around the code, in modules. */
const QUIET_ZONE_MODULES = 4;

export interface QrLoginPanelProps {
  /**
   * What the code encodes: the login code, or the URL the mobile app scans (scan-login request's
   * qrContent). Undefined while it is being fetched, or when fetching it failed.
   * @default undefined
   */
  value?: string;
  /** Where the sign-in stands; qrLoginPanelState maps a polled QR_STATE to it. */
  state: QrLoginPanelState;
  /** Why the code could not be had, shown in the 'error' state. @default the catalogue's 'qrLogin.error' */
  errorMessage?: string;
  /** Asks the parent for a new code: the Refresh button of the 'expired' and 'error' states. */
  onRefresh: () => void;
}

interface Overlay {
  icon: ReactNode;
  text: string;
  refresh: boolean;
}

/**
 * The QR sign-in panel (spec sections 1 and 4): the code the mobile app scans, and over it what
 * the scan has come to. Scanned, expired, success and error dim the code and say so over it;
 * expired and error offer a refresh. Every change of state is announced in a polite live region.
 *
 * The code's square stays dark on white in both colour modes: a scanner reads nothing else
 * reliably.
 */
export function QrLoginPanel({ value, state, errorMessage, onRefresh }: QrLoginPanelProps) {
  const { t } = useLingui();

  let overlay: Overlay | null = null;
  if (state === 'scanned') {
    overlay = {
      icon: <PhoneCheckIcon color="brand.600" />,
      text: t({ id: 'qrLogin.scanned', message: 'Scanned. Confirm the sign-in on your phone.' }),
      refresh: false,
    };
  } else if (state === 'expired') {
    overlay = {
      icon: <ClockIcon color="gray.600" />,
      text: t({ id: 'qrLogin.expired', message: 'The QR code has expired.' }),
      refresh: true,
    };
  } else if (state === 'success') {
    overlay = {
      icon: <CheckCircleIcon color="green.600" />,
      text: t({ id: 'qrLogin.success', message: 'Confirmed. Signing you in…' }),
      refresh: false,
    };
  } else if (state === 'error') {
    overlay = {
      icon: <AlertCircleIcon color="red.600" />,
      text:
        errorMessage?.trim() ||
        t({ id: 'qrLogin.error', message: 'The QR code could not be loaded.' }),
      refresh: true,
    };
  }

  const codeShown = value !== undefined && value !== '' && state !== 'loading';

  return (
    <Stack align="center" gap="3" maxW="48">
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
        {codeShown && (
          <Box w="full" h="full">
            <QRCodeSVG
              value={value}
              level="M"
              marginSize={QUIET_ZONE_MODULES}
              width="100%"
              height="100%"
              role="img"
              aria-label={t({
                id: 'qrLogin.codeLabel',
                message: 'QR code for signing in with the mobile app',
              })}
              data-state={state}
            />
          </Box>
        )}
        {/* Over the code, a state's message dims it: the code can no longer be used as it is. */}
        <AbsoluteCenter
          w="full"
          h="full"
          px="3"
          display="flex"
          alignItems="center"
          justifyContent="center"
          bg={overlay ? 'whiteAlpha.900' : undefined}
        >
          <Stack align="center" gap="2" textAlign="center">
            {/* Present in every state, so a change of its text is what gets announced. */}
            <Stack role="status" align="center" gap="2">
              {state === 'loading' && (
                <>
                  <Spinner size="md" color="gray.600" aria-hidden="true" />
                  <Text textStyle="sm" color="gray.700">
                    {t({ id: 'common.loading', message: 'Loading…' })}
                  </Text>
                </>
              )}
              {overlay && (
                <>
                  {overlay.icon}
                  <Text textStyle="sm" fontWeight="medium" color="gray.800" wordBreak="break-word">
                    {overlay.text}
                  </Text>
                </>
              )}
            </Stack>
            {overlay?.refresh && (
              <Button size="xs" colorPalette="brand" onClick={onRefresh}>
                <Trans id="qrLogin.refresh">Refresh</Trans>
              </Button>
            )}
          </Stack>
        </AbsoluteCenter>
      </Box>
      <Text textStyle="sm" color="fg.muted" textAlign="center">
        <Trans id="qrLogin.hint">Scan with the mobile app</Trans>
      </Text>
    </Stack>
  );
}

QrLoginPanel.displayName = 'QrLoginPanel';
