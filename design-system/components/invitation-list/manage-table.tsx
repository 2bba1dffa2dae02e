import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Invitation } from '../../../shared/domain/invite';
import { MEMBER_ACTION, type MemberAction } from '../../../shared/domain/vocabulary';
import { TruncatedText } from '../truncated-text';
import { DeleteInvitationDialog } from './delete-invitation-dialog';
import type { InvitationListProps } from './invitation-list-props';
import { RowFailure, StateBadge, useDay } from './invitation-parts';
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
  const day = useDay();
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
      <Table.ScrollArea border="sm" borderColor="border" borderRadius="control">
        <Table.Root
          size="sm"
          aria-label={t({ id: 'invitationList.tableLabel', message: 'Invitations' })}
        >
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">
                {t({ id: 'invitationList.column.invitee', message: 'Invitee' })}
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">
                {t({ id: 'invitationList.column.inviter', message: 'Invited by' })}
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">
                {t({ id: 'invitationList.column.state', message: 'State' })}
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">
                {t({ id: 'invitationList.column.sent', message: 'Sent on' })}
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">
                {t({ id: 'invitationList.column.expires', message: 'Expires on' })}
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">
                {t({ id: 'invitationList.column.actions', message: 'Actions' })}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {invitations.map((invitation) => (
              <Table.Row key={invitation.inviteId}>
                <Table.Cell as="th" scope="row" fontWeight="normal" textAlign="start" maxW="3xs">
                  {/* The name an applicant gave, over the mobile every invitation has. */}
                  {invitation.realName && (
                    <TruncatedText fontWeight="medium">{invitation.realName}</TruncatedText>
                  )}
                  <Text
                    textStyle={invitation.realName ? 'xs' : 'sm'}
                    color={invitation.realName ? 'text.secondary' : undefined}
                    fontVariantNumeric="tabular-nums"
                    whiteSpace="nowrap"
                  >
                    {invitation.mobile}
                  </Text>
                </Table.Cell>
                <Table.Cell maxW="3xs">
                  <TruncatedText>{invitation.inviterName}</TruncatedText>
                </Table.Cell>
                <Table.Cell>
                  <StateBadge state={invitation.state} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{day(invitation.sentAt)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{day(invitation.expiresAt)}</Table.Cell>
                <Table.Cell>
                  <Stack gap="1">
                    <HStack gap="2" wrap="wrap">
                      {(onManage ? manageActions(invitation.state) : []).map((action) => {
                        const key = String(action);
                        const destructive = action === MEMBER_ACTION.delete;
                        return (
                          <Button
                            key={action}
                            size="xs"
                            variant={action === MEMBER_ACTION.agree ? 'solid' : 'outline'}
                            colorPalette={
                              action === MEMBER_ACTION.agree
                                ? 'brand'
                                : destructive
                                  ? 'red'
                                  : 'gray'
                            }
                            loading={!destructive && isBusy(invitation.inviteId, key)}
                            disabled={busy !== null && !isBusy(invitation.inviteId, key)}
                            onClick={() => {
                              if (destructive) {
                                clearFailure(invitation.inviteId);
                                setConfirming(invitation);
                              } else manage(invitation, action);
                            }}
                          >
                            {actionLabels[action]}
                          </Button>
                        );
                      })}
                    </HStack>
                    {confirming?.inviteId !== invitation.inviteId && (
                      <RowFailure message={failures[invitation.inviteId]} />
                    )}
                  </Stack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
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
