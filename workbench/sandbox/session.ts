import type { SandboxState, Session } from './store/state';
import { SESSION_COOKIE } from '../../shared/cookies';

/**
 * How long a session lives without a request (the project's choice: the spec shows no figure).
 * A test shortens one session's with `POST __sandbox/session-idle` (control.ts).
 */
export const SESSION_IDLE_MS = 30 * 60_000;

function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Starts a session and returns the Set-Cookie header that carries it. The header has no HttpOnly:
 * in Storybook the mock service worker can only set cookies a page script could; the dev and
 * preview servers add it (middleware.ts), and the client never reads the cookie.
 */
export function startSession(
  state: SandboxState,
  userId: string,
  corpId: string,
): { session: Session; setCookie: string } {
  const now = state.clock.now();
  const session: Session = {
    id: newSessionId(),
    userId,
    corpId,
    createdAt: now,
    lastSeenAt: now,
    idleMs: SESSION_IDLE_MS,
  };
  state.sessions.set(session.id, session);
  return { session, setCookie: `${SESSION_COOKIE}=${session.id}; Path=/; SameSite=Lax` };
}

/** Ends the session (if any) and returns the Set-Cookie header that clears the cookie. */
export function endSession(state: SandboxState, session: Session | undefined): string {
  if (session) state.sessions.delete(session.id);
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/**
 * The session the request's cookie names, if it has not ended. A session idle for its limit
 * ends here, as a server's would; one in use is seen again now.
 */
export function findSession(
  state: SandboxState,
  cookies: Record<string, string>,
): Session | undefined {
  const id = cookies[SESSION_COOKIE];
  const session = id ? state.sessions.get(id) : undefined;
  if (!session) return undefined;
  const now = state.clock.now();
  if (now - session.lastSeenAt >= session.idleMs) {
    state.sessions.delete(session.id);
    return undefined;
  }
  session.lastSeenAt = now;
  return session;
}
