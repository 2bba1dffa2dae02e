import type { Connect } from 'vite';
import { sandboxMiddleware } from './middleware';
import { sandbox } from './sandbox';

/** Puts the sandbox on a dev or preview server, drawn with `members` when given. */
export async function mountSandbox(middlewares: Connect.Server, members?: number): Promise<void> {
  if (members) await sandbox.reset({ members });
  middlewares.use(sandboxMiddleware());
}
