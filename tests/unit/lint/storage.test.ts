// @vitest-environment node
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { storageThroughHelper } from '../../../eslint/storage.js';

const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
    storageThroughHelper,
  ],
});

async function storageErrors(code: string, filePath = 'workbench/routes/example.ts') {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId?.startsWith('no-restricted'));
}

describe('the storage rule', () => {
  it.each([
    "sessionStorage.getItem('k');",
    "localStorage.setItem('k', 'v');",
    "window.sessionStorage.removeItem('k');",
    'const s = globalThis.localStorage;',
  ])('should fail %s outside shared/storage.ts', async (code) => {
    expect(await storageErrors(code)).toHaveLength(1);
  });

  it('should allow the helper itself, and code that uses it', async () => {
    expect(await storageErrors('const s = window.sessionStorage;', 'shared/storage.ts')).toEqual(
      [],
    );
    expect(await storageErrors("readStored('session', 'k');")).toEqual([]);
  });
});
