/**
 * The layers of DESIGN.md ("The layers, and who may import whom") as lint rules, one block per
 * layer. Two rules share the work:
 * - import-x/no-restricted-paths checks the project's own modules by the file an import resolves
 *   to, so a relative path, a re-export, a dynamic import() and an `import type` are all caught;
 * - no-restricted-imports checks packages by name against the layer's list.
 * stories/, tests/, bench/, scripts/, .storybook/ and the root config files are in no layer.
 * tests/unit/lint/layers.test.ts proves each rule fires.
 */
import { builtinModules } from 'node:module';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const SOURCE = '*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';

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

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A package and its subpaths (`swr`, `swr/mutation`). */
const pkg = (name) => `${escape(name)}(/|$)`;
const LINGUI = { label: 'Lingui (@lingui/*)', regex: '@lingui/' };
// The strength meter's estimator and the dictionaries it loads file by file.
const ZXCVBN = { label: 'zxcvbn-ts (@zxcvbn-ts/*)', regex: '@zxcvbn-ts/' };
const NODE_BUILTINS = {
  label: "node's built-ins",
  regex: `node:|${builtinModules
    .filter((name) => !name.startsWith('_'))
    .map(pkg)
    .join('|')}`,
};
/** A package by name, or a `{ label, regex }` for a family of them. */
const entry = (allowed) =>
  typeof allowed === 'string' ? { label: allowed, regex: pkg(allowed) } : allowed;

/**
 * no-restricted-imports patterns for a layer's packages: each denied one with its own reason, and
 * every other package that is not on the allowed list with the layer's list. Relative paths are
 * left to the path zones.
 */
function onlyPackages(layer, allowedPackages, denied = []) {
  const allowed = allowedPackages.map(entry);
  const known = [...allowed.map(({ regex }) => regex), ...denied.map(({ name }) => pkg(name))].join(
    '|',
  );
  return {
    paths: [chakraWrap],
    patterns: [
      ...denied.map(({ name, message }) => ({ regex: `^${pkg(name)}`, message })),
      {
        regex: `^(?!\\.|${known})`,
        message: `${layer} imports only these packages: ${allowed.map(({ label }) => label).join(', ')} (DESIGN.md layers).`,
      },
    ],
  };
}

const resolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.d.ts', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
});

/** Zones whose `from` is a folder of the project, relative to the root. */
const dir = (path) => `./${path}`;

/**
 * A layer: the files it covers, the folders it must not import (each with its reason), the
 * folders it may import besides those, and its packages (none given: any but Chakra's Wrap).
 */
function layer({ name, id = name, files, ignores = [], denied, allowed, packages }) {
  const zones = [
    ...denied.map(({ from, message }) => ({ target: '.', from: dir(from), message })),
    {
      target: '.',
      from: '.',
      except: [...allowed, ...denied.map(({ from }) => from), 'node_modules'].map(dir),
      message: `Of the project's folders, ${name} imports only ${allowed.map((folder) => `${folder}/`).join(', ')} (DESIGN.md layers).`,
    },
  ];
  return (root) => ({
    name: `workbench/layers/${id}`,
    files,
    ignores,
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [resolver] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'no-restricted-imports': ['error', packages ?? { paths: [chakraWrap] }],
    },
  });
}

const LAYERS = [
  layer({
    name: 'shared/',
    files: [`shared/**/${SOURCE}`],
    denied: [],
    allowed: ['shared'],
    // shared/ may use any package (Lingui's core and macro give the validation messages).
    packages: { paths: [] },
  }),
  layer({
    name: 'design-system/',
    files: [`design-system/**/${SOURCE}`],
    denied: [
      {
        from: 'workbench',
        message:
          'design-system is props-driven: data comes in as props and callbacks go out, so it imports nothing of workbench/.',
      },
    ],
    // The Lingui catalogues are data the i18n module loads.
    allowed: ['design-system', 'shared', 'locales'],
    packages: onlyPackages(
      'design-system',
      [
        'react',
        'react-dom',
        '@chakra-ui/react',
        '@emotion/react',
        'framer-motion',
        LINGUI,
        '@tanstack/react-virtual',
        'qrcode.react',
        ZXCVBN,
      ],
      [
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
    ),
  }),
  layer({
    name: 'workbench/api/',
    files: [`workbench/api/**/${SOURCE}`],
    denied: [
      { from: 'design-system', message: 'workbench/api is the client: it knows no components.' },
      {
        from: 'workbench/data',
        message: 'workbench/data stands on the client, never the reverse.',
      },
      { from: 'workbench/routes', message: 'workbench/api is the client: it knows no pages.' },
      {
        from: 'workbench/sandbox',
        message: 'The client reaches the sandbox over HTTP only, as it would a real backend.',
      },
    ],
    allowed: ['workbench/api', 'shared'],
    packages: onlyPackages(
      'workbench/api',
      ['ofetch'],
      [
        {
          name: 'react',
          message: 'workbench/api is plain TypeScript: hooks belong in workbench/data.',
        },
      ],
    ),
  }),
  layer({
    name: 'workbench/data/',
    files: [`workbench/data/**/${SOURCE}`],
    denied: [
      { from: 'workbench/routes', message: 'Pages use the data hooks, never the reverse.' },
      {
        from: 'design-system',
        message: 'The data hooks hand data to pages; only pages render components.',
      },
      {
        from: 'workbench/sandbox',
        message: 'The data hooks reach the sandbox over HTTP only, through workbench/api.',
      },
    ],
    allowed: ['workbench/data', 'workbench/api', 'shared'],
    packages: onlyPackages(
      'workbench/data',
      ['swr', 'react'],
      [{ name: 'ofetch', message: 'The data hooks call workbench/api, which owns ofetch.' }],
    ),
  }),
  layer({
    name: 'workbench/routes/',
    files: [`workbench/routes/**/${SOURCE}`],
    denied: [
      {
        from: 'workbench/api',
        message:
          'Pages never call workbench/api, not even for its types: use a workbench/data hook, and take types from shared/.',
      },
      {
        from: 'workbench/sandbox',
        message: 'Pages reach the sandbox over HTTP only, through workbench/data.',
      },
    ],
    allowed: ['workbench/routes', 'workbench/data', 'design-system', 'shared'],
    packages: onlyPackages(
      'workbench/routes',
      ['react', 'react-router-dom', LINGUI, '@chakra-ui/react'],
      [
        { name: 'swr', message: 'Pages take data from workbench/data hooks, which own SWR.' },
        { name: 'ofetch', message: 'Pages never call: workbench/data does.' },
      ],
    ),
  }),
  layer({
    name: 'workbench/sandbox/',
    files: [`workbench/sandbox/**/${SOURCE}`],
    denied: [],
    allowed: ['workbench/sandbox', 'shared'],
    packages: onlyPackages('workbench/sandbox', ['msw', NODE_BUILTINS]),
  }),
  layer({
    name: 'the app (workbench/ outside api, data, routes and sandbox)',
    id: 'app',
    files: [`workbench/**/${SOURCE}`],
    ignores: ['workbench/{api,data,routes,sandbox}/**'],
    denied: [
      {
        from: 'workbench/sandbox',
        message:
          'The app never bundles the sandbox: the dev server mounts it (vite.config.ts), Storybook and the tests load it themselves.',
      },
    ],
    allowed: ['workbench', 'design-system', 'shared', 'locales'],
  }),
];

/** The layer blocks for a project whose root is `root` (eslint.config.js passes its own folder). */
export function layerBoundaries(root) {
  return LAYERS.map((block) => block(root));
}
