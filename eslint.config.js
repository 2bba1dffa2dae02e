import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { datesThroughFormatter } from './eslint/dates.js';
import { noImportCycles } from './eslint/import-cycles.js';
import { layerBoundaries } from './eslint/layers.js';
import { maxLines } from './eslint/max-lines.js';
import { noStyleEscapeHatch } from './eslint/style-props.js';
import { storageThroughHelper } from './eslint/storage.js';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-*/',
      'storybook-static/',
      'public/mockServiceWorker.js',
      '.test-output/',
      'tests/visual/',
      'playwright-report/',
      'test-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  reactHooks.configs.flat.recommended,
  ...storybook.configs['flat/recommended'],
  ...layerBoundaries(import.meta.dirname),
  noImportCycles,
  maxLines,
  noStyleEscapeHatch,
  storageThroughHelper,
  datesThroughFormatter,
  {
    files: ['**/*.{js,cjs,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
