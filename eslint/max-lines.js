/**
 * No source file over 400 lines, counted as a file's lines (blank lines and comments too): a
 * module that long holds more than one idea, and is split by part. Issue 16 sets the number.
 * tests/unit/lint/max-lines.test.ts proves the rule fires.
 */
export const MAX_LINES = 400;

export const maxLines = {
  name: 'workbench/max-lines',
  files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
  rules: {
    'max-lines': ['error', { max: MAX_LINES, skipBlankLines: false, skipComments: false }],
  },
};
