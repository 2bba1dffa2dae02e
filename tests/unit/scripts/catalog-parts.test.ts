import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { idsFromOrigins, modulesWithoutSession } from '../../../scripts/lib/catalog-parts';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'catalog-parts-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

const reachedIn = (root: string, entry = 'main.tsx') =>
  [...modulesWithoutSession(join(root, entry))].map((file) => relative(root, file)).sort();

describe('modulesWithoutSession', () => {
  it('follows static, side-effect, re-exported and dynamic imports, and stops at signedInChunk', () => {
    const root = tree({
      'main.tsx': [
        "import { a } from './a';",
        "import './styles/side-effect';",
        "import {\n  type Only,\n  b,\n} from './b';",
        "import type { T } from './types-only';",
        "import { lazy } from 'react';",
        "const Page = lazy(() => import('./pages/public-page'));",
        "const Behind = signedInChunk(() => import('./pages/signed-in-page'));",
        "const Wrapped = signedInChunk(\n  () => import('./pages/wrapped-page'),\n);",
      ].join('\n'),
      'a.ts': "export * from './lib';",
      'lib/index.ts': 'export const a = 1;',
      'styles/side-effect.ts': '',
      'b.tsx': 'export const b = 1;',
      'types-only.ts': "import { x } from './never';",
      'never.ts': '',
      'pages/public-page.tsx': "import { shared } from '../shared';",
      'pages/signed-in-page.tsx':
        "import { shared } from '../shared';\nimport { deep } from '../deep';",
      'pages/wrapped-page.tsx': '',
      'shared.ts': '',
      'deep.ts': '',
    });
    expect(reachedIn(root)).toEqual([
      'a.ts',
      'b.tsx',
      'lib/index.ts',
      'main.tsx',
      'pages/public-page.tsx',
      'shared.ts',
      'styles/side-effect.ts',
    ]);
  });

  it('reaches what the sign-in page and the login pops run, and none of the pages behind a session', () => {
    const root = resolve(import.meta.dirname, '../../..');
    const reached = new Set(reachedIn(root, 'workbench/main.tsx'));
    for (const file of [
      'workbench/routes/sign-in/sign-in-page.tsx',
      'workbench/routes/logpop/two-factor-page.tsx',
      'workbench/routes/layout/root-layout.tsx',
      'workbench/api/errors/catalogue.ts',
      'design-system/components/sign-in-panel/sign-in-panel.tsx',
      'design-system/components/image-captcha-overlay/image-captcha-overlay.tsx',
    ])
      expect(reached, file).toContain(file);
    for (const file of [
      'workbench/routes/departments/departments-page.tsx',
      'workbench/routes/account-setting/account-setting-page.tsx',
      'workbench/routes/layout/workbench-layout.tsx',
      'workbench/routes/layout/header-session-controls.tsx',
      'design-system/components/member-table/member-table.tsx',
    ])
      expect(reached, file).not.toContain(file);
  });
});

describe('idsFromOrigins', () => {
  it('keeps a message with any origin among the modules', () => {
    const origins = {
      'signIn.submit': ['workbench/routes/sign-in/sign-in-page.tsx'],
      'common.cancel': ['design-system/a.tsx', 'workbench/routes/departments/x.tsx'],
      'dept.add': ['workbench/routes/departments/x.tsx'],
      'obsolete.none': [],
    };
    const modules = new Set(['workbench/routes/sign-in/sign-in-page.tsx', 'design-system/a.tsx']);
    expect([...idsFromOrigins(origins, modules)].sort()).toEqual([
      'common.cancel',
      'signIn.submit',
    ]);
  });
});
