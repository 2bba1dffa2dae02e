import type { Plugin } from 'vite';
import { sandboxMiddleware } from './middleware';
import { sandbox } from './sandbox';

/**
 * Mounts the sandbox on `npm start` and `npm run preview`, unless WORKBENCH_API_TARGET names a
 * real backend (then vite.config.ts proxies /workbench/api/ there instead). SANDBOX_MEMBERS sets
 * the seed's member count (60 by default, up to 10,000).
 */
export function workbenchSandbox(options: { members?: number } = {}): Plugin {
  return {
    name: 'workbench-sandbox',
    async configureServer(server) {
      if (options.members) await sandbox.reset({ members: options.members });
      server.middlewares.use(sandboxMiddleware());
    },
    async configurePreviewServer(server) {
      if (options.members) await sandbox.reset({ members: options.members });
      server.middlewares.use(sandboxMiddleware());
    },
  };
}
