import type { Linter } from 'eslint';

export const designSystemBoundary: Linter.Config;
