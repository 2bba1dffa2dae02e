import { useEffect, useRef, useState } from 'react';
import {
  qrLoginPanelState,
  type QrLoginPanelState,
} from '../../../design-system/components/qr-login-panel/qr-panel-state';
import { QrSignInTab } from '../../../design-system/components/sign-in-panel/qr-sign-in-tab';
import { scanLogin, scanRequest, useQrScanState } from '../../data/sign-in';
import { useSignInFlow } from '../sign-in-flow/use-sign-in-flow';
import { QR_STATE } from '../../../shared/contract';

export interface QrSignInProps {
  /** Makes the loginCode of each new QR code. */
  newLoginCode: () => string;
}

interface ShownCode {
  loginCode: string;
  /** What the QR code encodes. */
  value: string;
}

function messageOf(cause: unknown): string | undefined {
  return cause instanceof Error && cause.message ? cause.message : undefined;
}

/**
 * The QR tab of the sign-in page (docs/product.md §4): a code from the scan-login request with a
 * fresh loginCode, its scan state polled through scan-get until it is confirmed (2) or expired (3),
 * then the scan token exchanged through scanLogin. Unmounting (another tab, another page) stops the
 * polling; refresh asks for a new code. Its own chunk: qrcode.react loads with it.
 */
export default function QrSignIn({ newLoginCode }: QrSignInProps) {
  const { finish } = useSignInFlow();
  const [code, setCode] = useState<ShownCode | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  // Each refresh asks for a new code; a stale answer (refresh, React's double effects) is dropped.
  const [generation, setGeneration] = useState(0);
  const exchanged = useRef<string | undefined>(undefined);

  useEffect(() => {
    let live = true;
    scanRequest({ loginCode: newLoginCode() }).then(
      (answer) => {
        if (live)
          setCode({ loginCode: answer.loginCode, value: answer.qrContent ?? answer.loginCode });
      },
      (cause: unknown) => {
        if (!live) return;
        setFailure(messageOf(cause));
        setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [generation, newLoginCode]);

  const { data: scan, error: scanError } = useQrScanState(code?.loginCode ?? null);

  useEffect(() => {
    const scanToken = scan?.state === QR_STATE.confirmed ? scan.scanToken : undefined;
    if (!scanToken || exchanged.current === scanToken) return;
    exchanged.current = scanToken;
    void (async () => {
      try {
        await finish(await scanLogin({ scanToken }), { method: 'qr' });
      } catch (cause) {
        setFailure(messageOf(cause));
        setFailed(true);
      }
    })();
  }, [scan, finish]);

  let state: QrLoginPanelState;
  if (failed || scanError) state = 'error';
  else if (!code) state = 'loading';
  else if (!scan) state = 'waiting';
  else state = qrLoginPanelState(scan.state);

  return (
    <QrSignInTab
      value={code?.value}
      state={state}
      errorMessage={failure ?? messageOf(scanError)}
      onRefresh={() => {
        setCode(undefined);
        setFailure(undefined);
        setFailed(false);
        exchanged.current = undefined;
        setGeneration((previous) => previous + 1);
      }}
    />
  );
}
