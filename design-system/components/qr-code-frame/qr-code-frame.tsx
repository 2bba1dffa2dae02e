import { AbsoluteCenter, Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';

/** The quiet zone the QR specification asks for around the code, in modules. */
const QUIET_ZONE_MODULES = 4;

/** What a scan has come to, drawn over the code and dimming it. */
export interface QrCodeFrameOverlay {
  icon: ReactNode;
  text: string;
  /** Offers the frame's refresh under the text. */
  refresh: boolean;
}

export interface QrCodeFrameProps {
  /** What the code encodes; no code is drawn without it. @default undefined */
  value?: string;
  /** The code's accessible name: what it is for. */
  label: string;
  /** The code is on its way: a spinner and "Loading…" instead. @default false */
  loading?: boolean;
  /** Over the code, what the scan has come to. @default null */
  overlay?: QrCodeFrameOverlay | null;
  /** The refresh the overlay offers, and its label. @default undefined */
  onRefresh?: () => void;
  refreshLabel?: string;
  /** The owner's state, as data-state on the code. @default undefined */
  state?: string;
}

/**
 * The square a QR code is scanned from: the code, dark on white in both colour modes (a scanner
 * reads nothing else reliably), and over it the wait or what the scan has come to. The message sits
 * in a polite live region present in every state, so each change of its text is announced.
 */
export function QrCodeFrame({
  value,
  label,
  loading = false,
  overlay = null,
  onRefresh,
  refreshLabel,
  state,
}: QrCodeFrameProps) {
  const { t } = useLingui();
  return (
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
      aria-busy={loading || undefined}
    >
      {value ? (
        <Box w="full" h="full">
          <QRCodeSVG
            value={value}
            level="M"
            marginSize={QUIET_ZONE_MODULES}
            width="100%"
            height="100%"
            role="img"
            aria-label={label}
            data-state={state}
          />
        </Box>
      ) : null}
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
          <Stack role="status" align="center" gap="2">
            {loading ? (
              <>
                <Spinner size="md" color="gray.600" aria-hidden="true" />
                <Text textStyle="sm" color="gray.700">
                  {t({ id: 'common.loading', message: 'Loading…' })}
                </Text>
              </>
            ) : null}
            {overlay ? (
              <>
                {overlay.icon}
                <Text textStyle="sm" fontWeight="medium" color="gray.800" wordBreak="break-word">
                  {overlay.text}
                </Text>
              </>
            ) : null}
          </Stack>
          {overlay?.refresh && onRefresh ? (
            <Button size="xs" colorPalette="brand" onClick={onRefresh}>
              {refreshLabel}
            </Button>
          ) : null}
        </Stack>
      </AbsoluteCenter>
    </Box>
  );
}

QrCodeFrame.displayName = 'QrCodeFrame';
