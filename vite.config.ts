import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { workbenchSandbox } from './workbench/sandbox/vite-plugin';

/** Where the workbench is served (spec section 2): /workbench/web/index.html. */
export const WORKBENCH_BASE = '/workbench/web/';

/**
 * WORKBENCH_API_TARGET=<url> sends /workbench/api/ to a real backend; without it the sandbox
 * answers in the server process.
 */
const apiTarget = process.env.WORKBENCH_API_TARGET;
const proxy: Record<string, ProxyOptions> | undefined = apiTarget
  ? { '/workbench/api/': { target: apiTarget, changeOrigin: true, secure: true } }
  : undefined;

export default defineConfig({
  base: WORKBENCH_BASE,
  plugins: [
    react(),
    // Vite 8's React plugin has no Babel; the Lingui macro needs it, for our own sources only.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    ...(apiTarget
      ? []
      : [workbenchSandbox({ members: Number(process.env.SANDBOX_MEMBERS) || undefined })]),
  ],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
  build: { target: 'es2022', sourcemap: false },
});
