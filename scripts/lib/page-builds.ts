import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'vite';
import { projectRoot } from './run';

/** A page built with the workbench's Vite config: where it came from and where it went. */
export interface BuiltPage {
  name: string;
  outDir: string;
}

/** Every benchmark page: each folder under bench/ with an index.html (bench/floor, …). */
export function benchPageRoots(): string[] {
  const roots: string[] = [];
  const visit = (dir: string) => {
    if (existsSync(join(dir, 'index.html'))) roots.push(dir);
    for (const entry of readdirSync(dir, { withFileTypes: true }))
      if (entry.isDirectory()) visit(join(dir, entry.name));
  };
  visit(join(projectRoot, 'bench'));
  return roots.sort();
}

/**
 * Builds the page at `root` as its benchmark does, with relative asset paths, so one server can
 * serve it under any prefix.
 */
export async function buildPage(root: string, outDir: string): Promise<BuiltPage> {
  await build({
    configFile: join(projectRoot, 'vite.config.ts'),
    root,
    base: './',
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  return { name: relative(projectRoot, root), outDir };
}

// Rolldown's output imports a chunk as `import{a as b}from"./x.js"`, `import"./x.js"` or
// `export{…}from"./x.js"`; `import("./x.js")` is a dynamic import and cannot make a cycle.
const STATIC_IMPORT =
  /(?:import|export)\s*(?:\{[^}]*\}|\*\s*as\s*[\w$]+|[\w$]+)?\s*(?:from)?\s*"\.\/([^"]+\.js)"/g;

/**
 * The chunks of a build that import each other, directly or around a loop: which of them runs
 * first then depends on which a page asks for first, and one can read the other's bindings before
 * they are set ("x is not a function"). Each cycle is listed once, as its chunks' file names.
 */
export function chunkCycles(outDir: string): string[][] {
  const assets = join(outDir, 'assets');
  const imports = new Map<string, string[]>();
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const source = readFileSync(join(assets, file), 'utf8');
    imports.set(
      file,
      [...source.matchAll(STATIC_IMPORT)].map((match) => match[1]!),
    );
  }
  // Tarjan's strongly connected components: any with two chunks or more is a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of imports.get(file) ?? []) {
      if (!imports.has(next)) continue;
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const file of imports.keys()) if (!index.has(file)) connect(file);
  return cycles;
}
