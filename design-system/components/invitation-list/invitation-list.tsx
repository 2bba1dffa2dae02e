import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ListState } from '../list-state';
import { DEFAULT_PAGE_SIZE_OPTIONS, Pagination } from '../pagination';
import { showsPagination } from '../pagination/paging';
import type { InvitationListProps } from './invitation-list-props';
import { ManageTable } from './manage-table';
import { ReceivedList } from './received-list';
import { StateFilter } from './state-filter';

export type {
  InvitationListPaging,
  InvitationListProps,
  InvitationManageDetails,
} from './invitation-list-props';

/**
 * Invitations in two views: 'received', the person's unanswered invitations with an unread badge
 * and accept or decline; 'manage', an admin's table of the corp's invitations and applications with
 * the member actions each state allows (deleting asks first). Every action is busy while it runs and
 * shows its refusal on its row.
 */
export function InvitationList({
  view,
  invitations,
  status = 'ready',
  errorMessage: loadError,
  onRetry,
  emptyAction,
  paging,
  onReply,
  unreadCount,
  onManage,
  stateFilter,
  onStateFilterChange,
}: InvitationListProps) {
  const { t } = useLingui();
  const listStatus = status === 'ready' && invitations.length === 0 ? 'empty' : status;
  const emptyMessage =
    view === 'received'
      ? t({ id: 'invitationList.empty.received', message: 'You have no new invitations.' })
      : t({ id: 'invitationList.empty.manage', message: 'No invitations or applications.' });

  return (
    <Stack gap="4">
      {view === 'manage' && onStateFilterChange && (
        <StateFilter value={stateFilter} onChange={onStateFilterChange} />
      )}
      <ListState
        status={listStatus}
        errorMessage={loadError}
        onRetry={onRetry}
        emptyMessage={emptyMessage}
        emptyAction={emptyAction}
      >
        <Stack gap="4">
          {view === 'received' ? (
            <ReceivedList invitations={invitations} onReply={onReply} unreadCount={unreadCount} />
          ) : (
            <ManageTable invitations={invitations} onManage={onManage} />
          )}
          {paging && showsPagination(paging.total, paging.pageSize, DEFAULT_PAGE_SIZE_OPTIONS) && (
            <Pagination {...paging} />
          )}
        </Stack>
      </ListState>
    </Stack>
  );
}

InvitationList.displayName = 'InvitationList';
