import { getCurrentCorp } from '../api/corp';
import {
  addDept,
  deleteDept,
  editDeptUser,
  getDeptList,
  getDeptMembers,
  moveDeptUser,
  setDeptAdmin,
  updateDept,
  type MemberQuery,
} from '../api/dept';
import { getOrgUserList } from '../api/device';
import { useApi, useApiMutation } from './swr';

/** The current corp's departments, flat (DeptTree builds the tree). */
export function useDeptTree() {
  return useApi(getDeptList, undefined);
}

/** A page of a department's members; the previous page stays on screen while the next loads. */
export function useDeptMembers(query: MemberQuery | null) {
  return useApi(getDeptMembers, query, { keepPreviousData: true });
}

export function useAddDept() {
  return useApiMutation(addDept, [getDeptList]);
}

export function useUpdateDept() {
  return useApiMutation(updateDept, [getDeptList, getDeptMembers]);
}

export function useDeleteDept() {
  return useApiMutation(deleteDept, [getDeptList]);
}

export function useSetDeptAdmin() {
  return useApiMutation(setDeptAdmin, [getDeptList]);
}

/** Moving members changes the departments' counts and the member lists. */
export function useMoveDeptUser() {
  return useApiMutation(moveDeptUser, [getDeptList, getDeptMembers, getOrgUserList]);
}

export function useEditDeptUser() {
  return useApiMutation(editDeptUser, [
    getDeptList,
    getDeptMembers,
    getOrgUserList,
    getCurrentCorp,
  ]);
}
