/**
 * Chakra types the strict-tokens escape hatch (`h="[auto]"`) but its runtime never emits it: the
 * declaration is dropped without a word (chakra-ui/chakra-ui#10022, still so in 3.37). A value the
 * tokens lack gets a token in design-system/theme/tokens.ts instead.
 * tests/unit/lint/style-props.test.ts proves the rule fires.
 */
const ESCAPE_HATCH = '/^\\[.*\\]$/';
const message =
  'Chakra drops an escape-hatch value ("[…]") at runtime (chakra-ui#10022): add a token in design-system/theme/tokens.ts.';

export const noStyleEscapeHatch = {
  name: 'workbench/no-style-escape-hatch',
  files: ['**/*.tsx'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: `JSXAttribute > Literal[value=${ESCAPE_HATCH}]`, message },
      { selector: `JSXAttribute > JSXExpressionContainer Literal[value=${ESCAPE_HATCH}]`, message },
    ],
  },
};
