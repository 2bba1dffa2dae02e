import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildDeptTree,
  DEPT_ROOT_PARENT_ID,
  searchDeptTree,
  visibleRows,
  type DeptTreeInput,
  type DeptTreeNode,
} from '../../../../../design-system/components/dept-tree';
import { UNSELECTABLE_SYSTEM_DEPT_IDS } from '../../../../../shared/domain/vocabulary';
import { makeDepts } from '../../../../../stories/design-system/fixtures/dept-tree';

const ROOT = '0';
const UNSELECTABLE = new Set(UNSELECTABLE_SYSTEM_DEPT_IDS);
const NAMES = ['财务部', '销售部', 'Sales East', 'sales west', '研发中心', 'QA', 'ฝ่ายบัญชี'];

const dept = (deptId: string, parentId: string, deptLevel: number, name = deptId) => ({
  deptId,
  parentId,
  deptLevel,
  name,
});

/**
 * A well-formed company: one or two roots, the four system departments under the first, and
 * ordinary departments each under a root, a system department or an earlier one, so every parent
 * exists and there is no cycle. Returned in that order (parents first).
 */
const companies = fc
  .record({
    rootCount: fc.integer({ min: 1, max: 2 }),
    parents: fc.array(fc.nat(), { maxLength: 60 }),
    names: fc.array(fc.constantFrom(...NAMES), { minLength: 60, maxLength: 60 }),
    withSystem: fc.boolean(),
  })
  .map(({ rootCount, parents, names, withSystem }) => {
    const depts: DeptTreeInput[] = [];
    for (let index = 0; index < rootCount; index++)
      depts.push(dept(`r${index}`, ROOT, 0, names[index]));
    if (withSystem)
      for (const id of ['-999', '-1000', '-1001', '-1002']) depts.push(dept(id, 'r0', 1, id));
    parents.forEach((choice, index) => {
      const parent = depts[choice % depts.length]!;
      depts.push(dept(`d${index}`, parent.deptId, parent.deptLevel + 1, names[index]));
    });
    return depts;
  });

/** The same company in any order. */
const shuffledCompanies = companies.chain((depts) =>
  fc.shuffledSubarray(depts, { minLength: depts.length }).map((shuffled) => ({ depts, shuffled })),
);

/** Every node with its ancestors' keys, top to bottom. */
function walk(roots: readonly DeptTreeNode[]) {
  const out: { node: DeptTreeNode; ancestors: string[] }[] = [];
  const visit = (nodes: readonly DeptTreeNode[], ancestors: string[]) => {
    for (const node of nodes) {
      out.push({ node, ancestors });
      visit(node.children, [...ancestors, node.key]);
    }
  };
  visit(roots, []);
  return out;
}

/** The ids that should stay: not an unselectable system department nor under one. */
function keptIds(depts: readonly DeptTreeInput[]) {
  const parentOf = new Map(depts.map((entry) => [entry.deptId, entry.parentId]));
  const excluded = (id: string): boolean => {
    for (let current: string | undefined = id; current; current = parentOf.get(current))
      if (UNSELECTABLE.has(current)) return true;
    return false;
  };
  return depts.map((entry) => entry.deptId).filter((id) => !excluded(id));
}

/** A shape that ignores sibling order: each id with its parent in the tree. */
const parentsInTree = (roots: readonly DeptTreeNode[]) =>
  new Map(walk(roots).map(({ node, ancestors }) => [node.key, ancestors.at(-1) ?? null]));

