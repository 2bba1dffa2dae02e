import type { Linter } from 'eslint';

export const storageThroughHelper: Linter.Config;
