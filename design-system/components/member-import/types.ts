import type { CheckedRow, ImportOutcome, ImportResults } from '../../../shared/member-import';

/** A file chosen as the source: what the dialog shows of it. */
export interface MemberImportFile {
  name: string;
  /** Bytes. */
  size: number;
}

/**
 * Where an import stands: the source being written or chosen; its rows being checked (n of N);
 * the dry run's result (stale once the source has changed since); the valid rows being sent,
 * batch after batch (n of N answered, stopping after the batch in flight when asked); or sent,
 * each row with its result.
 */
export type MemberImportStep =
  | { status: 'editing' }
  | { status: 'checking'; done: number; total: number }
  | { status: 'checked'; rows: readonly CheckedRow[]; stale: boolean }
  | {
      status: 'sending';
      rows: readonly CheckedRow[];
      results: ImportResults;
      /** Rows of this send answered so far. */
      done: number;
      /** Rows this send sends. */
      total: number;
      stopping: boolean;
    }
  | {
      status: 'sent';
      rows: readonly CheckedRow[];
      results: ImportResults;
      outcome: ImportOutcome;
      /** Why a failed send stopped, in the catalogue's or the server's words. */
      message?: string;
    };

/** What a row's status column says. */
export type ImportRowStatus =
  'ready' | 'error' | 'waiting' | 'invited' | 'refused' | 'failed' | 'notSent';
