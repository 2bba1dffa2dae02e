import type { Connect } from 'vite';
import { callLogMiddleware } from './call-log';
import { sandboxMiddleware } from './middleware';
import { sandbox } from './sandbox';

/**
 * Puts the sandbox on a dev or preview server, drawn with `members` when given; with `callLog`, a
 * file that each call is written to.
 */
export async function mountSandbox(
  middlewares: Connect.Server,
  { members, callLog }: { members?: number; callLog?: string } = {},
): Promise<void> {
  if (members) await sandbox.reset({ members });
  if (callLog) middlewares.use(callLogMiddleware(callLog));
  middlewares.use(sandboxMiddleware());
}
