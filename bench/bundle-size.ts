/**
 * Initial JS of the workbench shell against the card floor (bench/floor: React, ReactDOM, Chakra
 * with the app's theme, Lingui, React Router's HashRouter, SWR and ofetch, one route and one
 * fetch; docs/decisions/0013-card-floor.md), both built here with the same Vite config in the same
 * run. Prints gzip sizes and the ratio; the target is at most 1.10.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const TARGET_RATIO = 1.1;
const projectRoot = resolve(import.meta.dirname, '..');

/** The JS a page loads before anything lazy: its entry script and the modules it preloads. */
function initialJs(outDir: string): { files: string[]; gzip: number; raw: number } {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((match) => match[1]!.replace(/^.*?assets\//, 'assets/'));
  let gzip = 0;
  let raw = 0;
  for (const file of new Set(files)) {
    const source = readFileSync(join(outDir, file));
    raw += source.length;
    gzip += gzipSync(source, { level: 9 }).length;
  }
  return { files: [...new Set(files)], gzip, raw };
}

async function buildApp(root: string, outDir: string) {
  await build({
    configFile: join(projectRoot, 'vite.config.ts'),
    root,
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  return initialJs(outDir);
}

const scratch = mkdtempSync(join(tmpdir(), 'wb-bundle-'));
const shell = await buildApp(projectRoot, join(scratch, 'shell'));
const floor = await buildApp(join(projectRoot, 'bench/floor'), join(scratch, 'floor'));
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ratio = shell.gzip / floor.gzip;

console.log('Initial JS, gzip level 9 (raw in brackets)');
console.log(`  workbench shell  ${kB(shell.gzip)}  (${kB(shell.raw)})  ${shell.files.join(', ')}`);
console.log(`  floor            ${kB(floor.gzip)}  (${kB(floor.raw)})  ${floor.files.join(', ')}`);
console.log(
  `  ratio            ${ratio.toFixed(3)}  target <= ${TARGET_RATIO}  ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'}`,
);

// Issue 3: the API client, the error catalogue (with its dialogs) and the data hooks may add at
// most 3 kB gzip beyond swr and the fetch client itself (ofetch, as the card names it). Both pages
// carry React, Chakra, Lingui and the toaster; one calls ofetch and swr directly, the other goes
// through the workbench's layers.
const CLIENT_BUDGET_BYTES = 3000;
const baseline = await buildApp(
  join(projectRoot, 'bench/client-size/baseline'),
  join(scratch, 'client-baseline'),
);
const withClient = await buildApp(
  join(projectRoot, 'bench/client-size/client'),
  join(scratch, 'client-layers'),
);
const clientCost = withClient.gzip - baseline.gzip;
console.log('API client beyond ofetch and swr, gzip level 9');
console.log(`  ofetch + swr directly   ${kB(baseline.gzip)}`);
console.log(`  through the client      ${kB(withClient.gzip)}`);
console.log(
  `  client adds             ${kB(clientCost)}  target <= ${kB(CLIENT_BUDGET_BYTES)}  ${clientCost <= CLIENT_BUDGET_BYTES ? 'met' : 'NOT met'}`,
);
