/**
 * No import cycles among the project's modules, type imports included: a cycle of types is still
 * two modules that cannot be understood, moved or split apart one without the other.
 * import-x/no-cycle skips every `import type` by design (no option turns that off), so this rule
 * walks the graph itself: the linted file's imports come from its syntax tree, every other
 * module's from TypeScript's import scanner (ts.preProcessFile: static, type, re-export and
 * dynamic imports alike), each relative one resolved as tsconfig's Bundler resolution does.
 * Packages are not followed. tests/unit/lint/import-cycles.test.ts proves the rule fires.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const COMPILER_OPTIONS = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  allowJs: true,
  jsx: ts.JsxEmit.ReactJSX,
  noEmit: true,
};

/** `${directory}\0${specifier}` → a project module's path, or null (a package, or nothing). */
const resolutions = new Map();

function resolveImport(specifier, fromFile) {
  // tsconfig maps no paths: a bare specifier names a package, which the walk does not follow.
  if (!specifier.startsWith('.') && !path.isAbsolute(specifier)) return null;
  const key = `${path.dirname(fromFile)}\0${specifier}`;
  let resolved = resolutions.get(key);
  if (resolved === undefined) {
    const { resolvedModule } = ts.resolveModuleName(specifier, fromFile, COMPILER_OPTIONS, ts.sys);
    resolved =
      resolvedModule && !resolvedModule.isExternalLibraryImport
        ? path.resolve(resolvedModule.resolvedFileName)
        : null;
    // A failed lookup is not kept: the module may be created while an editor's ESLint runs on.
    if (resolved !== null) resolutions.set(key, resolved);
  }
  return resolved;
}

/** A module read from disk: its resolved imports, kept while its mtime and size hold. */
const modules = new Map();
/** A run lints hundreds of files over one graph: stat each module at most once a second. */
const RECHECK_MS = 1000;

function importsOf(file) {
  const now = Date.now();
  const known = modules.get(file);
  if (known && now - known.checkedAt < RECHECK_MS) return known.imports;
  let stat;
  try {
    stat = statSync(file);
  } catch {
    modules.delete(file);
    return [];
  }
  if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) {
    known.checkedAt = now;
    return known.imports;
  }
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = [
    ...new Set(
      importedFiles
        .map(({ fileName }) => resolveImport(fileName, file))
        .filter((to) => to !== null),
    ),
  ];
  modules.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, checkedAt: now, imports });
  return imports;
}

/** The import specifiers of the linted file, with the node each one is reported on. */
function sourceOf(node) {
  switch (node.type) {
    case 'ImportDeclaration':
    case 'ExportAllDeclaration':
    case 'ExportNamedDeclaration':
    case 'ImportExpression':
      return node.source;
    case 'TSImportType':
      return node.argument.type === 'TSLiteralType' ? node.argument.literal : node.argument;
    case 'TSExternalModuleReference':
      return node.expression;
    case 'CallExpression':
      return node.callee.type === 'Identifier' && node.callee.name === 'require'
        ? node.arguments[0]
        : null;
    default:
      return null;
  }
}

/** Breadth-first from `start` to `goal`, stepping only on modules in `within`: the path, or null. */
function pathBetween(start, goal, within) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  for (let index = 0; index < queue.length; index += 1) {
    const at = queue[index];
    for (const next of importsOf(at)) {
      if (next === goal) {
        const route = [goal];
        for (let step = at; step !== null; step = previous.get(step)) route.unshift(step);
        return route;
      }
      if (within.has(next) && !previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

/**
 * The modules among those reachable from `starts` that lead back to `file`: a forward walk finds
 * what `starts` reach, a backward walk over those edges finds which of them reach `file`.
 */
function modulesLeadingTo(file, starts) {
  const importers = new Map();
  const seen = new Set(starts);
  const queue = [...starts];
  for (let index = 0; index < queue.length; index += 1) {
    const at = queue[index];
    if (at === file) continue;
    for (const next of importsOf(at)) {
      if (!importers.has(next)) importers.set(next, []);
      importers.get(next).push(at);
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  const leading = new Set();
  const back = [file];
  for (let index = 0; index < back.length; index += 1) {
    for (const importer of importers.get(back[index]) ?? []) {
      if (!leading.has(importer) && importer !== file) {
        leading.add(importer);
        back.push(importer);
      }
    }
  }
  return leading;
}

export const noImportCyclesRule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Forbid import cycles among the project’s modules, type imports included.',
    },
    schema: [],
    messages: {
      cycle:
        'Import cycle: {{route}}. Move what both sides need into a module of its own, or down a layer.',
    },
  },
  create(context) {
    if (!path.isAbsolute(context.physicalFilename)) return {};
    const file = path.resolve(context.physicalFilename);
    const edges = [];
    const collect = (node) => {
      const source = sourceOf(node);
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const to = resolveImport(source.value, file);
      if (to !== null && to !== file) edges.push({ node: source, to });
    };
    const relative = (module) => path.relative(context.cwd, module);
    return {
      ImportDeclaration: collect,
      ExportAllDeclaration: collect,
      ExportNamedDeclaration: collect,
      ImportExpression: collect,
      TSImportType: collect,
      TSExternalModuleReference: collect,
      CallExpression: collect,
      'Program:exit'() {
        if (edges.length === 0) return;
        const leading = modulesLeadingTo(file, [...new Set(edges.map(({ to }) => to))]);
        for (const { node, to } of edges) {
          if (!leading.has(to)) continue;
          const route = [file, ...pathBetween(to, file, leading)].map(relative).join(' → ');
          context.report({ node, messageId: 'cycle', data: { route } });
        }
      },
    };
  },
};

/** The rule as a config block over every source file of the project. */
export const noImportCycles = {
  name: 'workbench/no-import-cycles',
  files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
  plugins: { workbench: { rules: { 'no-import-cycles': noImportCyclesRule } } },
  rules: { 'workbench/no-import-cycles': 'error' },
};
