/**
 * The design-system boundary of DESIGN.md as a lint rule: components are pure and props-driven, so
 * design-system/ may not import data fetching (swr, ofetch), routing (react-router) or anything of
 * the workbench app. tests/unit/lint/design-system-boundary.test.ts proves the rule fires.
 */
/**
 * Chakra's Wrap calls defineStyle at module level: once a lazy page shares that module with the
 * theme, Rolldown keeps every one of Chakra's ~90 recipes in the app's entry chunk (+13 kB gzip,
 * measured by bench/route-chunks.ts). Flex with wrap="wrap" draws the same.
 */
const chakraWrap = {
  name: '@chakra-ui/react',
  importNames: ['Wrap', 'WrapItem'],
  message: 'Use <Flex wrap="wrap">: Wrap keeps all of Chakra\'s recipes in the entry chunk.',
};

export const designSystemBoundary = {
  name: 'workbench/design-system-boundary',
  files: ['design-system/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          chakraWrap,
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

/** The same bundle guard for the app's own code. */
export const workbenchBundleGuard = {
  name: 'workbench/bundle-guard',
  files: ['workbench/**/*.{ts,tsx}'],
  rules: { 'no-restricted-imports': ['error', { paths: [chakraWrap] }] },
};
