import type { ReactNode } from 'react';
import type { Invitation, InvitationState } from '../../../shared/domain/invite';
import type { MemberAction } from '../../../shared/domain/vocabulary';
import type { PaginationChangeDetails } from '../pagination';

/** The server pages both lists (unreadlist answers a page). */
export interface InvitationListPaging {
  page: number;
  pageSize: number;
  total: number;
  onChange: (details: PaginationChangeDetails) => void;
}

/** An admin's action on invitations (service/invite/manage). */
export interface InvitationManageDetails {
  action: MemberAction;
  inviteIds: string[];
}

export interface InvitationListProps {
  /**
   * 'received': the signed-in person's invitations to join corps, to accept or decline.
   * 'manage': a corp's invitations and applications, for an admin.
   */
  view: 'received' | 'manage';
  /** The invitations of the page shown. */
  invitations: Invitation[];
  /** @default 'ready' */
  status?: 'loading' | 'error' | 'ready';
  /** Why loading failed. @default the catalogue's 'listState.error' */
  errorMessage?: string;
  /** Offers a retry after a failure. @default undefined */
  onRetry?: () => void;
  /** The next step out of an empty list, e.g. an invite button. @default undefined */
  emptyAction?: ReactNode;
  /** @default undefined (no pagination) */
  paging?: InvitationListPaging;
  /**
   * 'received': answers an invitation; rejects with an Error to show on it. Without it the list
   * offers no answers.
   * @default undefined
   */
  onReply?: (invitation: Invitation, accept: boolean) => Promise<void>;
  /** 'received': unread invitations in all pages. @default the pending ones of this page */
  unreadCount?: number;
  /**
   * 'manage': runs a member action (1 agree, 2 reject, 3 delete, 4 reinvite); rejects with an Error
   * to show. Without it the table offers no actions.
   * @default undefined
   */
  onManage?: (details: InvitationManageDetails) => Promise<void>;
  /** 'manage': the state the list is filtered to. @default undefined (all) */
  stateFilter?: InvitationState;
  /** 'manage': offers the state filter; the parent reloads the list. @default undefined (no filter) */
  onStateFilterChange?: (state: InvitationState | undefined) => void;
}
