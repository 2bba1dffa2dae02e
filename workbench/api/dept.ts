import type { Dept, MemberRow } from '../../shared/domain/org';
import type {
  DeptInfo,
  EditDeptUserInput,
  MemberQuery,
  MoveDeptUserInput,
  SetDeptAdminInput,
  UpdateDeptInput,
} from '../../shared/payloads/dept';
import type { Page } from '../../shared/payloads/page';
import { endpoint } from './endpoint';

/** The department calls of docs/product.md §7 (service/dept); payloads in shared/payloads/dept.ts. */

export const getDeptList = endpoint<void, DeptInfo[]>({ method: 'GET', path: 'service/dept/list' });
export const getDeptMembers = endpoint<MemberQuery, Page<MemberRow>>({
  method: 'POST',
  path: 'service/dept/corpDeptUserList',
});

/**
 * Adds a department under parentId (not under the system departments -999, -1000, -1001); its
 * name has 1 to 50 characters and is unique among its siblings.
 */
export const addDept = endpoint<{ parentId: string; name: string }, Dept>({
  method: 'POST',
  path: 'service/dept/add',
});
/** Deletes an empty leaf department: not the root, a system one, one with sub-departments or members. */
export const deleteDept = endpoint<{ deptId: string }, void>({
  method: 'POST',
  path: 'service/dept/delete',
});

export const updateDept = endpoint<UpdateDeptInput, Dept>({
  method: 'POST',
  path: 'service/dept/update',
});

export const setDeptAdmin = endpoint<SetDeptAdminInput, DeptInfo>({
  method: 'POST',
  path: 'service/dept/setDeptAdmin',
});

export const moveDeptUser = endpoint<MoveDeptUserInput, void>({
  method: 'POST',
  path: 'service/dept/moveDeptUser',
});

export const editDeptUser = endpoint<EditDeptUserInput, MemberRow>({
  method: 'POST',
  path: 'service/dept/editDeptUser',
});
