import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { QrCodeFrame, type QrCodeFrameOverlay } from '../qr-code-frame';
import {
  AlertCircleIcon,
  CheckCircleIcon,
  ClockIcon,
  PhoneCheckIcon,
} from '../qr-code-frame/qr-icons';
import type { QrLoginPanelState } from './qr-panel-state';

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

/**
 * The QR sign-in panel (docs/product.md §1 and §4): the code the mobile app scans, and over it what
 * the scan has come to. Scanned, expired, success and error dim the code and say so over it;
 * expired and error offer a refresh. Every change of state is announced in a polite live region.
 *
 * The code's square stays dark on white in both colour modes: a scanner reads nothing else
 * reliably.
 */
export function QrLoginPanel({ value, state, errorMessage, onRefresh }: QrLoginPanelProps) {
  const { t } = useLingui();

  let overlay: QrCodeFrameOverlay | null = null;
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
      <QrCodeFrame
        value={codeShown ? value : undefined}
        label={t({
          id: 'qrLogin.codeLabel',
          message: 'QR code for signing in with the mobile app',
        })}
        loading={state === 'loading'}
        overlay={overlay}
        onRefresh={onRefresh}
        refreshLabel={t({ id: 'qrLogin.refresh', message: 'Refresh' })}
        state={state}
      />
      <Text textStyle="sm" color="fg.muted" textAlign="center">
        <Trans id="qrLogin.hint">Scan with the mobile app</Trans>
      </Text>
    </Stack>
  );
}

QrLoginPanel.displayName = 'QrLoginPanel';
