import { describe, expect, it } from 'vitest';
import { SESSION_SYNC_PATHS } from '../../../shared/contract';
import { syncSession } from '../../../workbench/api/session-sync';
import { sandbox } from '../../../workbench/sandbox';
import { SESSION_TICKET_TTL_MS } from '../../../workbench/sandbox/handlers/sso/session-sync';
import { clearCookies, ORIGIN, passTime, setupSandbox, signInAs } from '../helpers/sandbox';

const { effects } = setupSandbox();

/** The JSONP answer's envelope: jsdom runs no script tags, so the script is read as text. */
async function ticketAnswer(): Promise<{ errcode: string; data?: { ticket: string } }> {
  const response = await fetch(
    `${ORIGIN}/workbench/api/${SESSION_SYNC_PATHS.ticket}?callback=answer`,
    { credentials: 'include' },
  );
  expect(response.headers.get('content-type')).toContain('javascript');
  const call = /^answer\((.*)\);?$/s.exec(await response.text());
  return JSON.parse(call![1]!) as { errcode: string; data?: { ticket: string } };
}

async function ticket(): Promise<string> {
  const answer = await ticketAnswer();
  expect(answer.errcode).toBe('0');
  return answer.data!.ticket;
}

async function syncedAt(sessionId: string) {
  return (await sandbox.state()).sessions.get(sessionId)?.ssoSyncedAt;
}

describe('the session sync in the sandbox (docs/decisions/0030)', () => {
  it('should join the session to the host once its ticket is handed over', async () => {
    const sessionId = await signInAs('u0001');
    expect(await syncedAt(sessionId)).toBeUndefined();
    await syncSession({ ticket: await ticket() });
    expect(await syncedAt(sessionId)).toEqual(expect.any(Number));
    expect(effects.toasts).toEqual([]);
  });

  it('should take a ticket once', async () => {
    await signInAs('u0001');
    const issued = await ticket();
    await syncSession({ ticket: issued });
    await expect(syncSession({ ticket: issued }, { exempt: true })).rejects.toThrow(
      'The session ticket is not valid',
    );
  });

  it("should refuse another session's ticket, and sync neither", async () => {
    const first = await signInAs('u0001');
    const issued = await ticket();
    const second = await signInAs('u0002');
    await expect(syncSession({ ticket: issued }, { exempt: true })).rejects.toThrow(
      'The session ticket is not valid',
    );
    expect(await syncedAt(first)).toBeUndefined();
    expect(await syncedAt(second)).toBeUndefined();
  });

  it('should refuse a ticket past its minute', async () => {
    const sessionId = await signInAs('u0001');
    const issued = await ticket();
    await passTime(SESSION_TICKET_TTL_MS + 1);
    await expect(syncSession({ ticket: issued }, { exempt: true })).rejects.toThrow(
      'The session ticket is not valid',
    );
    expect(await syncedAt(sessionId)).toBeUndefined();
  });

  it('should give no ticket without a session: a 401, which a script tag cannot run', async () => {
    clearCookies();
    const response = await fetch(
      `${ORIGIN}/workbench/api/${SESSION_SYNC_PATHS.ticket}?callback=answer`,
    );
    expect(response.status).toBe(401);
  });
});
