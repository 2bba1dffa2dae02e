import type { InvitationState } from '../domain/invite';
import type { MemberAction } from '../contract';

/*
 * Requests and answers of the invitation calls (docs/product.md §7, service/invite). The spec shows
 * no payloads: the shapes are the project's own, with the member actions of docs/product.md §4
 * (1 agree, 2 reject, 3 delete, 4 reinvite). The invitation rows are in shared/domain/invite.ts.
 */

/**
 * One person batchsend invites, with the name and the department they join in (a member import).
 * The project's proposal to the backend's owners (docs/decisions/0026): optional beside `mobiles`,
 * so a caller that sends mobiles alone is answered as before.
 */
export interface Invitee {
  mobile: string;
  realName: string;
  /** The department they join when they accept; none: the corp's unassigned members. */
  deptId?: string;
}

/**
 * batchsend's request: the mobiles, and for some of them who they are (`invitees`, matched to
 * `mobiles` by the mobile).
 */
export interface BatchSendInput {
  mobiles: string[];
  invitees?: Invitee[];
}

/** Why batchsend refused a mobile; the failure's data lists them. */
export interface InviteRefusal {
  mobile: string;
  reason: 'duplicate' | 'member' | 'pending';
}

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

/** A link anyone can open to ask to join; refresh makes a new one (the old stops working). */
export interface InviteLink {
  link: string;
  code: string;
  expiresAt: number;
}

/** An admin's action on invitations of the current corp. */
export interface ManageInput {
  action: MemberAction;
  inviteIds: string[];
}
