import { QR_STATE, type QrState } from '../../shared/contract';
import { scanGet } from '../api/sso';
import { useApi } from './swr';
import type { QrScan } from '../../shared/payloads/sso';

/** How often a shown QR code asks whether it was scanned (the spec does not say; ours). */
export const QR_POLL_INTERVAL_MS = 2000;

function settled(state: QrState): boolean {
  return state === QR_STATE.confirmed || state === QR_STATE.expired;
}

/**
 * The scan state of a QR code (spec section 4), polled until it is confirmed (2, with the scan
 * token to exchange through scanLogin) or expired (3). null: no code shown yet.
 */
export function useQrScanState(loginCode: string | null) {
  return useApi(
    scanGet,
    loginCode === null ? null : { loginCode },
    {
      refreshInterval: (latest: QrScan | undefined) =>
        latest && settled(latest.state) ? 0 : QR_POLL_INTERVAL_MS,
      revalidateOnFocus: false,
    },
    // The QR panel shows a failed poll itself.
    { exempt: true },
  );
}
