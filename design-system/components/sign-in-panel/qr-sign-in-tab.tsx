import { Center } from '@chakra-ui/react';
import { QrLoginPanel, type QrLoginPanelProps } from '../qr-login-panel/qr-login-panel';

export type QrSignInTabProps = QrLoginPanelProps;

/**
 * The QR tab of the sign-in panel: QrLoginPanel, centred. A module of its own, so a page can
 * load it (and qrcode.react with it) only when the QR tab is opened.
 */
export function QrSignInTab(props: QrSignInTabProps) {
  return (
    <Center py="2">
      <QrLoginPanel {...props} />
    </Center>
  );
}

QrSignInTab.displayName = 'QrSignInTab';
