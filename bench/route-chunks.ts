/**
 * Route chunks (issue 7). Builds the workbench with Vite's manifest and prints, gzip level 9:
 * - for every page of the route table, its own chunk and what navigating to it downloads beyond
 *   what a signed-in person already has (the initial JS and the signed-in frame); target: each
 *   under 30 kB;
 * - the shell (the initial JS, and the signed-in shell: initial JS plus the header's session
 *   controls and the navigation frame) against the commit before issue 7, built the same way in
 *   the same run from `git archive`; target: growth at most 5 kB. `--base <commit>` measures the
 *   shell's growth since another commit instead (issue 17's note: `--base 037bf2f`).
 */
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The last commit before issue 7's work, unless --base names another. */
const baseFlag = process.argv.indexOf('--base');
const BASE_COMMIT = baseFlag > 0 ? (process.argv[baseFlag + 1] ?? '8ae8017') : '8ae8017';
const ROUTE_CHUNK_BUDGET = 30_000;
const SHELL_GROWTH_BUDGET = 5_000;
const projectRoot = resolve(import.meta.dirname, '..');

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Built {
  root: string;
  outDir: string;
  manifest: Manifest;
  /** Each chunk's file and the source modules it holds (absolute ids). */
  modules: Record<string, string[]>;
  initial: Set<string>;
}

/**
 * Builds the tree at `root` from its own folder in a process of its own: Lingui's plugin reads its
 * config from the working directory. The build runs through a config of the bench's that adds one
 * plugin to the tree's own: it writes which modules each chunk holds, because Vite's manifest has
 * no entry for a page that a chunk group took in (the sign-in page is in the `sign-in` group).
 */
function buildAt(root: string, outDir: string): Built {
  // Under node_modules, so that the config's own imports resolve as the tree's do.
  const config = join(
    root,
    'node_modules/.cache/bench-route-chunks',
    `${basename(outDir)}.config.ts`,
  );
  mkdirSync(dirname(config), { recursive: true });
  writeFileSync(
    config,
    `import { mergeConfig } from 'vite';
import own from ${JSON.stringify(join(root, 'vite.config.ts'))};
export default mergeConfig(own, {
  plugins: [{
    name: 'bench-module-map',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      this.emitFile({
        type: 'asset',
        fileName: '.vite/modules.json',
        source: JSON.stringify(Object.fromEntries(chunks.map((chunk) => [chunk.fileName, Object.keys(chunk.modules)]))),
      });
    },
  }],
});
`,
  );
  execSync(
    `npx vite build --config ${config} --logLevel error --outDir ${outDir} --emptyOutDir --manifest`,
    { cwd: root, stdio: 'inherit' },
  );
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const modules = JSON.parse(readFileSync(join(outDir, '.vite/modules.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const initial = new Set(
    [
      ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
      ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
    ].map((match) => match[1]!.replace(/^.*?assets\//, 'assets/')),
  );
  return { root, outDir, manifest, modules, initial };
}

/** The files a module's chunk needs before it runs: itself and its static imports, deep. */
function closure(built: Built, key: string): Set<string> {
  const files = new Set<string>();
  const visit = (entry: string) => {
    const chunk = built.manifest[entry];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

const gzipCache = new Map<string, number>();
function gzipOf(built: Built, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) {
    const path = join(built.outDir, file);
    if (!gzipCache.has(path))
      gzipCache.set(path, gzipSync(readFileSync(path), { level: 9 }).length);
    total += gzipCache.get(path)!;
  }
  return total;
}

/** The manifest key of the chunk that holds a source module (its own, or a group's). */
function keyOf(built: Built, sourcePath: string): string {
  const id = join(built.root, sourcePath);
  const file = Object.keys(built.modules).find((chunk) => built.modules[chunk]!.includes(id));
  const key = Object.keys(built.manifest).find(
    (candidate) => built.manifest[candidate]!.file === file,
  );
  if (!key) throw new Error(`${sourcePath} is not in a chunk of the build`);
  return key;
}

/** The initial JS plus the closures of the chunks every signed-in page shows around it. */
function signedInShell(built: Built, frameSources: string[]): Set<string> {
  const files = new Set(built.initial);
  for (const source of frameSources)
    for (const file of closure(built, keyOf(built, source))) files.add(file);
  return files;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const scratch = mkdtempSync(join(tmpdir(), 'wb-routes-'));

const head = buildAt(projectRoot, join(scratch, 'head'));
const headFrame = [
  'workbench/routes/layout/header-session-controls.tsx',
  'workbench/routes/layout/workbench-layout.tsx',
];
const headShell = signedInShell(head, headFrame);

const { pageRoutes } = await import('../workbench/routes/route-table');
const pageSources = [
  ...new Set(
    Object.values(head.modules)
      .flat()
      .map((id) => relative(projectRoot, id))
      .filter((source) => /^workbench\/routes\/.*-page\.tsx$/.test(source)),
  ),
];

console.log(`Route chunks, gzip level 9 (${pageRoutes.length} routes in the table)`);
console.log('  page                                                     own   on navigation');
let over = 0;
for (const source of pageSources.sort()) {
  const key = keyOf(head, source);
  const own = gzipOf(head, [head.manifest[key]!.file]);
  const downloaded = [...closure(head, key)].filter((file) => !headShell.has(file));
  const onNavigation = gzipOf(head, downloaded);
  if (onNavigation > ROUTE_CHUNK_BUDGET) over += 1;
  console.log(
    `  ${source.replace('workbench/routes/', '').padEnd(52)} ${kB(own).padStart(8)}  ${kB(onNavigation).padStart(8)}`,
  );
}
console.log(
  `  every route under ${kB(ROUTE_CHUNK_BUDGET)} on navigation: ${over === 0 ? 'met' : `NOT met (${over} over)`}`,
);

// The commit before issue 7, from git's objects, with this checkout's node_modules.
const baseRoot = join(scratch, 'base-src');
mkdirSync(baseRoot);
execSync(`git archive ${BASE_COMMIT} | tar -x -C ${baseRoot}`, { cwd: projectRoot });
symlinkSync(join(projectRoot, 'node_modules'), join(baseRoot, 'node_modules'));
const base = buildAt(baseRoot, join(scratch, 'base'));
// Before issue 7 the account menu was the frame; a later base has the head's frame files.
const baseShell = signedInShell(
  base,
  baseFlag > 0 ? headFrame : ['workbench/routes/layout/header-account-menu.tsx'],
);

const rows: [string, number, number][] = [
  ['initial JS', gzipOf(base, base.initial), gzipOf(head, head.initial)],
  ['signed-in shell', gzipOf(base, baseShell), gzipOf(head, headShell)],
];
console.log(
  `Shell against ${BASE_COMMIT} (${baseFlag > 0 ? 'given with --base' : 'before issue 7'}), gzip level 9`,
);
for (const [name, before, after] of rows) {
  const growth = after - before;
  console.log(
    `  ${name.padEnd(16)} ${kB(before)} -> ${kB(after)}  growth ${kB(growth)}  target <= ${kB(SHELL_GROWTH_BUDGET)}  ${growth <= SHELL_GROWTH_BUDGET ? 'met' : 'NOT met'}`,
  );
}
