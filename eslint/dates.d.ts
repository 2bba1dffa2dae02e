import type { Linter, Rule } from 'eslint';

export const noDateFormattingRule: Rule.RuleModule;
export const datesThroughFormatter: Linter.Config;
