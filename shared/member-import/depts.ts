import { UNSELECTABLE_SYSTEM_DEPT_IDS } from '../domain/vocabulary';
import type { Dept } from '../domain/org';

/** A department as an import names it: its id and its path under the corp, `研发部/前端组`. */
export interface ResolvedDept {
  deptId: string;
  path: string;
}

export type DeptMatch =
  | { kind: 'found'; dept: ResolvedDept }
  | { kind: 'notFound' }
  /** The name is that of several departments: the path tells which. */
  | { kind: 'ambiguous'; paths: string[] };

/** The separators of a path: the slash and the full-width one a Chinese keyboard types. */
const PATH_SEPARATOR = /\s*[/／]\s*/u;

const key = (name: string) => name.normalize('NFKC').trim().toLowerCase();
const pathKey = (segments: readonly string[]) => segments.map(key).join('/');

/**
 * The corp's departments indexed once for an import: by name and by path from the top (below the
 * root; a path may also start with the root's own name). The root itself is found by its name.
 * The system departments an admin cannot put anyone in are left out.
 */
export class DeptIndex {
  private readonly byName = new Map<string, ResolvedDept[]>();
  private readonly byPath = new Map<string, ResolvedDept>();
  private readonly rootName: string;

  constructor(depts: readonly Dept[]) {
    const byId = new Map(depts.map((dept) => [dept.deptId, dept]));
    const root = depts.find((dept) => !byId.has(dept.parentId));
    this.rootName = root ? key(root.name) : '';
    const paths = new Map<string, string[]>();
    const pathOf = (dept: Dept, seen = new Set<string>()): string[] => {
      const known = paths.get(dept.deptId);
      if (known) return known;
      const parent = byId.get(dept.parentId);
      // The root's name is not part of a path; a cycle in bad data ends the walk.
      const segments =
        !parent || seen.has(dept.deptId)
          ? []
          : [...pathOf(parent, seen.add(dept.deptId)), dept.name];
      paths.set(dept.deptId, segments);
      return segments;
    };
    for (const dept of depts) {
      if (UNSELECTABLE_SYSTEM_DEPT_IDS.includes(dept.deptId)) continue;
      const segments = pathOf(dept);
      const resolved = { deptId: dept.deptId, path: segments.join('/') || dept.name };
      const named = this.byName.get(key(dept.name));
      if (named) named.push(resolved);
      else this.byName.set(key(dept.name), [resolved]);
      if (segments.length > 0) this.byPath.set(pathKey(segments), resolved);
    }
  }

  /** The department a cell names, by path (`研发部/前端组`) or by a name only one department has. */
  resolve(cell: string): DeptMatch {
    const segments = cell.split(PATH_SEPARATOR).filter((segment) => segment.trim() !== '');
    if (segments.length > 1) {
      const withoutRoot =
        key(segments[0] ?? '') === this.rootName && segments.length > 1
          ? segments.slice(1)
          : segments;
      const found = this.byPath.get(pathKey(withoutRoot)) ?? this.byPath.get(pathKey(segments));
      return found ? { kind: 'found', dept: found } : { kind: 'notFound' };
    }
    const named = this.byName.get(key(segments[0] ?? ''));
    if (!named) return { kind: 'notFound' };
    if (named.length > 1) return { kind: 'ambiguous', paths: named.map((dept) => dept.path) };
    return { kind: 'found', dept: named[0]! };
  }
}
