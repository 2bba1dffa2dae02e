import { BATCH_INVITE_MAX } from '../domain/invite';
import type { Invitee, InviteRefusal } from '../payloads/invite';
import type { CheckedRow } from './check';

/** What became of a row sent: invited, refused by the server with its reason, or failed. */
export type ImportSendResult =
  | { status: 'invited' }
  | { status: 'refused'; reason: InviteRefusal['reason'] }
  | { status: 'failed'; message: string };

/** Results by row number (CheckedRow.row); a row without one was not sent. */
export type ImportResults = ReadonlyMap<number, ImportSendResult>;

/** How a send ended: every batch answered, stopped by the person, or stopped by a failure. */
export type ImportOutcome = 'done' | 'cancelled' | 'failed';

export interface SendInBatchesOptions {
  /** Sends one batch of at most BATCH_INVITE_MAX (batchsend: all or none). */
  send: (invitees: Invitee[]) => Promise<unknown>;
  /** The refusals a failure carries (50010350015), or undefined when it is another failure. */
  refusalsOf: (error: unknown) => InviteRefusal[] | undefined;
  /** A failure's words for its rows. */
  messageOf: (error: unknown) => string;
  /** After each answer: the results so far (a new map each time). */
  onResults: (results: ImportResults) => void;
  /** True once the person has asked to stop: checked between batches. */
  stopped: () => boolean;
  /** Results of an earlier send of the same rows, kept. @default none */
  earlier?: ImportResults;
}

const inviteeOf = (row: CheckedRow): Invitee => ({
  mobile: row.mobile,
  realName: row.realName,
  ...(row.deptId === undefined ? {} : { deptId: row.deptId }),
});

/**
 * Sends rows through batchsend in batches of BATCH_INVITE_MAX. The call is all or none, so a batch
 * refused for some mobiles (already a member, already invited) marks those refused and is sent
 * again without them. Another failure marks the batch failed and stops: the rows after it are not
 * sent. The person may stop between batches; the batch in flight is answered first, so no row is
 * left not knowing whether it was invited.
 */
export async function sendInBatches(
  rows: readonly CheckedRow[],
  options: SendInBatchesOptions,
): Promise<{ outcome: ImportOutcome; results: ImportResults }> {
  const results = new Map(options.earlier);
  const publish = () => options.onResults(new Map(results));
  for (let start = 0; start < rows.length; start += BATCH_INVITE_MAX) {
    if (options.stopped()) return { outcome: 'cancelled', results };
    let pending = rows.slice(start, start + BATCH_INVITE_MAX);
    while (pending.length > 0) {
      try {
        await options.send(pending.map(inviteeOf));
        for (const row of pending) results.set(row.row, { status: 'invited' });
        pending = [];
      } catch (error) {
        const refusals = options.refusalsOf(error);
        const reasons = new Map(refusals?.map((refusal) => [refusal.mobile, refusal.reason]));
        const refused = pending.filter((row) => reasons.has(row.mobile));
        if (refused.length === 0) {
          const message = options.messageOf(error);
          for (const row of pending) results.set(row.row, { status: 'failed', message });
          publish();
          return { outcome: 'failed', results };
        }
        for (const row of refused)
          results.set(row.row, { status: 'refused', reason: reasons.get(row.mobile)! });
        pending = pending.filter((row) => !reasons.has(row.mobile));
      }
    }
    publish();
  }
  return { outcome: 'done', results };
}

/** The valid rows still to send: never answered, or failed. */
export function rowsToSend(rows: readonly CheckedRow[], results: ImportResults): CheckedRow[] {
  return rows.filter((row) => {
    if (row.problems.length > 0) return false;
    const result = results.get(row.row);
    return result === undefined || result.status === 'failed';
  });
}
