// @vitest-environment node
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { datesThroughFormatter } from '../../../eslint/dates.js';

const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
    datesThroughFormatter,
  ],
});

async function dateErrors(code: string, filePath = 'design-system/components/example.tsx') {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter(
    ({ ruleId }) => ruleId === 'workbench-dates/no-date-formatting',
  );
}

describe('the dates rule', () => {
  it.each([
    "new Intl.DateTimeFormat('zh-CN').format(0);",
    'Intl.DateTimeFormat().resolvedOptions();',
    "new Date().toLocaleDateString('th-TH');",
    'new Date().toLocaleTimeString();',
    'const text = time.toLocaleString();',
    "const text = date['toLocaleDateString']();",
    "i18n.date(new Date(), { dateStyle: 'medium' });",
  ])('should fail %s outside the formatter', async (code) => {
    expect(await dateErrors(code)).toHaveLength(1);
  });

  it('should allow the formatter itself, and code that uses it', async () => {
    expect(
      await dateErrors("new Intl.DateTimeFormat('zh-CN');", 'design-system/utils/format-date.ts'),
    ).toEqual([]);
    expect(
      await dateErrors(
        'Intl.DateTimeFormat().resolvedOptions().timeZone;',
        'design-system/i18n/time-zone.ts',
      ),
    ).toEqual([]);
    expect(await dateErrors('const text = format.dateTime(row.time);')).toEqual([]);
    expect(await dateErrors("new Intl.NumberFormat('zh-CN').format(1);")).toEqual([]);
  });
});
