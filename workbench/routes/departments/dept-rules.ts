import { DEPT_ROOT_PARENT_ID } from '../../../design-system/components/dept-tree/build-dept-tree';
import {
  DEPT_NAME_MAX_LENGTH,
  MEMBER_NAME_MAX_LENGTH,
  SYSTEM_DEPT_IDS,
  USER_NAME_PATTERN,
} from '../../../shared/contract';
import type { DeptInfo } from '../../../shared/payloads/dept';
import { realNameRule } from '../../../shared/validation/real-name';

/** The corp's root department (level 0, parent 0), or undefined in a list without one. */
export function rootOf(depts: readonly DeptInfo[]): DeptInfo | undefined {
  return depts.find((dept) => dept.parentId === DEPT_ROOT_PARENT_ID);
}

/** The root and the system departments keep their name and place, and cannot be deleted. */
export function isFixedDept(dept: Pick<DeptInfo, 'deptId' | 'parentId'>): boolean {
  return (
    dept.parentId === DEPT_ROOT_PARENT_ID ||
    (SYSTEM_DEPT_IDS as readonly string[]).includes(dept.deptId)
  );
}

/**
 * The departments a department may move under: all but itself and those below it (one pass to
 * index the children, one walk down the subtree).
 */
export function moveTargets(depts: readonly DeptInfo[], deptId: string): DeptInfo[] {
  const children = new Map<string, string[]>();
  for (const dept of depts) {
    const list = children.get(dept.parentId);
    if (list) list.push(dept.deptId);
    else children.set(dept.parentId, [dept.deptId]);
  }
  const excluded = new Set<string>();
  const stack = [deptId];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (excluded.has(next)) continue;
    excluded.add(next);
    stack.push(...(children.get(next) ?? []));
  }
  return depts.filter((dept) => !excluded.has(dept.deptId));
}

export type NameProblem = 'empty' | 'tooLong' | 'invalid';

/** A department name: 1 to DEPT_NAME_MAX_LENGTH characters once trimmed (code points). */
export function deptNameProblem(name: string): NameProblem | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  return [...trimmed].length > DEPT_NAME_MAX_LENGTH ? 'tooLong' : undefined;
}

/** A member's real name, by the one rule of shared/validation (realNameRule). */
export function realNameProblem(name: string): NameProblem | undefined {
  const problem = realNameRule(name);
  if (problem === 'realName.empty') return 'empty';
  return problem === undefined ? undefined : 'tooLong';
}

/** A member's account name: required, letters, digits and _ . @ - only, and not too long. */
export function userNameProblem(name: string): NameProblem | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > MEMBER_NAME_MAX_LENGTH) return 'tooLong';
  return USER_NAME_PATTERN.test(trimmed) ? undefined : 'invalid';
}

/**
 * A call whose failure the catalogue has already toasted: the rejection carries no message, so
 * the dialog shows its own fallback rather than the server's reason a second time.
 */
export async function quietly<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (cause) {
    throw new Error('', { cause });
  }
}
