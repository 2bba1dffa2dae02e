import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InvitationState } from '../../../shared/domain/invite';
import { MEMBER_ACTION, type MemberAction } from '../../../shared/domain/vocabulary';

const STATE_LABELS: Record<InvitationState, MessageDescriptor> = {
  pending: msg({ id: 'invitationList.state.pending', message: 'Awaiting reply' }),
  applying: msg({ id: 'invitationList.state.applying', message: 'Awaiting approval' }),
  accepted: msg({ id: 'invitationList.state.accepted', message: 'Accepted' }),
  rejected: msg({ id: 'invitationList.state.rejected', message: 'Rejected' }),
  expired: msg({ id: 'invitationList.state.expired', message: 'Expired' }),
};

/** An invitation's state in words, for every list that shows one. */
export function invitationStateLabel(state: InvitationState): MessageDescriptor {
  return STATE_LABELS[state];
}

/** How a state is coloured as a badge: waiting blue, done green, refused red, lapsed grey. */
export const INVITATION_STATE_TONES: Record<
  InvitationState,
  'brand' | 'orange' | 'green' | 'red' | 'gray'
> = {
  pending: 'brand',
  applying: 'orange',
  accepted: 'green',
  rejected: 'red',
  expired: 'gray',
};

/**
 * What an admin can do with an invitation of the corp (member actions of docs/product.md §4): an
 * application is approved or rejected; an invitation not accepted can be sent again; every record
 * but an open application can be deleted.
 */
export function manageActions(state: InvitationState): MemberAction[] {
  switch (state) {
    case 'applying':
      return [MEMBER_ACTION.agree, MEMBER_ACTION.reject];
    case 'accepted':
      return [MEMBER_ACTION.delete];
    case 'pending':
    case 'rejected':
    case 'expired':
      return [MEMBER_ACTION.reinvite, MEMBER_ACTION.delete];
  }
}

/** The invitee can answer an invitation only while it waits for the answer. */
export function canReply(state: InvitationState): boolean {
  return state === 'pending';
}
