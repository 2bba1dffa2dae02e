/**
 * The session sync (docs/product.md §7, docs/decisions/0030): the single-sign-on host's ticket,
 * which the sandbox plays at the API's base, and its hand-over to the workbench. The host knows
 * the session by its own cookie; in the sandbox, host and workbench share one.
 */
import { SESSION_SYNC_PATHS } from '../../../../shared/contract';
import type { SessionTicket } from '../../../../shared/payloads/sso';
import { v } from '../../input';
import { FAIL, SandboxFail } from '../../reply';
import { route, type RouteDef } from '../../route';
import { randomToken } from '../../store/crypto';
import type { SandboxState, Session } from '../../store/state';

/** A ticket is good for one sync within this long of its issue (ours). */
export const SESSION_TICKET_TTL_MS = 60_000;

function issueSessionTicket(state: SandboxState, session: Session): SessionTicket {
  const ticket = randomToken('sst');
  state.signIn.sessionTickets.set(ticket, { sessionId: session.id, issuedAt: state.clock.now() });
  return { ticket };
}

export const sessionSyncRoutes: RouteDef[] = [
  route({
    method: 'JSONP',
    path: SESSION_SYNC_PATHS.ticket,
    handle: ({ state, session }): SessionTicket => issueSessionTicket(state, session),
  }),
  route({
    method: 'POST',
    path: SESSION_SYNC_PATHS.sync,
    input: v.object({ ticket: v.string({ max: 100 }) }),
    handle: ({ state, session, input }) => {
      const issued = state.signIn.sessionTickets.get(input.ticket);
      // One use: a ticket seen once is gone, whatever became of it.
      state.signIn.sessionTickets.delete(input.ticket);
      if (
        !issued ||
        issued.sessionId !== session.id ||
        state.clock.now() - issued.issuedAt > SESSION_TICKET_TTL_MS
      )
        throw new SandboxFail(FAIL, 'The session ticket is not valid. Sign in again.');
      session.ssoSyncedAt = state.clock.now();
      return null;
    },
  }),
];
