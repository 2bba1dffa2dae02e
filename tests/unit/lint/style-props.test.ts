// @vitest-environment node
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { noStyleEscapeHatch } from '../../../eslint/style-props.js';

const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.tsx'],
      languageOptions: {
        parser: tseslint.parser,
        parserOptions: { ecmaFeatures: { jsx: true } },
      },
    },
    noStyleEscapeHatch,
  ],
});

async function escapeHatchErrors(code: string) {
  const [result] = await eslint.lintText(code, { filePath: 'workbench/routes/example.tsx' });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax');
}

describe('the style escape-hatch rule', () => {
  it.each([
    ['<Box minW="[0]" />', 'a string prop'],
    ["<Box h={'[auto]'} />", 'an expression prop'],
    ["<Box w={{ base: 'full', md: '[320px]' }} />", 'a responsive value'],
    ["<Box css={{ height: '[auto]' }} />", 'the css prop'],
  ])('should fail %s (%s)', async (code) => {
    const errors = await escapeHatchErrors(`const x = ${code};`);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.severity).toBe(2);
  });

  it('should allow tokens, and brackets that are not a whole style value', async () => {
    expect(
      await escapeHatchErrors(
        'const x = <Box minW="none" h="auto" aria-label="[1] of 3" title={`[${n}]`} />;',
      ),
    ).toHaveLength(0);
  });
});
