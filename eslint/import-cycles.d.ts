import type { Linter, Rule } from 'eslint';

export const noImportCyclesRule: Rule.RuleModule;
export const noImportCycles: Linter.Config;
