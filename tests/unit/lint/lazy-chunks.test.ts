// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The one module that may call React.lazy: every other lazy part goes through it. */
const LAZY_MODULE = 'design-system/utils/lazy-named.tsx';
const ROOTS = ['design-system', 'workbench', 'stories'];

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** React's own lazy, imported by name or called through the namespace. */
const REACT_LAZY = /import\s*\{[^}]*\blazy\b[^}]*\}\s*from\s*'react'|\bReact\.lazy\s*\(/;

describe('lazy chunks', () => {
  it('should load every lazy part through lazyNamed, lazyDialog or lazyPage, so each loads again after a failure', () => {
    const offenders = ROOTS.flatMap(sources).filter(
      (file) => file !== LAZY_MODULE && REACT_LAZY.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('should find React.lazy where it is used', () => {
    expect(REACT_LAZY.test(readFileSync(LAZY_MODULE, 'utf8'))).toBe(true);
  });
});