describe('buildDeptTree', () => {
  it('should make the spec node fields from a department', () => {
    const [root] = buildDeptTree([dept('1', ROOT, 0, '杭州云智'), dept('10', '1', 1, '财务部')]);
    expect(root).toMatchObject({ key: '1', id: '1', pid: '0', title: '杭州云智', level: 0 });
    expect(root!.children[0]).toMatchObject({
      key: '10',
      id: '10',
      pid: '1',
      title: '财务部',
      level: 1,
      system: false,
      children: [],
    });
  });

  it('should take a root as the department whose parent is 0', () => {
    expect(DEPT_ROOT_PARENT_ID).toBe('0');
    const roots = buildDeptTree([dept('10', '1', 1), dept('1', ROOT, 0)]);
    expect(roots.map((root) => root.key)).toEqual(['1']);
  });

  it('should keep every department that is not excluded exactly once', () => {
    fc.assert(
      fc.property(shuffledCompanies, ({ shuffled }) => {
        const shown = walk(buildDeptTree(shuffled)).map(({ node }) => node.key);
        expect(shown.toSorted()).toEqual(keptIds(shuffled).toSorted());
      }),
    );
  });

  it('should put each node under its parent and no other', () => {
    fc.assert(
      fc.property(shuffledCompanies, ({ shuffled }) => {
        const roots = buildDeptTree(shuffled);
        for (const root of roots) expect(root.pid).toBe(ROOT);
        for (const { node } of walk(roots))
          for (const child of node.children) expect(child.pid).toBe(node.id);
      }),
    );
  });

  it('should leave out -999, -1000 and -1001 with everything under them', () => {
    fc.assert(
      fc.property(companies, (depts) => {
        const shown = new Set(walk(buildDeptTree(depts)).map(({ node }) => node.key));
        const parentOf = new Map(depts.map((entry) => [entry.deptId, entry.parentId]));
        for (const id of UNSELECTABLE) expect(shown.has(id)).toBe(false);
        for (const { deptId } of depts) {
          if (!UNSELECTABLE.has(parentOf.get(deptId) ?? '')) continue;
          expect(shown.has(deptId)).toBe(false);
        }
      }),
    );
  });

  it('should keep -1002 and mark it, and only it, as a system department', () => {
    fc.assert(
      fc.property(companies, (depts) => {
        const nodes = walk(buildDeptTree(depts)).map(({ node }) => node);
        const marked = nodes.filter((node) => node.system).map((node) => node.key);
        const hasTemporary = depts.some((entry) => entry.deptId === '-1002');
        expect(marked).toEqual(hasTemporary ? ['-1002'] : []);
      }),
    );
  });

  it('should build the same tree from the list in any order', () => {
    fc.assert(
      fc.property(shuffledCompanies, ({ depts, shuffled }) => {
        expect(parentsInTree(buildDeptTree(shuffled))).toEqual(parentsInTree(buildDeptTree(depts)));
      }),
    );
  });

  it('should keep siblings in input order', () => {
    fc.assert(
      fc.property(shuffledCompanies, ({ shuffled }) => {
        const position = new Map(shuffled.map((entry, index) => [entry.deptId, index]));
        const byPosition = (nodes: readonly DeptTreeNode[]) =>
          nodes.map((node) => position.get(node.key)!);
        const roots = buildDeptTree(shuffled);
        const ascending = (values: number[]) => values.toSorted((a, b) => a - b);
        expect(byPosition(roots)).toEqual(ascending(byPosition(roots)));
        for (const { node } of walk(roots))
          expect(byPosition(node.children)).toEqual(ascending(byPosition(node.children)));
      }),
    );
  });

  it('should attach a child that comes before its parent', () => {
    const roots = buildDeptTree([
      dept('111', '11', 2),
      dept('11', '1', 1),
      dept('1', ROOT, 0),
      dept('112', '11', 2),
    ]);
    expect(roots).toHaveLength(1);
    expect(roots[0]!.children.map((node) => node.key)).toEqual(['11']);
    expect(roots[0]!.children[0]!.children.map((node) => node.key)).toEqual(['111', '112']);
  });

  it('should lift departments whose parent is missing to the top level, after the roots', () => {
    const roots = buildDeptTree([
      dept('21', 'gone-2', 2),
      dept('11', 'gone-1', 2),
      dept('1', ROOT, 0),
      dept('22', 'gone-2', 2),
      dept('211', '21', 3),
    ]);
    expect(roots.map((node) => node.key)).toEqual(['1', '21', '22', '11']);
    expect(roots[1]!.pid).toBe('gone-2');
    expect(roots[1]!.children.map((node) => node.key)).toEqual(['211']);
  });

  it('should keep every department when some parents are missing, unless under a system one', () => {
    fc.assert(
      fc.property(
        companies.chain((depts) => fc.subarray(depts).map((kept) => ({ depts, kept }))),
        ({ depts, kept }) => {
          const present = new Set(kept.map((entry) => entry.deptId));
          const parentOf = new Map(depts.map((entry) => [entry.deptId, entry.parentId]));
          // Walk up through the departments given; a missing unselectable parent still excludes.
          const excluded = (id: string) => {
            for (let current: string | undefined = id; current;) {
              if (UNSELECTABLE.has(current)) return true;
              current = present.has(current) ? parentOf.get(current) : undefined;
            }
            return false;
          };
          const expected = kept.map((entry) => entry.deptId).filter((id) => !excluded(id));
          const shown = walk(buildDeptTree(kept)).map(({ node }) => node.key);
          expect(shown.toSorted()).toEqual(expected.toSorted());
        },
      ),
    );
  });

  it('should not lift the children of a system department missing from the list', () => {
    const roots = buildDeptTree([dept('1', ROOT, 0), dept('5', '-999', 2), dept('6', '-1002', 2)]);
    expect(roots.map((node) => node.key)).toEqual(['1', '6']);
  });

  it('should keep the first of two departments with one id', () => {
    const roots = buildDeptTree([
      dept('1', ROOT, 0),
      dept('10', '1', 1, 'first'),
      dept('10', '1', 1, 'second'),
    ]);
    expect(roots[0]!.children.map((node) => node.title)).toEqual(['first']);
  });

  it('should leave out a cycle, which has no way up to a root', () => {
    const roots = buildDeptTree([
      dept('1', ROOT, 0),
      dept('a', 'b', 1),
      dept('b', 'a', 1),
      dept('c', 'c', 1),
    ]);
    expect(walk(roots).map(({ node }) => node.key)).toEqual(['1']);
  });

  it('should build 10,000 departments four to six levels deep', () => {
    const depts = makeDepts(10_000, 7);
    expect(depts).toHaveLength(10_000);
    const nodes = walk(buildDeptTree(depts));
    expect(nodes.map(({ node }) => node.key).toSorted()).toEqual(keptIds(depts).toSorted());
    expect(nodes).toHaveLength(10_000 - UNSELECTABLE.size);
    const depths = nodes.map(({ ancestors }) => ancestors.length);
    expect(Math.max(...depths)).toBe(6);
    for (const { node, ancestors } of nodes) expect(node.level).toBe(ancestors.length);
  });
});

