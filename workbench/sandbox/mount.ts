import { callLogMiddleware } from './call-log';
import { sandboxMiddleware, type Middleware } from './middleware';
import { sandbox } from './sandbox';

/*
 * The servers' entry (vite.config.ts loads it through tsx when `npm start` or `npm run preview`
 * starts): Node-only, so Storybook and the tests take the sandbox from index.ts instead.
 */

/**
 * Puts the sandbox on a dev or preview server, drawn with `members` when given; with `callLog`, a
 * file that each call is written to; with `control`, its control endpoints for this machine.
 */
export async function mountSandbox(
  middlewares: { use(middleware: Middleware): unknown },
  {
    members,
    callLog,
    control = false,
  }: { members?: number; callLog?: string; control?: boolean } = {},
): Promise<void> {
  if (members) await sandbox.reset({ members });
  if (callLog) middlewares.use(callLogMiddleware(callLog));
  middlewares.use(sandboxMiddleware({ control }));
}
