// @vitest-environment node
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { MAX_LINES, maxLines } from '../../../eslint/max-lines.js';

const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
    maxLines,
  ],
});

/** A module of `count` lines, each ended by a newline: code, blank lines and comments in turn. */
function moduleOf(count: number) {
  const kinds = (line: number) => [`export const x${line} = ${line};`, '', `// note ${line}`];
  return `${Array.from({ length: count }, (_, line) => kinds(line)[line % 3]).join('\n')}\n`;
}

async function maxLinesErrors(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter(({ ruleId }) => ruleId === 'max-lines');
}

describe('the file length rule', () => {
  it.each(['workbench/routes/example.tsx', 'tests/unit/example.test.ts', 'eslint/example.js'])(
    'should fail a source file one line over the limit (%s)',
    async (filePath) => {
      const errors = await maxLinesErrors(moduleOf(MAX_LINES + 1), filePath);
      expect(errors).toHaveLength(1);
      expect(errors[0]?.severity).toBe(2);
    },
  );

  it('should pass a file of exactly the limit, blank lines and comments included', async () => {
    expect(MAX_LINES).toBe(400);
    expect(await maxLinesErrors(moduleOf(MAX_LINES), 'design-system/example.tsx')).toEqual([]);
  });
});
