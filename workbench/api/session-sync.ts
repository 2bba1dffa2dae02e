/**
 * The session sync after a sign-in (docs/product.md §7): not lines of endpoints.tsv, so not in
 * `all.ts`'s domains. docs/decisions/0030-session-sync.md has the paths and the choices.
 */
import { SESSION_SYNC_PATHS } from '../../shared/contract';
import type { SessionTicket } from '../../shared/payloads/sso';
import { SESSION_SYNC_TIMEOUT_MS } from './config';
import { endpoint } from './endpoint';

/** The single-sign-on host's one-use ticket for the session its own cookie names. */
export const ssoSessionTicket = endpoint<void, SessionTicket>({
  method: 'JSONP',
  path: SESSION_SYNC_PATHS.ticket,
  ssoHost: true,
});

/** Hands the ticket to the workbench, which joins its session to the host's. */
export const syncSession = endpoint<SessionTicket, void>({
  method: 'POST',
  path: SESSION_SYNC_PATHS.sync,
});

/**
 * Both calls in turn. Their failures are no one's to see (no toast): the person is signed in to
 * the workbench either way, and the next sign-in syncs again.
 */
export async function syncSsoSession(): Promise<void> {
  const options = { exempt: true, timeout: SESSION_SYNC_TIMEOUT_MS } as const;
  const { ticket } = await ssoSessionTicket(undefined, options);
  await syncSession({ ticket }, options);
}
