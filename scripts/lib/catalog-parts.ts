import { existsSync, statSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import type { Plugin } from 'vite';
import { SOURCE_LOCALE } from '../../design-system/i18n/locales';

/**
 * The catalogue in two parts, so the sign-in page does not carry the messages of every page
 * behind it (design-system/i18n/catalog.ts):
 * - `first`: every message a module reachable from the entry without a session may show: the
 *   shell, the sign-in page, the login pops, their dialogs, the error catalogue;
 * - `rest`: the others, loaded with the chunks of the pages behind a session.
 * What a page behind a session is comes from the route table: a chunk made by
 * `signedInChunk(() => import('…'))` waits for the rest of the catalogue, so the scan stops there.
 * Any other import, static or dynamic, is followed; a message with one origin in the reach is in
 * the first part.
 */

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*'([^']+)'\s*\)/g;
const SIGNED_IN_CHUNK = /\bsignedInChunk\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;
const MODULE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveModule(importer: string, specifier: string): string | undefined {
  // Packages hold no messages of ours.
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(importer), specifier);
  return MODULE_SUFFIXES.map((suffix) => base + suffix).find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
}

/** The source files a page without a session may run, from `entry`: absolute paths. */
export function modulesWithoutSession(entry: string): Set<string> {
  const reached = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    const source = readFileSync(file, 'utf8');
    const behindSession = new Set([...source.matchAll(SIGNED_IN_CHUNK)].map((match) => match[1]));
    for (const [, specifier] of [
      ...source.matchAll(STATIC_IMPORT),
      ...source.matchAll(DYNAMIC_IMPORT),
    ]) {
      if (behindSession.has(specifier)) continue;
      const next = resolveModule(file, specifier!);
      if (next) queue.push(next);
    }
  }
  return reached;
}

/** The ids of the messages with an origin among `modules` (paths relative to `rootDir`). */
export function idsFromOrigins(
  origins: Record<string, readonly string[]>,
  modules: ReadonlySet<string>,
): Set<string> {
  return new Set(
    Object.entries(origins)
      .filter(([, files]) => files.some((file) => modules.has(file)))
      .map(([id]) => id),
  );
}

export type CatalogPart = 'first' | 'rest';
const PART_REQUEST = /\.po\?part=(first|rest)$/;

/**
 * Compiles `messages.po?part=first|rest`. A build splits the catalogue; the dev server, Vitest and
 * Storybook's dev server serve the whole of it as the first part, since their module graph changes
 * while they run.
 */
export function catalogPartsPlugin(entry: string): Plugin {
  let split = false;
  let firstIds: Promise<Set<string>> | undefined;
  const config = getConfig();
  const rootDir = resolve(config.rootDir ?? '.');
  return {
    name: 'workbench-catalog-parts',
    enforce: 'pre',
    configResolved(resolved) {
      split = resolved.command === 'build';
    },
    async transform(_source, id) {
      const part = PART_REQUEST.exec(id)?.[1] as CatalogPart | undefined;
      if (!part) return undefined;
      const path = relative(rootDir, id.split('?')[0]!);
      const found = getCatalogForFile(path, await getCatalogs(config));
      if (!found) throw new Error(`${path} is none of lingui.config's catalogues`);
      const { locale, catalog } = found;
      this.addWatchFile(id.split('?')[0]!);
      const { messages } = await catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales || {},
        sourceLocale: SOURCE_LOCALE,
      });
      let wanted: (messageId: string) => boolean = () => part === 'first';
      if (split) {
        firstIds ??= catalog.read(SOURCE_LOCALE).then((source) => {
          const origins = Object.fromEntries(
            Object.entries(source ?? {}).map(([messageId, message]) => [
              messageId,
              (message.origin ?? []).map(([file]) => file),
            ]),
          );
          const modules = new Set(
            [...modulesWithoutSession(resolve(rootDir, entry))].map((file) =>
              relative(rootDir, file),
            ),
          );
          return idsFromOrigins(origins, modules);
        });
        const ids = await firstIds;
        wanted = (messageId) => ids.has(messageId) === (part === 'first');
      }
      const { source: code } = createCompiledCatalog(
        locale,
        Object.fromEntries(Object.entries(messages).filter(([messageId]) => wanted(messageId))),
        { namespace: 'es', pseudoLocale: config.pseudoLocale },
      );
      return { code, map: null, moduleType: 'js' };
    },
  };
}