describe('visibleRows', () => {
  const allKeys = (roots: readonly DeptTreeNode[]) =>
    new Set(walk(roots).map(({ node }) => node.key));

  it('should show every node in tree order when everything is open', () => {
    fc.assert(
      fc.property(companies, (depts) => {
        const roots = buildDeptTree(depts);
        const rows = visibleRows(roots, allKeys(roots));
        const nodes = walk(roots);
        expect(rows.map((row) => row.node.key)).toEqual(nodes.map(({ node }) => node.key));
        rows.forEach((row, index) => {
          expect(row.depth).toBe(nodes[index]!.ancestors.length);
          expect(row.parentKey).toBe(nodes[index]!.ancestors.at(-1) ?? null);
        });
      }),
    );
  });

  it('should show a node exactly when all its ancestors are open', () => {
    fc.assert(
      fc.property(
        companies.chain((depts) => {
          const roots = buildDeptTree(depts);
          return fc.subarray([...allKeys(roots)]).map((open) => ({ roots, open: new Set(open) }));
        }),
        ({ roots, open }) => {
          const shown = visibleRows(roots, open).map((row) => row.node.key);
          const expected = walk(roots)
            .filter(({ ancestors }) => ancestors.every((key) => open.has(key)))
            .map(({ node }) => node.key);
          expect(shown).toEqual(expected);
        },
      ),
    );
  });

  it('should number each row among its shown siblings', () => {
    fc.assert(
      fc.property(companies, (depts) => {
        const roots = buildDeptTree(depts);
        const rows = visibleRows(roots, allKeys(roots));
        const groups = new Map<string | null, typeof rows>();
        for (const row of rows)
          groups.set(row.parentKey, [...(groups.get(row.parentKey) ?? []), row]);
        for (const siblings of groups.values())
          siblings.forEach((row, index) => {
            expect(row.posInSet).toBe(index + 1);
            expect(row.setSize).toBe(siblings.length);
          });
      }),
    );
  });

  it('should mark which rows can open and which are open', () => {
    const roots = buildDeptTree([dept('1', ROOT, 0), dept('10', '1', 1), dept('11', '1', 1)]);
    expect(visibleRows(roots, new Set())).toEqual([
      expect.objectContaining({ expandable: true, expanded: false, depth: 0 }),
    ]);
    const open = visibleRows(roots, new Set(['1', '10']));
    expect(open.map((row) => [row.node.key, row.expandable, row.expanded])).toEqual([
      ['1', true, true],
      ['10', false, false],
      ['11', false, false],
    ]);
  });

  it('should show only the given nodes when filtered, counting only those as siblings', () => {
    const roots = buildDeptTree([
      dept('1', ROOT, 0),
      dept('10', '1', 1),
      dept('11', '1', 1),
      dept('110', '11', 2),
    ]);
    const rows = visibleRows(roots, new Set(['1', '11']), new Set(['1', '11']));
    expect(rows.map((row) => [row.node.key, row.setSize, row.expandable])).toEqual([
      ['1', 1, true],
      ['11', 1, false],
    ]);
  });
});

