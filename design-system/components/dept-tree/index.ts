export { DeptTree, DEPT_TREE_VIRTUAL_THRESHOLD } from './dept-tree';
export type { DeptTreeProps, DeptTreeSelectionMode } from './dept-tree';
export { buildDeptTree, DEPT_ROOT_PARENT_ID, searchDeptTree, visibleRows } from './build-dept-tree';
export type { DeptTreeInput, DeptTreeNode, DeptTreeRow, DeptTreeSearch } from './build-dept-tree';
