import { describe, expect, it, vi } from 'vitest';
import { BATCH_INVITE_MAX } from '../../../../shared/domain/invite';
import { rowsToSend, sendInBatches, type CheckedRow } from '../../../../shared/member-import';
import type { Invitee, InviteRefusal } from '../../../../shared/payloads/invite';

const row = (n: number, deptId?: string): CheckedRow => ({
  row: n,
  mobile: `138${String(n).padStart(8, '0')}`,
  realName: `成员${n}`,
  dept: '',
  deptId,
  problems: [],
});

class Refused extends Error {
  constructor(readonly refused: InviteRefusal[]) {
    super('refused');
  }
}

const options = (send: (invitees: Invitee[]) => Promise<unknown>, stopped = () => false) => ({
  send,
  refusalsOf: (error: unknown) => (error instanceof Refused ? error.refused : undefined),
  messageOf: (error: unknown) => (error as Error).message,
  onResults: vi.fn(),
  stopped,
});

describe('sendInBatches', () => {
  it('should send batches of BATCH_INVITE_MAX with names and departments', async () => {
    const rows = Array.from({ length: BATCH_INVITE_MAX * 2 + 1 }, (_, at) => row(at + 1, '2'));
    const send = vi.fn((_invitees: Invitee[]) => Promise.resolve());
    const run = options(send);
    const { outcome, results } = await sendInBatches(rows, run);
    expect(outcome).toBe('done');
    expect(send.mock.calls.map(([batch]) => batch.length)).toEqual([100, 100, 1]);
    expect(send.mock.calls[0]![0][0]).toEqual({
      mobile: '13800000001',
      realName: '成员1',
      deptId: '2',
    });
    expect([...results.values()].every((result) => result.status === 'invited')).toBe(true);
    expect(run.onResults).toHaveBeenCalledTimes(3);
  });

  it('should mark refused mobiles and send the rest of their batch again', async () => {
    const rows = [row(1), row(2), row(3)];
    const send = vi
      .fn<(invitees: Invitee[]) => Promise<unknown>>()
      .mockRejectedValueOnce(new Refused([{ mobile: rows[1]!.mobile, reason: 'member' }]))
      .mockResolvedValueOnce([]);
    const { outcome, results } = await sendInBatches(rows, options(send));
    expect(outcome).toBe('done');
    expect(send.mock.calls[1]![0].map((invitee) => invitee.mobile)).toEqual([
      rows[0]!.mobile,
      rows[2]!.mobile,
    ]);
    expect(results.get(2)).toEqual({ status: 'refused', reason: 'member' });
    expect(results.get(3)).toEqual({ status: 'invited' });
  });

  it('should mark a failed batch with its message and send nothing after it', async () => {
    const rows = Array.from({ length: BATCH_INVITE_MAX + 5 }, (_, at) => row(at + 1));
    const send = vi.fn().mockRejectedValue(new Error('网络错误'));
    const { outcome, results } = await sendInBatches(rows, options(send));
    expect(outcome).toBe('failed');
    expect(send).toHaveBeenCalledTimes(1);
    expect(results.get(1)).toEqual({ status: 'failed', message: '网络错误' });
    expect(results.has(BATCH_INVITE_MAX + 1)).toBe(false);
    expect(rowsToSend(rows, results)).toHaveLength(rows.length);
  });

  it('should stop between batches once asked', async () => {
    const rows = Array.from({ length: BATCH_INVITE_MAX * 3 }, (_, at) => row(at + 1));
    let stop = false;
    const send = vi.fn(() => {
      stop = true;
      return Promise.resolve();
    });
    const { outcome, results } = await sendInBatches(
      rows,
      options(send, () => stop),
    );
    expect(outcome).toBe('cancelled');
    expect(send).toHaveBeenCalledTimes(1);
    expect(results.size).toBe(BATCH_INVITE_MAX);
    expect(rowsToSend(rows, results)).toHaveLength(BATCH_INVITE_MAX * 2);
  });
});
