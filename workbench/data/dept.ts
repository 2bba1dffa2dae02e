import { deleteUsers, getCurrentCorp, getQywxRelation } from '../api/corp';
import {
  addDept,
  deleteDept,
  editDeptUser,
  getDeptList,
  getDeptMembers,
  moveDeptUser,
  setDeptAdmin,
  updateDept,
} from '../api/dept';
import { getDeviceList, getOrgUserList, getSubAuthList } from '../api/device';
import { SHOWN_IN_PLACE, useApi } from './swr';
import { useApiMutation } from './mutation';
import { useListExport } from './export';
import type { MemberQuery } from '../../shared/payloads/dept';

/** The current corp's departments, flat (DeptTree builds the tree); not read until `enabled`. */
export function useDeptTree(enabled = true) {
  return useApi(getDeptList, enabled ? undefined : null, {}, SHOWN_IN_PLACE);
}

/** A page of a department's members; the previous page stays on screen while the next loads. */
export function useDeptMembers(query: MemberQuery | null) {
  return useApi(getDeptMembers, query, { keepPreviousData: true }, SHOWN_IN_PLACE);
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

/**
 * Deleting members from the corp (deleteUsers, confirmed by SMS): they leave every department, the
 * enterprise WeChat relation and the device lists. Here, not with the corp's hooks, so the
 * departments page does not load the corps page's calls.
 */
export function useDeleteUsers() {
  return useApiMutation(deleteUsers, [
    getDeptList,
    getDeptMembers,
    getOrgUserList,
    getQywxRelation,
    getSubAuthList,
    getDeviceList,
  ]);
}

/** Every member the member list's search finds, page after page, for its CSV export. */
export function useDeptMembersExport() {
  return useListExport(getDeptMembers);
}
