import { getCorpList } from '../api/corp';
import { getDeptList, getDeptMembers } from '../api/dept';
import {
  batchSendInvites,
  getInviteLink,
  getUnreadInvitations,
  manageInvitations,
  replyInvitation,
} from '../api/invite';
import { ApiError } from '../api/errors/api-error';
import { SHOWN_IN_PLACE, useApi } from './swr';
import { useApiMutation } from './mutation';
import type { InvitationState } from '../../shared/domain/invite';
import { INVITE_SEND_FAILED_CODE } from '../../shared/error-codes';
import type { InviteRefusal } from '../../shared/payloads/invite';

export interface InvitationFilter {
  state?: InvitationState;
  currentPage?: number;
  pageSize?: number;
}

/**
 * The current corp's invitations (an admin's view), of one state when given; null: not read (the
 * person is not known to be an admin).
 */
export function useInvitations(filter: InvitationFilter | null = {}) {
  return useApi(
    getUnreadInvitations,
    filter === null ? null : { scope: 'corp', ...filter },
    {
      keepPreviousData: true,
    },
    SHOWN_IN_PLACE,
  );
}

/** The signed-in user's invitations not yet replied to. */
export function useUnreadInvitations(paging: Omit<InvitationFilter, 'state'> = {}) {
  return useApi(getUnreadInvitations, { scope: 'mine', ...paging }, {}, SHOWN_IN_PLACE);
}

export function useInviteLink() {
  return useApi(getInviteLink, {}, {}, SHOWN_IN_PLACE);
}

/**
 * The refusals batchsend's silent failure (50010350015) carries, each mobile with why; undefined
 * when the failure is another.
 */
export function batchSendRefusals(error: unknown): InviteRefusal[] | undefined {
  if (!(error instanceof ApiError) || error.code !== INVITE_SEND_FAILED_CODE) return undefined;
  const data = error.failure.kind === 'business' ? error.failure.data : undefined;
  const refused = (data as { refused?: unknown } | null | undefined)?.refused;
  return Array.isArray(refused) ? (refused as InviteRefusal[]) : [];
}

export function useBatchSendInvites() {
  return useApiMutation(batchSendInvites, [getUnreadInvitations]);
}

/** Accepting joins a corp: the user's corps change too. */
export function useReplyInvitation() {
  return useApiMutation(replyInvitation, [getUnreadInvitations, getCorpList]);
}

/** Agreeing adds members to the corp. */
export function useManageInvitations() {
  return useApiMutation(manageInvitations, [getUnreadInvitations, getDeptList, getDeptMembers]);
}

/** A new link (the old one stops working). */
export function useRefreshInviteLink() {
  return useApiMutation(getInviteLink, [getInviteLink]);
}
