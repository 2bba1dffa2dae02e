import { describe, expect, it } from 'vitest';
import { getCorpList, switchCorp } from '../../../workbench/api/corp';
import { getDeptMembers } from '../../../workbench/api/dept';
import type { ApiError } from '../../../workbench/api/errors/api-error';
import {
  batchSendInvites,
  getInviteLink,
  getUnreadInvitations,
  manageInvitations,
  replyInvitation,
} from '../../../workbench/api/invite';
import { CODES, INVITE_TTL_MS, INVITING_CORP_NAME } from '../../../workbench/sandbox';
import { setupSandbox, signInAs, passTime } from '../helpers/sandbox';
import { MEMBER_ACTION } from '../../../shared/contract';
import type { Invitation, InvitationState } from '../../../shared/domain/invite';

const { effects } = setupSandbox();

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

async function corpInvitations(state?: InvitationState): Promise<Invitation[]> {
  return (await getUnreadInvitations({ scope: 'corp', state, pageSize: 100 })).list;
}

async function mine(): Promise<Invitation[]> {
  return (await getUnreadInvitations({ pageSize: 100 })).list;
}

describe('invite calls against the sandbox', () => {
  it('seeds invitations in every state', async () => {
    await signInAs();
    const states = new Set((await corpInvitations()).map((invitation) => invitation.state));
    expect(states).toEqual(new Set(['pending', 'applying', 'accepted', 'rejected', 'expired']));
    const expired = await corpInvitations('expired');
    expect(expired.length).toBeGreaterThan(0);
    expect(expired.every((invitation) => invitation.state === 'expired')).toBe(true);
  });

  it('pages the corp list by the spec default of 3', async () => {
    await signInAs();
    const page = await getUnreadInvitations({ scope: 'corp' });
    expect(page).toMatchObject({ currentPage: 1, pageSize: 3 });
    expect(page.list).toHaveLength(3);
    expect(page.total).toBeGreaterThan(3);
  });

  it('shows the corp list to admins only', async () => {
    await signInAs('u0002');
    expect((await failure(getUnreadInvitations({ scope: 'corp' }))).code).toBe('-1');
  });

  it('lists the signed-in user’s unanswered invitations', async () => {
    await signInAs('u0001');
    const list = await mine();
    expect(list.map((invitation) => invitation.state).sort()).toEqual(['expired', 'pending']);
    expect(list.every((invitation) => invitation.corpName === INVITING_CORP_NAME)).toBe(true);
    expect(list[0]).toMatchObject({ mobile: '138****8000', inviterName: '周海' });
  });

  it('sends invitations to mainland and international mobiles', async () => {
    await signInAs();
    const sent = await batchSendInvites({ mobiles: ['13612345678', '86-13612345679'] });
    expect(sent.map((invitation) => invitation.state)).toEqual(['pending', 'pending']);
    expect(sent[1]!.mobile).toBe('86-136****5679');
    const pending = (await corpInvitations('pending')).map((invitation) => invitation.inviteId);
    expect(pending).toEqual(expect.arrayContaining(sent.map((invitation) => invitation.inviteId)));
  });

  it('refuses a malformed mobile as bad input', async () => {
    await signInAs();
    expect((await failure(batchSendInvites({ mobiles: ['12345'] }))).code).toBe('-1');
    expect(effects.toasts).toEqual(['mobiles[0]: is not a mobile number']);
    expect((await failure(batchSendInvites({ mobiles: [] }))).code).toBe('-1');
  });

  it('fails silently, sending none, on a duplicate, a member or a mobile already invited', async () => {
    await signInAs();
    const before = (await corpInvitations()).length;
    const [pending] = await batchSendInvites({ mobiles: ['13612340000'] });
    const refused = await failure(
      batchSendInvites({
        mobiles: ['13612349999', '13612349999', '13900139000', '13612340000', '13612348888'],
      }),
    );
    expect(refused.code).toBe(CODES.inviteSendFailed);
    expect(refused.failure.kind === 'business' && refused.failure.data).toEqual({
      refused: [
        { mobile: '13612349999', reason: 'duplicate' },
        { mobile: '13900139000', reason: 'member' },
        { mobile: '13612340000', reason: 'pending' },
      ],
    });
    expect(effects.toasts).toEqual([]);
    expect((await corpInvitations()).length).toBe(before + 1);
    expect(pending!.state).toBe('pending');
  });

  it('lets an invitee accept and join the corp, in the unassigned department', async () => {
    await signInAs('u0002');
    const [invitation] = await mine();
    const accepted = await replyInvitation({ inviteId: invitation!.inviteId, accept: true });
    expect(accepted.state).toBe('accepted');
    expect(await mine()).toEqual([]);
    const corps = await getCorpList();
    expect(corps.map((corp) => corp.corpName)).toContain(INVITING_CORP_NAME);
    await switchCorp({ corpId: invitation!.corpId });
    const unassigned = await getDeptMembers({ deptId: '-999', fetchChild: false });
    expect(unassigned.list.map((row) => row.userId)).toEqual(['u0002']);
    const again = await failure(replyInvitation({ inviteId: invitation!.inviteId, accept: true }));
    expect(again.code).toBe('-1');
  });

  it('refuses to accept an expired invitation with the silent code', async () => {
    await signInAs('u0001');
    const expired = (await mine()).find((invitation) => invitation.state === 'expired')!;
    const refused = await failure(replyInvitation({ inviteId: expired.inviteId, accept: true }));
    expect(refused.code).toBe(CODES.inviteAcceptFailed);
    expect(effects.toasts).toEqual([]);
    expect((await getCorpList()).map((corp) => corp.corpName)).not.toContain(INVITING_CORP_NAME);
  });

  it('lets an invitee reject, and expires a pending one with the clock', async () => {
    await signInAs('u0001');
    const pending = (await mine()).find((invitation) => invitation.state === 'pending')!;
    expect(await replyInvitation({ inviteId: pending.inviteId, accept: false })).toMatchObject({
      state: 'rejected',
    });
    await signInAs('u0002');
    await passTime(INVITE_TTL_MS + 60_000);
    expect((await mine()).map((invitation) => invitation.state)).toEqual(['expired']);
  });

  it('answers only the invitee', async () => {
    await signInAs('u0002');
    const [theirs] = await mine();
    await signInAs('u0001');
    const refused = await failure(replyInvitation({ inviteId: theirs!.inviteId, accept: true }));
    expect(refused.code).toBe('-1');
  });

  it('agrees to and rejects applicants', async () => {
    await signInAs();
    const [first, second] = await corpInvitations('applying');
    const before = (await getDeptMembers({ deptId: '-999', fetchChild: false })).total;
    const [agreed] = await manageInvitations({
      action: MEMBER_ACTION.agree,
      inviteIds: [first!.inviteId],
    });
    expect(agreed).toMatchObject({ state: 'accepted' });
    const unassigned = await getDeptMembers({ deptId: '-999', fetchChild: false, pageSize: 50 });
    expect(unassigned.total).toBe(before + 1);
    expect(unassigned.list.map((row) => row.realName)).toContain(first!.realName);
    const [rejected] = await manageInvitations({
      action: MEMBER_ACTION.reject,
      inviteIds: [second!.inviteId],
    });
    expect(rejected!.state).toBe('rejected');
    const twice = await failure(
      manageInvitations({ action: MEMBER_ACTION.agree, inviteIds: [first!.inviteId] }),
    );
    expect(twice.code).toBe('-1');
  });

  it('reinvites expired and rejected ones, and deletes', async () => {
    await signInAs();
    const [expired] = await corpInvitations('expired');
    const [rejected] = await corpInvitations('rejected');
    const renewed = await manageInvitations({
      action: MEMBER_ACTION.reinvite,
      inviteIds: [expired!.inviteId, rejected!.inviteId],
    });
    expect(renewed.map((invitation) => invitation.state)).toEqual(['pending', 'pending']);
    expect(renewed[0]!.expiresAt).toBeGreaterThan(Date.now());
    const [accepted] = await corpInvitations('accepted');
    const refused = await failure(
      manageInvitations({ action: MEMBER_ACTION.reinvite, inviteIds: [accepted!.inviteId] }),
    );
    expect(refused.code).toBe('-1');
    expect(
      await manageInvitations({ action: MEMBER_ACTION.delete, inviteIds: [accepted!.inviteId] }),
    ).toEqual([]);
    expect((await corpInvitations()).map((invitation) => invitation.inviteId)).not.toContain(
      accepted!.inviteId,
    );
    const unknown = await failure(
      manageInvitations({ action: 5 as 1, inviteIds: [expired!.inviteId] }),
    );
    expect(unknown.code).toBe('-1');
  });

  it('does not manage another corp’s invitations', async () => {
    await signInAs('u0001');
    const [theirs] = await mine();
    const refused = await failure(
      manageInvitations({ action: MEMBER_ACTION.delete, inviteIds: [theirs!.inviteId] }),
    );
    expect(refused.code).toBe('-1');
  });

  it('keeps the invite link until refreshed, which only an admin may do', async () => {
    await signInAs();
    const link = await getInviteLink({});
    expect(link.link).toContain(`code=${link.code}`);
    expect(await getInviteLink({})).toEqual(link);
    const fresh = await getInviteLink({ refresh: true });
    expect(fresh.code).not.toBe(link.code);
    await signInAs('u0002');
    expect(await getInviteLink({})).toMatchObject({ code: fresh.code });
    expect((await failure(getInviteLink({ refresh: true }))).code).toBe('-1');
  });
});