describe('searchDeptTree', () => {
  it('should find nothing for a blank query', () => {
    const roots = buildDeptTree([dept('1', ROOT, 0)]);
    expect(searchDeptTree(roots, '')).toBeNull();
    expect(searchDeptTree(roots, '   ')).toBeNull();
  });

  it('should ignore case', () => {
    const roots = buildDeptTree([
      dept('1', ROOT, 0, 'Company'),
      dept('10', '1', 1, 'Sales East'),
      dept('11', '1', 1, 'sales west'),
      dept('12', '1', 1, 'QA'),
    ]);
    expect([...searchDeptTree(roots, 'SALES')!.matchIds]).toEqual(['10', '11']);
  });

  it('should find the names that contain the query and the ancestors that show them', () => {
    fc.assert(
      fc.property(
        companies,
        fc.constantFrom('sales', '部', 'S', 'qa', 'ฝ่าย', 'none'),
        (depts, query) => {
          const roots = buildDeptTree(depts);
          const found = searchDeptTree(roots, query)!;
          const nodes = walk(roots);
          const matches = nodes.filter(({ node }) =>
            node.title.toLowerCase().includes(query.toLowerCase()),
          );
          const ancestors = new Set(matches.flatMap(({ ancestors: path }) => path));
          expect(found.matchIds).toEqual(new Set(matches.map(({ node }) => node.key)));
          expect(found.expandIds).toEqual(ancestors);
          expect(found.visibleIds).toEqual(new Set([...found.matchIds, ...ancestors]));
          // Opening the ancestors shows every match.
          const shown = new Set(
            visibleRows(roots, found.expandIds, found.visibleIds).map((row) => row.node.key),
          );
          expect(shown).toEqual(found.visibleIds);
        },
      ),
    );
  });
});
