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
import type * as SandboxMountModule from './workbench/sandbox/mount';

type SandboxMount = typeof SandboxMountModule;

/** Where the workbench is served (spec section 2): /workbench/web/index.html. */
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
 * seed's member count (60 by default, up to 10,000).
 */
function sandboxPlugin(): Plugin {
  const mount = async (server: PreviewServer | ViteDevServer) => {
    // Through tsx, not the config bundler: the sandbox is plain TypeScript the server runs as is.
    const { tsImport } = await import('tsx/esm/api');
    const { mountSandbox } = (await tsImport(
      './workbench/sandbox/mount.ts',
      import.meta.url,
    )) as SandboxMount;
    await mountSandbox(server.middlewares, Number(process.env.SANDBOX_MEMBERS) || undefined);
  };
  return { name: 'workbench-sandbox', configureServer: mount, configurePreviewServer: mount };
}

export default defineConfig({
  base: WORKBENCH_BASE,
  plugins: [
    react(),
    // Vite 8's React plugin has no Babel; the Lingui macro needs it, for our own sources only.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    ...(apiTarget ? [] : [sandboxPlugin()]),
  ],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
  build: { target: 'es2022', sourcemap: false },
});
