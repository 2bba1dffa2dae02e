import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import {
  defineConfig,
  type Plugin,
  type PreviewServer,
  type ProxyOptions,
  type ViteDevServer,
} from 'vite';
import { catalogPartsPlugin } from './scripts/lib/catalog-parts';
import { CSP_NONCE_PLACEHOLDER, securityHeadersPlugin } from './scripts/lib/security-headers';
import type * as SandboxMountModule from './workbench/sandbox/mount';

type SandboxMount = typeof SandboxMountModule;

/** Where the workbench is served (docs/product.md §2): /workbench/web/index.html. */
export const WORKBENCH_BASE = '/workbench/web/';

/**
 * WORKBENCH_API_TARGET=<url> sends /workbench/api/ to a real backend; without it the sandbox
 * answers in the server process.
 */
const apiTarget = process.env.WORKBENCH_API_TARGET;
const proxy: Record<string, ProxyOptions> | undefined = apiTarget
  ? {
      // The backend's cookies (the session) are kept for the dev server's own host.
      '/workbench/api/': {
        target: apiTarget,
        changeOrigin: true,
        secure: true,
        cookieDomainRewrite: '',
      },
    }
  : undefined;

/**
 * Mounts the sandbox (workbench/sandbox) on `npm start` and `npm run preview`. Loaded only when a
 * server starts, so a build, Vitest and Storybook never draw its store. SANDBOX_MEMBERS sets the
 * seed's member count (60 by default, up to 10,000); SANDBOX_CALL_LOG names a file each call is
 * written to (npm test counts the calls the end-to-end tests make). The control endpoints
 * (__sandbox/…) answer on the dev server, and on a preview only with SANDBOX_CONTROL=1 (the tests').
 */
function sandboxPlugin(): Plugin {
  const mount = async (server: PreviewServer | ViteDevServer, control: boolean) => {
    // Through tsx, not the config bundler: the sandbox is plain TypeScript the server runs as is.
    const { tsImport } = await import('tsx/esm/api');
    const { mountSandbox } = (await tsImport(
      './workbench/sandbox/mount.ts',
      import.meta.url,
    )) as SandboxMount;
    await mountSandbox(server.middlewares, {
      members: Number(process.env.SANDBOX_MEMBERS) || undefined,
      callLog: process.env.SANDBOX_CALL_LOG,
      control,
    });
  };
  return {
    name: 'workbench-sandbox',
    configureServer: (server) => mount(server, true),
    // A preview is what a deployment serves: no one signs in as anyone there unless asked.
    configurePreviewServer: (server) => {
      // Node closes an idle kept-alive connection after 5 s; a client that reuses it at that moment
      // reads ECONNRESET (an e2e test's request did). Idle connections stay longer than a test's pause.
      if (server.httpServer && 'keepAliveTimeout' in server.httpServer) {
        server.httpServer.keepAliveTimeout = 65_000;
        server.httpServer.headersTimeout = 66_000;
      }
      return mount(server, process.env.SANDBOX_CONTROL === '1');
    },
  };
}

/**
 * The entry (workbench/main.tsx) imports the app (React, Chakra, the router) dynamically, so its
 * own small code runs first and starts the catalogue and the page's chunk early. This has
 * index.html preload the app and everything it imports, so that download still starts with the
 * page rather than after the entry has run.
 */
