// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, describe, expect, it } from 'vitest';
import { noImportCycles } from '../../../eslint/import-cycles.js';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** Writes the modules in a folder of their own and lints them with the cycle rule alone. */
async function cycleErrors(modules: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  roots.push(root);
  for (const [name, code] of Object.entries(modules)) writeFileSync(join(root, name), code);
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
      noImportCycles,
    ],
  });
  const results = await eslint.lintFiles(Object.keys(modules));
  return results.flatMap(({ filePath, messages }) =>
    messages.map(({ ruleId, message }) => ({
      file: filePath.slice(root.length + 1),
      ruleId,
      route: /^Import cycle: (.*?)\. /.exec(message)?.[1],
    })),
  );
}

describe('the import cycle rule', () => {
  it('should fail two modules that import each other only for types', async () => {
    const errors = await cycleErrors({
      'a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
      'b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
    });
    expect(errors).toEqual([
      {
        file: 'a.ts',
        ruleId: 'workbench/no-import-cycles',
        route: 'a.ts → b.ts → a.ts',
      },
      {
        file: 'b.ts',
        ruleId: 'workbench/no-import-cycles',
        route: 'b.ts → a.ts → b.ts',
      },
    ]);
  });

  it('should fail a longer cycle, through a re-export and a type-only specifier', async () => {
    const errors = await cycleErrors({
      'a.ts': "import { b } from './b';\nexport const a = b;\n",
      'b.ts': "export { c as b } from './c';\n",
      'c.ts': "import { type A } from './a';\nexport const c = 1;\nexport type C = A;\n",
    });
    expect(errors.map(({ file }) => file)).toEqual(['a.ts', 'b.ts', 'c.ts']);
    expect(errors[0]?.route).toBe('a.ts → b.ts → c.ts → a.ts');
  });

  it('should count a dynamic import as an edge', async () => {
    const errors = await cycleErrors({
      'routes.ts': "export const page = () => import('./page');\n",
      'page.ts': "import { page } from './routes';\nexport default page;\n",
    });
    expect(errors).toHaveLength(2);
  });

  it('should pass imports that lead on without coming back', async () => {
    const errors = await cycleErrors({
      'a.ts':
        "import type { B } from './b';\nimport { c } from './c';\nexport type A = B;\nexport const a = c;\n",
      'b.ts': "import { c } from './c';\nexport type B = typeof c;\n",
      'c.ts': "import { useState } from 'react';\nexport const c = useState;\n",
    });
    expect(errors).toEqual([]);
  });
});
