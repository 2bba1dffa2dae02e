import type { Linter } from 'eslint';

export const MAX_LINES: number;
export const maxLines: Linter.Config;
