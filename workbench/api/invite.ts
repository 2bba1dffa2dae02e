import type { Invitation } from '../../shared/domain/invite';
import type {
  BatchSendInput,
  InvitationQuery,
  InviteLink,
  ManageInput,
} from '../../shared/payloads/invite';
import type { Page } from '../../shared/payloads/page';
import { endpoint } from './endpoint';

/** Invitations to join a corp (docs/product.md §7, service/invite); payloads in shared/payloads. */

/**
 * Invites mobiles (mainland or international, docs/product.md §5) to the current corp, all or none:
 * a duplicate, a member or a mobile already invited fails the call with the silent code
 * 50010350015, its data `{ refused: InviteRefusal[] }`. `invitees` (the project's proposal) names
 * them and their department.
 */
export const batchSendInvites = endpoint<BatchSendInput, Invitation[]>({
  method: 'POST',
  path: 'service/invite/batchsend',
});

export const getUnreadInvitations = endpoint<InvitationQuery, Page<Invitation>>({
  method: 'POST',
  path: 'service/invite/unreadlist',
});

/** The invitee's answer; accepting an expired invitation fails with 50010350026. */
export const replyInvitation = endpoint<{ inviteId: string; accept: boolean }, Invitation>({
  method: 'POST',
  path: 'service/invite/reply',
});

export const getInviteLink = endpoint<{ refresh?: boolean }, InviteLink>({
  method: 'POST',
  path: 'service/invite/getInviteLink',
});

export const manageInvitations = endpoint<ManageInput, Invitation[]>({
  method: 'POST',
  path: 'service/invite/manage',
});
