import { http } from 'msw';
import { sandbox } from './sandbox';

/**
 * The one set of handlers (DESIGN.md): Storybook's worker, Vitest's msw/node server and the dev
 * and preview servers' middleware all answer through it.
 */
export const sandboxHandlers = [
  http.all('*/workbench/api/*', ({ request, cookies }) => sandbox.handle(request, cookies)),
];
