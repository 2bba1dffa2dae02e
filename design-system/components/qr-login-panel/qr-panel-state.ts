import { QR_STATE, type QrState } from '../../../shared/domain/vocabulary';

/**
 * What the QR sign-in panel shows: the code is still being fetched, it waits for a scan, the phone
 * has scanned it and awaits the user's confirmation there, it has expired, the sign-in is
 * confirmed, or the code could not be had.
 */
export type QrLoginPanelState = 'loading' | 'waiting' | 'scanned' | 'expired' | 'success' | 'error';

const PANEL_STATE_BY_SCAN_STATE: Record<QrState, QrLoginPanelState> = {
  [QR_STATE.waiting]: 'waiting',
  [QR_STATE.scanned]: 'scanned',
  // Confirmed on the phone: the page now exchanges the scan token, so the panel reports success.
  [QR_STATE.confirmed]: 'success',
  [QR_STATE.expired]: 'expired',
};

/** The panel state for a polled scan state (scan-get's `state`, QR_STATE). */
export function qrLoginPanelState(scanState: QrState): QrLoginPanelState {
  return PANEL_STATE_BY_SCAN_STATE[scanState];
}
