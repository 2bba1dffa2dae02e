import type { SandboxState, Session } from './store/state';
import { SESSION_COOKIE } from '../../shared/cookies';

function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Starts a session and returns the Set-Cookie header that carries it. Not HttpOnly: in Storybook
 * the mock service worker can only set cookies a page script could (the client never reads it).
 */
export function startSession(
  state: SandboxState,
  userId: string,
  corpId: string,
): { session: Session; setCookie: string } {
  const session: Session = { id: newSessionId(), userId, corpId, createdAt: state.clock.now() };
  state.sessions.set(session.id, session);
  return { session, setCookie: `${SESSION_COOKIE}=${session.id}; Path=/; SameSite=Lax` };
}

/** Ends the session (if any) and returns the Set-Cookie header that clears the cookie. */
export function endSession(state: SandboxState, session: Session | undefined): string {
  if (session) state.sessions.delete(session.id);
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

export function findSession(
  state: SandboxState,
  cookies: Record<string, string>,
): Session | undefined {
  const id = cookies[SESSION_COOKIE];
  return id ? state.sessions.get(id) : undefined;
}
