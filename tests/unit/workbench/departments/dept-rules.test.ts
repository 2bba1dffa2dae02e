import { describe, expect, it } from 'vitest';
import {
  deptNameProblem,
  isFixedDept,
  moveTargets,
  quietly,
  realNameProblem,
  rootOf,
  userNameProblem,
} from '../../../../workbench/routes/departments/dept-rules';
import type { DeptInfo } from '../../../../shared/payloads/dept';

const dept = (deptId: string, parentId: string, name = deptId): DeptInfo => ({
  deptId,
  parentId,
  name,
  deptLevel: 0,
  memberCount: 0,
  adminUserIds: [],
});

const DEPTS = [
  dept('a1', 'r'),
  dept('r', '0'),
  dept('-999', 'r'),
  dept('-1002', 'r'),
  dept('a', 'r'),
  dept('a2', 'a1'),
  dept('b', 'r'),
];
// a1 comes before its parent a in the list: the walk must not depend on order.
DEPTS[0]!.parentId = 'a';

describe('the department rules', () => {
  it('should find the root by its parent 0', () => {
    expect(rootOf(DEPTS)?.deptId).toBe('r');
    expect(rootOf([dept('x', 'y')])).toBeUndefined();
  });

  it('should keep the root and the system departments fixed', () => {
    expect(isFixedDept(dept('r', '0'))).toBe(true);
    expect(isFixedDept(dept('-999', 'r'))).toBe(true);
    expect(isFixedDept(dept('-1002', 'r'))).toBe(true);
    expect(isFixedDept(dept('a', 'r'))).toBe(false);
  });

  it('should offer every department but itself and those below it as a move target', () => {
    expect(moveTargets(DEPTS, 'a').map((item) => item.deptId)).toEqual(['r', '-999', '-1002', 'b']);
    expect(moveTargets(DEPTS, 'a2').map((item) => item.deptId)).not.toContain('a2');
    expect(moveTargets(DEPTS, 'a2')).toHaveLength(DEPTS.length - 1);
  });

  it('should take a department name of 1 to 50 characters, counted as characters once trimmed', () => {
    expect(deptNameProblem('')).toBe('empty');
    expect(deptNameProblem('   ')).toBe('empty');
    expect(deptNameProblem('研发部')).toBeUndefined();
    expect(deptNameProblem(` ${'部'.repeat(50)} `)).toBeUndefined();
    expect(deptNameProblem('部'.repeat(51))).toBe('tooLong');
    expect(deptNameProblem('😀'.repeat(50))).toBeUndefined();
  });

  it('should check a real name and an account name', () => {
    expect(realNameProblem(' ')).toBe('empty');
    expect(realNameProblem('王伟')).toBeUndefined();
    expect(realNameProblem('伟'.repeat(51))).toBe('tooLong');
    expect(userNameProblem('')).toBe('empty');
    expect(userNameProblem('wang.wei@corp-1_a')).toBeUndefined();
    expect(userNameProblem('wang wei')).toBe('invalid');
    expect(userNameProblem('王伟')).toBe('invalid');
    expect(userNameProblem('a'.repeat(51))).toBe('tooLong');
  });

  it('should pass a call through quietly, and drop the reason from its failure', async () => {
    await expect(quietly(Promise.resolve(3))).resolves.toBe(3);
    const cause = new Error('the server said no');
    await expect(quietly(Promise.reject(cause))).rejects.toMatchObject({ message: '', cause });
  });
});
