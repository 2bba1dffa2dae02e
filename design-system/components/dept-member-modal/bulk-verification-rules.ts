import { buildDeptTree, type DeptTreeInput, type DeptTreeNode } from '../dept-tree';

/** What a bulk change does to the login verification of a department's members. */
export type BulkVerificationAction = 'on' | 'off';

/** A member of the chosen subtree, with where their second check stands. */
export interface BulkVerificationMember {
  userId: string;
  realName: string;
  mobile: string;
  /** The second check is on now (a verification phone shows in the member list). */
  on: boolean;
  /** A check mobile is bound, on or off: only then can the check be turned on without a code. */
  hasCheckMobile: boolean;
}

/** How a member fares in the preview. */
export type BulkVerificationOutcome = 'gains' | 'loses' | 'unchanged' | 'noCheckMobile';

export interface BulkVerificationPreview {
  /** The members the change acts on: those who gain or lose. */
  changes: BulkVerificationMember[];
  /** Already as the change would leave them. */
  unchanged: BulkVerificationMember[];
  /** Turning on needs a check mobile, bound with an SMS code to that phone: one by one. */
  noCheckMobile: BulkVerificationMember[];
}

/**
 * Sorts a subtree's members by what the change does to each, in one pass: turning on gains those
 * who are off and have a check mobile, and cannot reach those who have none; turning off loses
 * those who are on. Everyone else is unchanged. Order within each group is the list's.
 */
export function previewBulkVerification(
  members: readonly BulkVerificationMember[],
  action: BulkVerificationAction,
): BulkVerificationPreview {
  const preview: BulkVerificationPreview = { changes: [], unchanged: [], noCheckMobile: [] };
  for (const member of members) {
    const outcome = outcomeOf(member, action);
    if (outcome === 'noCheckMobile') preview.noCheckMobile.push(member);
    else if (outcome === 'unchanged') preview.unchanged.push(member);
    else preview.changes.push(member);
  }
  return preview;
}

export function outcomeOf(
  member: BulkVerificationMember,
  action: BulkVerificationAction,
): BulkVerificationOutcome {
  if (action === 'off') return member.on ? 'loses' : 'unchanged';
  if (member.on) return 'unchanged';
  return member.hasCheckMobile ? 'gains' : 'noCheckMobile';
}

/** A department to pick, with its path from the root (`研发部 / 前端组`) and its depth. */
export interface DeptOption {
  deptId: string;
  path: string;
  depth: number;
}

/**
 * The selectable departments in tree order, each with its path, from DeptTree's own build (O(n);
 * the unselectable system departments are left out as the tree leaves them out).
 */
export function deptOptions(depts: readonly DeptTreeInput[], separator = ' / '): DeptOption[] {
  const options: DeptOption[] = [];
  const stack: { node: DeptTreeNode; path: string; depth: number }[] = buildDeptTree(depts)
    .map((node) => ({ node, path: node.title, depth: 0 }))
    .reverse();
  while (stack.length > 0) {
    const { node, path, depth } = stack.pop()!;
    options.push({ deptId: node.id, path, depth });
    for (let index = node.children.length - 1; index >= 0; index -= 1) {
      const child = node.children[index]!;
      stack.push({ node: child, path: `${path}${separator}${child.title}`, depth: depth + 1 });
    }
  }
  return options;
}
