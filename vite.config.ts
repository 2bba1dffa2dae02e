import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the workbench is served (spec section 2): /workbench/web/index.html. */
export const WORKBENCH_BASE = '/workbench/web/';

export default defineConfig({
  base: WORKBENCH_BASE,
  plugins: [
    react(),
    // Vite 8's React plugin has no Babel; the Lingui macro needs it, for our own sources only.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
  ],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: false },
});
