import type { Linter } from 'eslint';

export function layerBoundaries(root: string): Linter.Config[];
