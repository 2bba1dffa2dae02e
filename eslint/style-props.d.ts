import type { Linter } from 'eslint';

export const noStyleEscapeHatch: Linter.Config;
