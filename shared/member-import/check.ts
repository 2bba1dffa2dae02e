import { mobileRule } from '../validation/mobile';
import { realNameRule } from '../validation/real-name';
import type { ValidationMessageId } from '../validation/messages';
import type { DeptIndex } from './depts';
import type { SourceRow } from './parse';

/**
 * What can be wrong with a row: the mobile and name rules' messages (shared/validation), then the
 * import's own: a department the corp does not have or whose name is several's, a mobile an earlier
 * row has, a mobile that is a member's or has an invitation waiting.
 */
export type ImportProblem =
  | Extract<ValidationMessageId, `mobile.${string}` | `realName.${string}`>
  | { kind: 'deptNotFound' }
  | { kind: 'deptAmbiguous'; paths: string[] }
  | { kind: 'duplicate'; firstRow: number }
  | { kind: 'member' }
  | { kind: 'invited' };

/** A row after the dry run: valid when it has no problem. */
export interface CheckedRow extends SourceRow {
  /** The department found, when the row names one (none: the corp's unassigned members). */
  deptId?: string;
  /** Its path under the corp, as the result table shows it. */
  deptPath?: string;
  problems: ImportProblem[];
}

/** Mobiles known to be taken, where the page has them at hand. */
export interface KnownMobiles {
  members?: ReadonlySet<string>;
  invited?: ReadonlySet<string>;
}

/** The state of a dry run across rows: the mobiles seen so far and the row that had each first. */
export type SeenMobiles = Map<string, number>;

/** Checks one row; `seen` carries the earlier rows' mobiles (rows are checked in order). */
export function checkRow(
  source: SourceRow,
  depts: DeptIndex,
  seen: SeenMobiles,
  known: KnownMobiles = {},
): CheckedRow {
  const problems: ImportProblem[] = [];
  const mobile = mobileRule(source.mobile);
  if (mobile === 'mobile.empty' || mobile === 'mobile.invalid') problems.push(mobile);
  else {
    const firstRow = seen.get(source.mobile);
    if (firstRow !== undefined) problems.push({ kind: 'duplicate', firstRow });
    else seen.set(source.mobile, source.row);
    if (known.members?.has(source.mobile)) problems.push({ kind: 'member' });
    else if (known.invited?.has(source.mobile)) problems.push({ kind: 'invited' });
  }
  const name = realNameRule(source.realName);
  if (name === 'realName.empty' || name === 'realName.tooLong') problems.push(name);
  const row: CheckedRow = { ...source, problems };
  if (source.dept !== '') {
    const match = depts.resolve(source.dept);
    if (match.kind === 'found') {
      row.deptId = match.dept.deptId;
      row.deptPath = match.dept.path;
    } else if (match.kind === 'ambiguous')
      problems.push({ kind: 'deptAmbiguous', paths: match.paths });
    else problems.push({ kind: 'deptNotFound' });
  }
  return row;
}

/** Checks every row at once (a few hundred; tests). */
export function checkRows(
  rows: readonly SourceRow[],
  depts: DeptIndex,
  known?: KnownMobiles,
): CheckedRow[] {
  const seen: SeenMobiles = new Map();
  return rows.map((row) => checkRow(row, depts, seen, known));
}

/** Rows checked between two yields to the browser: about 2 ms of work on a slow laptop. */
export const CHECK_CHUNK = 500;

/** Lets the browser paint and handle input (a macrotask; scheduler.yield where there is one). */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Checks the rows in chunks of CHECK_CHUNK, yielding to the browser between them so 5,000 rows
 * keep the page responsive, and saying how far it is. Resolves with null once `signal` aborts.
 */
export async function checkRowsInChunks(
  rows: readonly SourceRow[],
  depts: DeptIndex,
  options: {
    known?: KnownMobiles;
    signal?: AbortSignal;
    onProgress?: (done: number) => void;
  } = {},
): Promise<CheckedRow[] | null> {
  const seen: SeenMobiles = new Map();
  const checked: CheckedRow[] = [];
  for (let start = 0; start < rows.length; start += CHECK_CHUNK) {
    if (start > 0) {
      options.onProgress?.(start);
      await yieldToBrowser();
    }
    if (options.signal?.aborted) return null;
    for (const row of rows.slice(start, start + CHECK_CHUNK))
      checked.push(checkRow(row, depts, seen, options.known));
  }
  return checked;
}

/** The rows with no problem: those an import sends. */
export function validRows(rows: readonly CheckedRow[]): CheckedRow[] {
  return rows.filter((row) => row.problems.length === 0);
}
