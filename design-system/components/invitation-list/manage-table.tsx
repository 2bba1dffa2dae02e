import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Invitation } from '../../../shared/domain/invite';
import { MEMBER_ACTION, type MemberAction } from '../../../shared/domain/vocabulary';
import { DataTable } from '../data-table';
import { RowActions } from '../row-actions';
import { TruncatedText } from '../truncated-text';
import { DeleteInvitationDialog } from './delete-invitation-dialog';
import type { InvitationListProps } from './invitation-list-props';
import { useDateFormat } from '../../utils/format-date';
import { RowFailure, StateBadge } from './invitation-parts';
import { manageActions } from './invitation-rules';
import { useRowActions } from './use-row-actions';

/**
 * A corp's invitations and applications for an admin, with the member actions each state allows;
 * deleting asks first.
 */
export function ManageTable({
  invitations,
  onManage,
}: Pick<InvitationListProps, 'invitations' | 'onManage'>) {
  const { t } = useLingui();
  const { date: day } = useDateFormat();
  const { busy, failures, run, isBusy, clearFailure } = useRowActions();
  const [confirming, setConfirming] = useState<Invitation | null>(null);

  const actionLabels: Record<MemberAction, string> = {
    [MEMBER_ACTION.agree]: t({ id: 'invitationList.agree', message: 'Approve' }),
    [MEMBER_ACTION.reject]: t({ id: 'invitationList.reject', message: 'Reject' }),
    [MEMBER_ACTION.delete]: t({ id: 'invitationList.delete', message: 'Delete' }),
    [MEMBER_ACTION.reinvite]: t({ id: 'invitationList.reinvite', message: 'Invite again' }),
  };

  const manage = (invitation: Invitation, action: MemberAction) => {
    if (onManage)
      void run(invitation.inviteId, String(action), () =>
        onManage({ action, inviteIds: [invitation.inviteId] }),
      );
  };

  const deleteKey = String(MEMBER_ACTION.delete);

  // The first action the state allows is in view, unless it is deleting: that one asks first,
  // and sits in the menu with the others.
  const rowActions = (invitation: Invitation) => {
    const offered = onManage ? manageActions(invitation.state) : [];
    const [first, ...rest] = offered;
    const mainAction = first === MEMBER_ACTION.delete ? undefined : first;
    const action = (chosen: MemberAction) => {
      if (chosen === MEMBER_ACTION.delete) {
        clearFailure(invitation.inviteId);
        setConfirming(invitation);
      } else manage(invitation, chosen);
    };
    return (
      <RowActions
        name={invitation.realName || invitation.mobile}
        main={
          mainAction !== undefined
            ? {
                label: actionLabels[mainAction],
                busy: isBusy(invitation.inviteId, String(mainAction)),
                disabled: busy !== null && !isBusy(invitation.inviteId, String(mainAction)),
                onClick: () => action(mainAction),
              }
            : undefined
        }
        more={(mainAction === undefined ? offered : rest).map((chosen) => ({
          key: String(chosen),
          label: actionLabels[chosen],
          danger: chosen === MEMBER_ACTION.delete,
          disabled: busy !== null,
          onSelect: () => action(chosen),
        }))}
      />
    );
  };
  const confirmDelete = async () => {
    if (!confirming || !onManage) return;
    const inviteIds = [confirming.inviteId];
    if (
      await run(confirming.inviteId, deleteKey, () =>
        onManage({ action: MEMBER_ACTION.delete, inviteIds }),
      )
    )
      setConfirming(null);
  };

  return (
    <>
      <DataTable
        label={t({ id: 'invitationList.tableLabel', message: 'Invitations' })}
        rows={invitations}
        rowKey={(invitation) => invitation.inviteId}
        columns={[
          {
            key: 'invitee',
            header: t({ id: 'invitationList.column.invitee', message: 'Invitee' }),
            rowHeader: true,
            cell: (invitation) => (
              <Stack gap="none" minW="none">
                {/* The name an applicant gave, over the mobile every invitation has. */}
                {invitation.realName && (
                  <TruncatedText fontWeight="medium">{invitation.realName}</TruncatedText>
                )}
                <Text
                  textStyle={invitation.realName ? 'xs' : 'sm'}
                  color={invitation.realName ? 'text.secondary' : undefined}
                  fontWeight="normal"
                  fontVariantNumeric="tabular-nums"
                  whiteSpace="nowrap"
                >
                  {invitation.mobile}
                </Text>
              </Stack>
            ),
          },
          {
            key: 'inviter',
            header: t({ id: 'invitationList.column.inviter', message: 'Invited by' }),
            cell: (invitation) => <TruncatedText>{invitation.inviterName}</TruncatedText>,
          },
          {
            key: 'state',
            header: t({ id: 'invitationList.column.state', message: 'State' }),
            cell: (invitation) => <StateBadge state={invitation.state} />,
          },
          {
            key: 'sent',
            header: t({ id: 'invitationList.column.sent', message: 'Sent on' }),
            nowrap: true,
            showFrom: 'xl',
            cell: (invitation) => day(invitation.sentAt),
          },
          {
            key: 'expires',
            header: t({ id: 'invitationList.column.expires', message: 'Expires on' }),
            nowrap: true,
            cell: (invitation) => day(invitation.expiresAt),
          },
        ]}
        actions={{
          header: t({ id: 'invitationList.column.actions', message: 'Actions' }),
          cell: (invitation) => (
            <Stack gap="1">
              {rowActions(invitation)}
              {confirming?.inviteId !== invitation.inviteId && (
                <RowFailure message={failures[invitation.inviteId]} />
              )}
            </Stack>
          ),
        }}
      />
      {confirming && (
        <DeleteInvitationDialog
          invitation={confirming}
          confirmLabel={actionLabels[MEMBER_ACTION.delete]}
          loading={isBusy(confirming.inviteId, deleteKey)}
          failure={failures[confirming.inviteId]}
          onConfirm={confirmDelete}
          onCancel={() => setConfirming(null)}
        />
      )}
    </>
  );
}
