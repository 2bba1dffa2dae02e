import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { i18n } from '../../../design-system/i18n/catalog';

import { clearAccessToken } from '../../../workbench/api/endpoint';
import {
  setApiEffectHandlers,
  type ApiEffectHandlers,
} from '../../../workbench/api/errors/effects';
import { sandbox, sandboxHandlers, startSession } from '../../../workbench/sandbox';
import { SESSION_COOKIE } from '../../../shared/cookies';

/** jsdom's page origin: the client's relative /workbench/api/ resolves against it. */
export const ORIGIN = 'http://localhost:3000';

/** What the catalogue did during a test, recorded instead of toasting and navigating. */
export interface RecordedEffects {
  toasts: string[];
  navigations: string[];
  tabs: string[];
  notices: Parameters<ApiEffectHandlers['notice']>[0][];
}

/**
 * The sandbox behind msw/node for a suite: reset to the seed before each test, no cookies carried
 * over, and the catalogue's effects recorded in `effects` (notices are answered with `choice`).
 */
export function setupSandbox(options: { choice?: 'confirm' | 'cancel' } = {}) {
  const server = setupServer(...sandboxHandlers);
  const effects: RecordedEffects = { toasts: [], navigations: [], tabs: [], notices: [] };
  let restore: () => void = () => {};
  beforeAll(() => {
    // The catalogue's messages in their English source text.
    i18n.loadAndActivate({ locale: 'en_US', locales: 'en-US', messages: {} });
    server.listen({ onUnhandledRequest: 'error' });
    // As a browser would: the sandbox's Set-Cookie lands in document.cookie, which the next
    // request carries (msw/node keeps its own jar, which jsdom's page does not see).
    server.events.on('response:mocked', ({ response }) => {
      for (const cookie of response.headers.getSetCookie()) document.cookie = cookie;
    });
  });
  beforeEach(async () => {
    await sandbox.reset();
    clearCookies();
    clearAccessToken();
    effects.toasts = [];
    effects.navigations = [];
    effects.tabs = [];
    effects.notices = [];
    restore = setApiEffectHandlers({
      toast: (message) => effects.toasts.push(message),
      navigate: (url) => effects.navigations.push(url),
      openTab: (url) => effects.tabs.push(url),
      notice: (notice) => {
        effects.notices.push(notice);
        return Promise.resolve(options.choice ?? 'confirm');
      },
    });
  });
  afterEach(() => {
    restore();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return { server, effects };
}

export function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

/** Signs in as a sandbox account without the sign-in flow: a session and its cookie. */
export async function signInAs(userId = 'u0001'): Promise<string> {
  const state = await sandbox.state();
  const account = state.accounts.get(userId);
  if (!account) throw new Error(`${userId} is not a sandbox account`);
  const { session } = startSession(state, userId, account.defaultCorpId);
  document.cookie = `${SESSION_COOKIE}=${session.id}; Path=/`;
  return session.id;
}

/**
 * Time passes on the sandbox's clock while the test's sessions stay in use, as for a person at
 * work all along: a plain clock jump past the idle limit would end them (session.ts).
 */
export async function passTime(ms: number): Promise<void> {
  const state = await sandbox.state();
  state.clock.advance(ms);
  for (const session of state.sessions.values()) session.lastSeenAt = state.clock.now();
}

/** A sandbox answer's body. */
export interface SandboxBody<T> {
  errcode: string;
  description?: string;
  data: T;
}

/** A call to the sandbox as the client sends it: JSON, with the session cookie and ajax_flag. */
export async function sendToSandbox<T>(
  path: string,
  init: RequestInit = {},
): Promise<SandboxBody<T>> {
  const response = await fetch(`${ORIGIN}/workbench/api/${path}`, {
    credentials: 'include',
    ...init,
    headers: { 'content-type': 'application/json', ajax_flag: '1', ...init.headers },
  });
  return (await response.json()) as SandboxBody<T>;
}
