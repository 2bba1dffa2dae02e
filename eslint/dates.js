/**
 * Dates are written only by design-system/utils/format-date.ts: one language, one date format,
 * one calendar (issue 17 saw four formats, and Thai years in two eras side by side). Anything else
 * that formats a date with Intl, toLocale*String or Lingui's i18n.date is reported.
 * tests/unit/lint/dates.test.ts proves the rule fires.
 */
const message =
  'Show dates through design-system/utils/format-date.ts (useDateFormat, formatDate, formatDateTime).';

const LOCALE_METHODS = new Set(['toLocaleDateString', 'toLocaleTimeString', 'toLocaleString']);

function propertyName(node) {
  if (node.type !== 'MemberExpression') return undefined;
  if (!node.computed && node.property.type === 'Identifier') return node.property.name;
  return node.property.type === 'Literal' ? String(node.property.value) : undefined;
}

function isIntlDateTimeFormat(node) {
  return (
    node.type === 'MemberExpression' &&
    node.object.type === 'Identifier' &&
    node.object.name === 'Intl' &&
    propertyName(node) === 'DateTimeFormat'
  );
}

export const noDateFormattingRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Dates are formatted only by design-system/utils/format-date.ts.' },
    schema: [],
  },
  create(context) {
    return {
      MemberExpression(node) {
        const name = propertyName(node);
        const lingui =
          name === 'date' && node.object.type === 'Identifier' && node.object.name === 'i18n';
        if (isIntlDateTimeFormat(node) || LOCALE_METHODS.has(name) || lingui) {
          context.report({ node, message });
        }
      },
    };
  },
};

export const datesThroughFormatter = {
  name: 'workbench/dates-through-formatter',
  files: ['shared/**/*.{ts,tsx}', 'design-system/**/*.{ts,tsx}', 'workbench/**/*.{ts,tsx}'],
  // time-zone.ts reads the reader's time zone (a cookie at start-up), formatting nothing.
  ignores: ['design-system/utils/format-date.ts', 'design-system/i18n/time-zone.ts'],
  plugins: { 'workbench-dates': { rules: { 'no-date-formatting': noDateFormattingRule } } },
  rules: { 'workbench-dates/no-date-formatting': 'error' },
};
