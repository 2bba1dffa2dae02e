/**
 * `npm run test:e2e:merge`: after `npm run test:e2e -- --shard i/n` has run for every i (on one
 * machine or, in CI, on several whose .test-output/e2e-blob/ folders were gathered here), merges
 * the shards' blobs into what an unsharded run writes (playwright.config.ts's reporters): the
 * list, .test-output/e2e.json and the HTML report in .test-output/e2e-report.
 */
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_OUTPUT } from './lib/e2e-output';
import { bin, projectRoot, run } from './lib/run';
import { checkShards, shardOfName } from './lib/shards';

const blobRoot = join(projectRoot, `${E2E_OUTPUT}-blob`);

async function main(): Promise<number> {
  const folders = existsSync(blobRoot)
    ? readdirSync(blobRoot).filter((name) => shardOfName(name))
    : [];
  try {
    checkShards(folders.map((name) => shardOfName(name)!));
  } catch (error) {
    console.log(`e2e: ${(error as Error).message} (in ${E2E_OUTPUT}-blob)`);
    console.log('e2e: 0 passed, 1 failed');
    return 1;
  }
  // merge-reports reads the zips of one folder; each shard wrote to its own.
  const flat = mkdtempSync(join(tmpdir(), 'e2e-blobs-'));
  try {
    for (const folder of folders)
      for (const zip of readdirSync(join(blobRoot, folder)).filter((f) => f.endsWith('.zip')))
        copyFileSync(join(blobRoot, folder, zip), join(flat, `${folder}-${zip}`));
    return await run(bin('playwright'), [
      'merge-reports',
      '--config',
      'playwright.config.ts',
      flat,
    ]);
  } finally {
    rmSync(flat, { recursive: true, force: true });
  }
}

process.exitCode = await main();
