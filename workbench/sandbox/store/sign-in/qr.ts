/** QR sign-in: the codes the page shows and the states a phone moves them through. */
import { QR_STATE, type QrState } from '../../../../shared/contract';
import { FAIL, SandboxFail } from '../../reply';
import type { SandboxState } from '../state';
import type { QrRecord } from './records';
import { randomToken } from '../crypto';

/** A QR code stops working this long after it was requested (the sandbox's own number). */
export const QR_TTL_MS = 2 * 60_000;

// QR codes

export function createQr(state: SandboxState, loginCode: string): QrRecord {
  const record: QrRecord = {
    loginCode,
    state: QR_STATE.waiting,
    createdAt: state.clock.now(),
    userId: undefined,
    scanToken: undefined,
    used: false,
  };
  state.signIn.qr.set(loginCode, record);
  return record;
}

/** The QR record, expired once QR_TTL_MS has passed without a confirmation. */
export function qrOf(state: SandboxState, loginCode: string): QrRecord {
  const record = state.signIn.qr.get(loginCode);
  if (!record) throw new SandboxFail(FAIL, `QR code ${loginCode} not found`);
  const open = record.state === QR_STATE.waiting || record.state === QR_STATE.scanned;
  if (open && state.clock.now() - record.createdAt > QR_TTL_MS) record.state = QR_STATE.expired;
  return record;
}

/** Moves a QR code on, as a phone would: scanned, confirmed by someone, or expired. */
export function advanceQr(
  state: SandboxState,
  record: QrRecord,
  next: QrState,
  userId: string | undefined,
): void {
  record.state = next;
  if (next === QR_STATE.scanned || next === QR_STATE.confirmed) record.userId = userId;
  record.scanToken = next === QR_STATE.confirmed ? randomToken('scan') : undefined;
}
