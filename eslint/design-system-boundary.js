/**
 * The design-system boundary of DESIGN.md as a lint rule: components are pure and props-driven, so
 * design-system/ may not import data fetching (swr, ofetch), routing (react-router) or anything of
 * the workbench app. tests/unit/lint/design-system-boundary.test.ts proves the rule fires.
 */
export const designSystemBoundary = {
  name: 'workbench/design-system-boundary',
  files: ['design-system/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'swr',
            message: 'design-system is props-driven: data comes in from workbench/data.',
          },
          {
            name: 'ofetch',
            message: 'design-system makes no calls: the workbench passes callbacks in.',
          },
          {
            name: 'react-router',
            message: 'design-system does not route: the workbench passes hrefs and callbacks.',
          },
          {
            name: 'react-router-dom',
            message: 'design-system does not route: the workbench passes hrefs and callbacks.',
          },
        ],
        patterns: [
          {
            regex: '^swr/',
            message: 'design-system is props-driven: data comes in from workbench/data.',
          },
          { regex: '^ofetch/', message: 'design-system makes no calls.' },
          { regex: '^react-router(-dom)?/', message: 'design-system does not route.' },
          {
            regex: '(^|/)workbench(/|$)',
            message: 'design-system may not import the workbench app (DESIGN.md layers).',
          },
        ],
      },
    ],
  },
};
