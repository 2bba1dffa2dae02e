import type { Invitation, InvitationState } from '../../shared/domain/invite';
import type { MemberAction } from '../../shared/contract';
import { endpoint } from './endpoint';
import type { Page } from '../../shared/payloads/page';

export { MEMBER_ACTION, type MemberAction } from '../../shared/contract';

/*
 * Invitations to join a corp. The spec shows no payloads: the shapes are the project's own, with
 * the member actions of spec section 4 (1 agree, 2 reject, 3 delete, 4 reinvite).
 */
export type { Invitation, InvitationState } from '../../shared/domain/invite';

/** Why batchsend refused a mobile; the failure's data lists them. */
export interface InviteRefusal {
  mobile: string;
  reason: 'duplicate' | 'member' | 'pending';
}

/**
 * Invites mobiles (mainland or international, spec section 5) to the current corp, all or none:
 * a duplicate, a member or a mobile already invited fails the call with the silent code
 * 50010350015, its data `{ refused: InviteRefusal[] }`.
 */
export const batchSendInvites = endpoint<{ mobiles: string[] }, Invitation[]>({
  method: 'POST',
  path: 'service/invite/batchsend',
});

/**
 * The one list call, read two ways: scope 'mine' (the default) answers the signed-in user's
 * invitations not yet replied to; scope 'corp' answers the current corp's invitations (an admin's
 * view), of one state when given.
 */
export interface InvitationQuery {
  scope?: 'mine' | 'corp';
  state?: InvitationState;
  currentPage?: number;
  pageSize?: number;
}

export const getUnreadInvitations = endpoint<InvitationQuery, Page<Invitation>>({
  method: 'POST',
  path: 'service/invite/unreadlist',
});

/** The invitee's answer; accepting an expired invitation fails with 50010350026. */
export const replyInvitation = endpoint<{ inviteId: string; accept: boolean }, Invitation>({
  method: 'POST',
  path: 'service/invite/reply',
});

/** A link anyone can open to ask to join; refresh makes a new one (the old stops working). */
export interface InviteLink {
  link: string;
  code: string;
  expiresAt: number;
}

export const getInviteLink = endpoint<{ refresh?: boolean }, InviteLink>({
  method: 'POST',
  path: 'service/invite/getInviteLink',
});

/** An admin's action on invitations of the current corp. */
export interface ManageInput {
  action: MemberAction;
  inviteIds: string[];
}

export const manageInvitations = endpoint<ManageInput, Invitation[]>({
  method: 'POST',
  path: 'service/invite/manage',
});
