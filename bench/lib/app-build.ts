import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { build, preview, type PreviewServer } from 'vite';
import { MAX_MEMBERS } from '../../workbench/sandbox';

const projectRoot = resolve(import.meta.dirname, '../..');
const configFile = join(projectRoot, 'vite.config.ts');

/** Builds the workbench with its own Vite config into a fresh temporary folder, and names it. */
export async function buildApp(name: string): Promise<string> {
  const outDir = join(mkdtempSync(join(tmpdir(), `wb-${name}-`)), 'app');
  await build({
    configFile,
    root: projectRoot,
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

/**
 * Serves a build with `vite preview` on 127.0.0.1:port, the sandbox seeded with MAX_MEMBERS
 * members in corp 1001 and its control endpoints on (the benches sign in through them).
 */
export async function previewWithMembers(outDir: string, port: number): Promise<PreviewServer> {
  // Read by the sandbox when the preview server mounts it.
  process.env.SANDBOX_MEMBERS = String(MAX_MEMBERS);
  process.env.SANDBOX_CONTROL = '1';
  return preview({
    configFile,
    root: projectRoot,
    logLevel: 'error',
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1' },
  });
}

/** The middle value of a bench's runs (the upper of the two middles for an even count). */
export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * A fresh context of the browser, zh-CN in Shanghai's time zone, signed in to the sandbox as u0001
 * (the company previewWithMembers seeds) and on the departments page. The caller closes it.
 */
export async function departmentsSignedIn(
  browser: Browser,
  origin: string,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const page = await context.newPage();
  const signedIn = await page.request.post(`${origin}/workbench/api/__sandbox/session`, {
    data: { userId: 'u0001' },
  });
  if (!signedIn.ok()) throw new Error(`sign-in failed: ${signedIn.status()}`);
  await page.goto(`${origin}/workbench/web/index.html#/departments`);
  return { context, page };
}
