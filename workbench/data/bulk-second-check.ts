import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { isOpenSecondCheck, setSecondCheck } from '../api/corp';
import { getDeptMembers } from '../api/dept';
import type { MemberRow } from '../../shared/domain/org';
import { EXPORT_PAGE_SIZE } from './export';
import { keyOf } from './swr';

/** A member of a department's subtree, with where their second check stands. */
export interface MemberSecondCheck {
  member: MemberRow;
  /** The check is on: the member list shows a check mobile only then. */
  on: boolean;
  /** A check mobile is bound, on or off. */
  hasCheckMobile: boolean;
}

/** Status reads side by side while a preview asks after the members the list shows as off. */
const STATUS_READS_AT_ONCE = 4;

export interface SubtreeReadRequest {
  deptId: string;
  /** Whether to ask, for each member that is off, whether a check mobile is bound (turning on). */
  askBound: boolean;
  progress: (done: number, total: number) => void;
  signal: AbortSignal;
}

/**
 * Login verification for a department's whole subtree (docs/decisions/0027), from the calls the
 * contract has: the member list walked page by page (corpDeptUserList with fetchChild), then, when
 * turning on, isOpenSecondCheck for each member the list shows without a check mobile (the list
 * hides an unused one), a few at a time; each change through setSecondCheck. Failures are the
 * caller's to show per member (exempt), and the member lists are read again once, by `refresh`,
 * not after each member.
 */
export function useBulkSecondCheck() {
  const { mutate } = useSWRConfig();

  const readSubtree = useCallback(
    async ({ deptId, askBound, progress, signal }: SubtreeReadRequest) => {
      const rows: MemberRow[] = [];
      let total = 0;
      for (let page = 1; page === 1 || rows.length < total; page += 1) {
        const answer = await getDeptMembers(
          { deptId, fetchChild: true, key: '', currentPage: page, pageSize: EXPORT_PAGE_SIZE },
          { exempt: true, signal },
        );
        rows.push(...answer.list);
        total = answer.total;
        progress(rows.filter((row) => row.checkMobile !== '' || !askBound).length, total);
        if (answer.list.length < EXPORT_PAGE_SIZE) break;
      }
      const result: MemberSecondCheck[] = rows.map((member) => ({
        member,
        on: member.checkMobile !== '',
        hasCheckMobile: member.checkMobile !== '',
      }));
      const unknown = askBound ? result.filter((entry) => !entry.on) : [];
      let done = result.length - unknown.length;
      let next = 0;
      const worker = async () => {
        while (next < unknown.length) {
          const entry = unknown[next++]!;
          const status = await isOpenSecondCheck(
            { userId: entry.member.userId },
            { exempt: true, signal },
          );
          entry.hasCheckMobile = status.checkMobile !== '';
          done += 1;
          progress(done, result.length);
        }
      };
      await Promise.all(Array.from({ length: STATUS_READS_AT_ONCE }, worker));
      return result;
    },
    [],
  );

  const apply = useCallback(
    (userId: string, on: boolean) =>
      setSecondCheck({ userId, openSecondCheck: on }, { exempt: true }),
    [],
  );

  const refresh = useCallback(
    () => void mutate(keyOf(new Set([getDeptMembers.spec.path, isOpenSecondCheck.spec.path]))),
    [mutate],
  );

  return { readSubtree, apply, refresh };
}
