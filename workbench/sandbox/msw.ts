import { http } from 'msw';
import { sandbox } from './sandbox';
import { SESSION_COOKIE } from '../../shared/cookies';

/**
 * In a page (Storybook's worker) a Response made by script loses its Set-Cookie header, so the
 * session a call starts or ends is carried into document.cookie here, as the browser would do from
 * the header. Node (Vitest, the dev and preview servers) keeps the header and needs none of this.
 */
async function answerInPage(request: Request, cookies: Record<string, string>) {
  const { sessions } = await sandbox.state();
  const before = new Set(sessions.keys());
  const response = await sandbox.handle(request, cookies);
  const { sessions: after } = await sandbox.state();
  const started = [...after.keys()].find((id) => !before.has(id));
  const current = cookies[SESSION_COOKIE];
  if (started) document.cookie = `${SESSION_COOKIE}=${started}; Path=/; SameSite=Lax`;
  else if (current && before.has(current) && !after.has(current))
    document.cookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  return response;
}

/** A page with a service worker (Storybook); jsdom under Vitest has none. */
const servedByWorker = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/**
 * The one set of handlers (DESIGN.md): Storybook's worker, Vitest's msw/node server and the dev
 * and preview servers' middleware all answer through it.
 */
export const sandboxHandlers = [
  http.all('*/workbench/api/*', ({ request, cookies }) =>
    servedByWorker ? answerInPage(request, cookies) : sandbox.handle(request, cookies),
  ),
];
