import { getDeptList, getDeptMembers, type MemberQuery } from '../api/dept';
import { useApi } from './swr';

/** The current corp's departments, flat (DeptTree builds the tree). */
export function useDeptTree() {
  return useApi(getDeptList, undefined);
}

/** A page of a department's members; the previous page stays on screen while the next loads. */
export function useDeptMembers(query: MemberQuery | null) {
  return useApi(getDeptMembers, query, { keepPreviousData: true });
}
