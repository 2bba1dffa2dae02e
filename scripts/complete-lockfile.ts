/**
 * The npm registry this project's machines reach lacks some other platforms' native binaries
 * (@swc/core-darwin-arm64, @unrs/resolver-binding-win32-x64-msvc, …: 404). `npm install` then
 * leaves them out of package-lock.json, and `npm ci` refuses the lock as out of sync. This script
 * adds each missing platform binding back as the lock entry a full registry would have given:
 * name, exact version, os, cpu and libc, optional. npm ci skips every entry whose os or cpu does
 * not match the machine, so a Linux x64 machine installs exactly what it did; a Mac fetches its own
 * binding by name and version. Run it after any `npm install` that changes the lock:
 *
 *   npm install <package> && npm run lock:complete
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './lib/run';

interface LockPackage {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

const OS = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPU = [
  'arm64',
  'x64',
  'arm',
  'ia32',
  'ppc64',
  's390x',
  'riscv64',
  'loong64',
  'mips64el',
  'wasm32',
];

/** os, cpu and libc from a binding's name: `…-linux-arm-musleabihf` → linux, arm, musl. */
export function platformOf(name: string): Pick<LockPackage, 'os' | 'cpu' | 'libc'> | undefined {
  const parts = name.split('/').at(-1)!.split('-');
  const osIndex = parts.findIndex((part) => OS.includes(part));
  const cpu = parts.find((part, index) => index > osIndex && CPU.includes(part));
  if (osIndex === -1 || !cpu) return undefined;
  const rest = parts.slice(osIndex + 1).join('-');
  const libc = /musl/.test(rest) ? ['musl'] : /gnu/.test(rest) ? ['glibc'] : undefined;
  return { os: [parts[osIndex]!], cpu: [cpu], ...(libc ? { libc } : {}) };
}

export function completeLock(packages: Record<string, LockPackage>): string[] {
  const added: string[] = [];
  for (const [path, entry] of Object.entries(packages)) {
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${path}/node_modules/${name}`;
      const hoisted = `node_modules/${name}`;
      if (packages[nested] || packages[hoisted]) continue;
      const platform = platformOf(name);
      if (!platform || !/^\d+\.\d+\.\d+/.test(range)) continue;
      packages[hoisted] = {
        version: range,
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
        ...platform,
      };
      added.push(`${name}@${range}`);
    }
  }
  return added;
}

if (process.argv[1]?.endsWith('complete-lockfile.ts')) {
  const file = join(projectRoot, 'package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, LockPackage> };
  const added = completeLock(lock.packages);
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
    ),
  );
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    added.length
      ? `Added ${added.length} platform bindings: ${added.join(', ')}`
      : 'The lock already lists every platform binding.',
  );
}
