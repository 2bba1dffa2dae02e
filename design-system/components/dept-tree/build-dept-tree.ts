import type { Dept } from '../../../shared/domain/org';
import { SYSTEM_DEPT_IDS, UNSELECTABLE_SYSTEM_DEPT_IDS } from '../../../shared/domain/vocabulary';

/** The fields of a department the tree reads; the API's rows (DeptInfo) fit as they are. */
export type DeptTreeInput = Pick<Dept, 'deptId' | 'deptLevel' | 'parentId' | 'name'>;

/** The parent id of a root department (docs/product.md §3: the root has level 0 and parent 0). */
export const DEPT_ROOT_PARENT_ID = '0';

/** A node of the department tree, with the spec's key, title, pid and id (docs/product.md §3). */
export interface DeptTreeNode {
  /** The deptId: unique in the tree. */
  key: string;
  /** The department's name. */
  title: string;
  /** The parentId as given, also for a department whose parent is missing. */
  pid: string;
  id: string;
  /** The deptLevel as given. */
  level: number;
  /** A system department that stays selectable (-1002), shown marked. */
  system: boolean;
  /** Sub-departments, in input order. */
  children: DeptTreeNode[];
}

const UNSELECTABLE = new Set(UNSELECTABLE_SYSTEM_DEPT_IDS);
const SYSTEM = new Set<string>(SYSTEM_DEPT_IDS);

interface Slot {
  /** Shared with the node once the department itself is read, so children may come first. */
  children: DeptTreeNode[];
  /** The department with this id has been read (a slot can exist earlier, named as a parent). */
  read: boolean;
}

/**
 * Builds the selectable department tree from the flat list, in one pass over it: each department
 * gets a slot by id, and a child seen before its parent waits in the parent's slot, so the input
 * may come in any order.
 *
 * - The unselectable system departments (-999, -1000, -1001) are left out with everything under
 *   them: they are read (their slots catch their children) but never attached. This goes by deptId
 *   alone, as those ids are reserved.
 * - Siblings keep their input order, so the server's order is the order shown.
 * - Departments whose parent is not in the list (e.g. a list cut down to what a department admin
 *   may see) come up to the top level after the roots rather than vanish: grouped by missing
 *   parent, in the order that parent was first named.
 * - A department that is its own ancestor (a cycle) has no way up to a root and is left out.
 * - A repeated deptId: the first row wins.
 */
export function buildDeptTree(depts: readonly DeptTreeInput[]): DeptTreeNode[] {
  const slots = new Map<string, Slot>();
  const roots: DeptTreeNode[] = [];
  // Slots named as a parent before being read, in that order; the unread ones hold the orphans.
  const named: Slot[] = [];

  for (const dept of depts) {
    let slot = slots.get(dept.deptId);
    if (slot?.read) continue;
    if (!slot) {
      slot = { children: [], read: true };
      slots.set(dept.deptId, slot);
    } else {
      slot.read = true;
    }
    if (UNSELECTABLE.has(dept.deptId)) continue;

    const node: DeptTreeNode = {
      key: dept.deptId,
      title: dept.name,
      pid: dept.parentId,
      id: dept.deptId,
      level: dept.deptLevel,
      system: SYSTEM.has(dept.deptId),
      children: slot.children,
    };
    if (dept.parentId === DEPT_ROOT_PARENT_ID) {
      roots.push(node);
      continue;
    }
    let parent = slots.get(dept.parentId);
    if (!parent) {
      parent = { children: [], read: false };
      slots.set(dept.parentId, parent);
      // Under an unselectable system department even when it is not in the list: never lifted.
      if (!UNSELECTABLE.has(dept.parentId)) named.push(parent);
    }
    parent.children.push(node);
  }

  for (const slot of named) if (!slot.read) roots.push(...slot.children);
  return roots;
}

/** A row of the tree as shown: a visible node and where it sits among its shown siblings. */
export interface DeptTreeRow {
  node: DeptTreeNode;
  /** 0 for the top level (aria-level is depth + 1). */
  depth: number;
  /** 1-based place among the shown siblings (aria-posinset). */
  posInSet: number;
  /** How many siblings are shown (aria-setsize). */
  setSize: number;
  /** The key of the shown parent; null at the top level. */
  parentKey: string | null;
  /** It has shown children, so it can expand. */
  expandable: boolean;
  expanded: boolean;
}

interface Frame {
  siblings: readonly DeptTreeNode[];
  next: number;
  depth: number;
  parentKey: string | null;
}

/**
 * The rows a tree shows, top to bottom: every node whose ancestors are all expanded. With `only`,
 * nodes outside that set are hidden (a search's matches and their ancestors). Each node is read at
 * most twice, so the whole is O(n); the walk uses its own stack, so depth is no limit.
 */
export function visibleRows(
  roots: readonly DeptTreeNode[],
  expanded: ReadonlySet<string>,
  only?: ReadonlySet<string>,
): DeptTreeRow[] {
  const shown = (nodes: readonly DeptTreeNode[]) =>
    only ? nodes.filter((node) => only.has(node.key)) : nodes;
  const rows: DeptTreeRow[] = [];
  const stack: Frame[] = [{ siblings: shown(roots), next: 0, depth: 0, parentKey: null }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const node = frame.siblings[frame.next];
    if (!node) {
      stack.pop();
      continue;
    }
    frame.next += 1;
    const expandable = only
      ? node.children.some((child) => only.has(child.key))
      : node.children.length > 0;
    const isExpanded = expandable && expanded.has(node.key);
    rows.push({
      node,
      depth: frame.depth,
      posInSet: frame.next,
      setSize: frame.siblings.length,
      parentKey: frame.parentKey,
      expandable,
      expanded: isExpanded,
    });
    if (isExpanded) {
      stack.push({
        siblings: shown(node.children),
        next: 0,
        depth: frame.depth + 1,
        parentKey: node.key,
      });
    }
  }
  return rows;
}

/** What a search found. */
export interface DeptTreeSearch {
  /** Departments whose name holds the query. */
  matchIds: Set<string>;
  /** Ancestors of the matches: expanded, so every match shows. */
  expandIds: Set<string>;
  /** The matches and their ancestors: what the filtered tree shows. */
  visibleIds: Set<string>;
}

/**
 * Finds the departments whose name contains the query, ignoring case, and the ancestors that must
 * open to show them. A blank query finds nothing (null). O(n): each ancestor is added once, as the
 * walk up from a match stops at the first one already added.
 */
export function searchDeptTree(
  roots: readonly DeptTreeNode[],
  query: string,
): DeptTreeSearch | null {
  const needle = query.trim().toLowerCase();
  if (needle === '') return null;
  const matchIds = new Set<string>();
  const expandIds = new Set<string>();
  const path: string[] = [];
  const stack: Frame[] = [{ siblings: roots, next: 0, depth: 0, parentKey: null }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const node = frame.siblings[frame.next];
    if (!node) {
      stack.pop();
      path.pop();
      continue;
    }
    frame.next += 1;
    if (node.title.toLowerCase().includes(needle)) {
      matchIds.add(node.key);
      for (let index = path.length - 1; index >= 0 && !expandIds.has(path[index]!); index--)
        expandIds.add(path[index]!);
    }
    if (node.children.length > 0) {
      path.push(node.key);
      stack.push({ siblings: node.children, next: 0, depth: frame.depth + 1, parentKey: node.key });
    }
  }
  return { matchIds, expandIds, visibleIds: new Set([...matchIds, ...expandIds]) };
}