function appPreload(appModule: string): Plugin {
  return {
    name: 'workbench-app-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const app = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(appModule)));
        // Other pages built with this config (Storybook's, the benchmarks' floor) have no app.
        if (!app) return [];
        const closure = (fileName: string, files = new Set<string>()): Set<string> => {
          if (files.has(fileName)) return files;
          files.add(fileName);
          chunks
            .find((item) => item.fileName === fileName)
            ?.imports.forEach((next) => closure(next, files));
          return files;
        };
        // The entry and its own imports are in the page already.
        const inPage = closure(entry.fileName);
        return [...closure(app.fileName)]
          .filter((fileName) => !inPage.has(fileName))
          .map((fileName) => ({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              href: `${WORKBENCH_BASE}${fileName}`,
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

export default defineConfig({
  base: WORKBENCH_BASE,
  // Hash routes need no fallback page: an unknown path is a 404, not index.html.
  appType: 'mpa',
  // Vite marks the page's scripts and styles with this; the servers put a nonce in its place.
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  plugins: [
    react(),
    // Vite 8's React plugin has no Babel; the Lingui macro needs it, for our own sources only.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    catalogPartsPlugin('workbench/main.tsx'),
    appPreload('/workbench/app.tsx'),
    securityHeadersPlugin(WORKBENCH_BASE),
    ...(apiTarget ? [] : [sandboxPlugin()]),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(
          new URL('./workbench/data/sync-external-store.ts', import.meta.url),
        ),
      },
    ],
  },
  // No CORS: Vite's default lets any localhost origin through a preflight, and the API is the
  // page's own (docs/decisions/0015).
  server: { port: 5173, strictPort: true, proxy, cors: false },
  preview: {
    port: 4173,
    strictPort: true,
    proxy,
    cors: false,
    // The tests' preview also answers sibling sites of a reserved domain Chromium maps to it, to
    // see domain-wide cookies (tests/e2e/cookie-domain.spec.ts); any other host stays refused.
    allowedHosts: process.env.SANDBOX_CONTROL === '1' ? ['.workbench.test'] : [],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Rolldown splits out every module that a different set of lazy chunks shares, and the
        // sign-in page asked for 40 files. Lighthouse simulates HTTP/1.1 with 6 connections per
        // origin, so each round of requests costs a round trip. These groups hold what every page
        // needs at start and the parts pages share. docs/decisions/0008-sign-in-page-budget.md
        // and 0013-card-floor.md have the figures, and the groupings that broke the execution
        // order or pulled in unused code; npm test's pages step fails on chunks that import each
        // other.
        codeSplitting: {
          groups: [
            {
              // What every page runs at start, in one file (it was four): React, Chakra's layout and
              // text components with the recipe contexts every Chakra component is made with, the
              // components' anatomies (the theme's recipes read them), and React Router.
              name: 'start',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router(-dom)?|@zag-js[\\/]anatomy|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system[\\/]create-(slot-)?recipe-context\.js$|components[\\/](box|flex|stack|center|card|text|heading|button|spinner|icon|separator|link|loader|visually-hidden|absolute-center)))[\\/]|[\\/]([a-z-]+\.)?anatomy\.m?js$/,
            },
            {
              // The API client, the data hooks, start-up, the design system's helpers, and
              // the small parts every page's frame shows or holds: the page error boundary with its
              // ListState and the header's icons, the second-check channel. Apart they were six
              // files of 200 to 630 bytes.
              name: 'workbench-core',
              test: /[\\/](workbench[\\/](api[\\/](client|client-mode|config|endpoint|envelope|errors[\\/])|data[\\/](swr|system|effects)|routes[\\/](paths|startup|layout[\\/](load-error-boundary|page-loading|nav-drawer-control)|sign-in-flow[\\/]second-check\.ts))|shared[\\/](constants|contract|cookies|domain[\\/]vocabulary|validation[\\/](messages|mobile|password|confirm-password))|design-system[\\/](i18n|icons|components[\\/](list-state|dialog-suspense)|utils[\\/](error-message|safe-redirect|use-submission|lazy-named|once-until-failure)))/,
            },
            {
              // zag's machine runtime and ark's shared helpers, used by every zag component, with
              // the small parts both the sign-in form and the header's menus use (ark's element
              // factory, zag's focus and arrow-key queries, Chakra's alert), and the tabs. Not at
              // start: the shell's frame draws none, and the page that does loads it with its
              // chunk. Apart they were three files on the sign-in page's critical path. The tabs
              // (3.7 kB) cost the signed-in frame, which loads this group for its menus, where
              // in form-base they took three pages over 30 kB and in the sign-in group they
              // would have made the pages with tabs load the sign-in page.
              // The groups below take their dependencies with them, so each dependency they share
              // with other chunks must be in a group above them: left to Rolldown, it can land in
              // a chunk that imports the group, and the two chunks then import each other (the
              // component benchmark's page threw "is not a function" when the groups below left
              // their dependencies out).
              name: 'zag-base',
              test: /node_modules[\\/](@zag-js[\\/](core|react|focus-visible|types|tabs|checkbox)[\\/]|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/](tabs|checkbox)[\\/]|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](tabs|checkbox)[\\/]|@ark-ui[\\/]react[\\/]dist[\\/](utils|providers|_virtual|components[\\/]presence)[\\/]|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]factory\.js$|@zag-js[\\/]dom-query[\\/]dist[\\/](navigate|query|tabbable)\.mjs$|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]alert[\\/])/,
            },
            {
              // What floats above the page: the portal, and zag's helpers for initial focus,
              // typeahead, waiting for a node and scroll locking. The header's menus, the dialogs
              // and the toaster share them; the sign-in page does not load them before it is
              // interactive.
              name: 'overlay-parts',
              test: /node_modules[\\/](@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]portal[\\/]|@zag-js[\\/](utils[\\/]dist[\\/]store|dom-query[\\/]dist[\\/](initial-focus|overflow|mutation-observer|scroll|searchable|typeahead|controller|wait-for|when-node))\.mjs$)/,
            },
            {
              // The header's menus and their floating layer (positioning, dismissal, tooltip):
              // every signed-in page has them, and apart they were five files and 1 kB more.
              name: 'shell-overlays',
              test: /node_modules[\\/](@floating-ui|@zag-js[\\/](menu|tooltip|popper|dismissable|interact-outside|rect-utils)|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/](menu|tooltip)|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](menu|tooltip))[\\/]/,
            },
            {
              // The form parts the sign-in page shares with the pages' forms, tables and dialogs:
              // fields, checkboxes, inputs and the send-code button. Apart
              // they were sixteen files, most under 1 kB, each a request on the sign-in page's
              // critical path. The parts the signed-in header also uses are in zag-base, or the
              // signed-in shell would load this whole group.
              name: 'form-base',
              test: /node_modules[\\/](@zag-js[\\/](utils[\\/]dist[\\/]number|dom-query[\\/]dist[\\/](resize-observer|press|form|visually-hidden))|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/](field|fieldset)|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](field|checkmark|input)[\\/])|design-system[\\/]components[\\/](error-alert|sms-code-button)[\\/]/,
            },
            {
              // The sign-in and account calls the sign-in flow makes once a form is sent (the
              // sign-in, password, corp and certification calls), which account settings, the
              // login pops and the corp pages share, with SWR's mutation hook: the signed-in
              // header's corp switch writes, the shell's frame before it only reads. Apart they
              // were five files of 0.1 to 1.3 kB.
              name: 'account-api',
              test: /workbench[\\/](api[\\/](sso|encrypt|corp|cert)|data[\\/](corp|password|mutation))\.ts$|node_modules[\\/]swr[\\/]dist[\\/]mutation[\\/]/,
            },
            {
              // The sign-in page, its panel and the sign-in flow: nothing else loads them but the
              // login pops, which go on from it. Apart they were four files.
              name: 'sign-in',
              test: /(workbench[\\/](routes[\\/](sign-in[\\/](?!qr-)|sign-in-flow[\\/])|data[\\/]sign-in\.ts$)|design-system[\\/]components[\\/](sign-in-panel[\\/](?!qr-)|image-captcha-overlay[\\/]messages\.ts$))/,
            },
          ],
        },
      },
    },
  },
});
