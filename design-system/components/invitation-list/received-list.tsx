import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { countFormat } from '../amount-text/format-amount';
import { TruncatedText } from '../truncated-text';
import type { InvitationListProps } from './invitation-list-props';
import { useDateFormat } from '../../utils/format-date';
import { RowFailure, StateBadge } from './invitation-parts';
import { canReply } from './invitation-rules';
import { useRowActions } from './use-row-actions';

/** The person's invitations, each with its inviter and expiry, and accept or decline while open. */
export function ReceivedList({
  invitations,
  onReply,
  unreadCount,
}: Pick<InvitationListProps, 'invitations' | 'onReply' | 'unreadCount'>) {
  const { t, i18n } = useLingui();
  const { date: day } = useDateFormat();
  const { busy, failures, run, isBusy } = useRowActions();
  const unread = unreadCount ?? invitations.filter((row) => canReply(row.state)).length;
  const unreadText = countFormat(i18n).format(unread);

  return (
    <Stack gap="3">
      {unread > 0 && (
        <HStack>
          <Badge colorPalette="red" variant="solid" fontVariantNumeric="tabular-nums">
            {t({ id: 'invitationList.unreadCount', message: `${unreadText} unread` })}
          </Badge>
        </HStack>
      )}
      <Stack as="ul" listStyleType="none" gap="3">
        {invitations.map((invitation) => {
          const inviter = invitation.inviterName;
          const sent = day(invitation.sentAt);
          const expires = day(invitation.expiresAt);
          const open = canReply(invitation.state);
          return (
            <Box
              as="li"
              key={invitation.inviteId}
              border="sm"
              borderColor="border"
              borderRadius="panel"
              p="4"
              bg="surface.panel"
            >
              <Flex gap="3" wrap="wrap" align="center" justify="space-between">
                <Stack gap="1" flex="1" minW="3xs">
                  <HStack gap="2" minW="none">
                    <TruncatedText as="h3" fontWeight="semibold">
                      {invitation.corpName}
                    </TruncatedText>
                    {open ? (
                      <Badge colorPalette="red" variant="subtle" flexShrink="0">
                        {t({ id: 'invitationList.unread', message: 'Unread' })}
                      </Badge>
                    ) : (
                      <StateBadge state={invitation.state} />
                    )}
                  </HStack>
                  <Text textStyle="sm" color="text.secondary" overflowWrap="anywhere">
                    {t({
                      id: 'invitationList.invitedBy',
                      message: `${inviter} invited you on ${sent}`,
                    })}
                  </Text>
                  <Text textStyle="sm" color="text.secondary">
                    {invitation.state === 'expired'
                      ? t({ id: 'invitationList.expiredOn', message: `Expired on ${expires}` })
                      : t({ id: 'invitationList.expiresOn', message: `Expires on ${expires}` })}
                  </Text>
                </Stack>
                {open && onReply && (
                  <HStack gap="2" flexShrink="0">
                    <Button
                      size="sm"
                      variant="outline"
                      loading={isBusy(invitation.inviteId, 'reject')}
                      disabled={busy !== null && !isBusy(invitation.inviteId, 'reject')}
                      onClick={() =>
                        void run(invitation.inviteId, 'reject', () => onReply(invitation, false))
                      }
                    >
                      {t({ id: 'invitationList.decline', message: 'Decline' })}
                    </Button>
                    <Button
                      size="sm"
                      colorPalette="brand"
                      loading={isBusy(invitation.inviteId, 'accept')}
                      disabled={busy !== null && !isBusy(invitation.inviteId, 'accept')}
                      onClick={() =>
                        void run(invitation.inviteId, 'accept', () => onReply(invitation, true))
                      }
                    >
                      {t({ id: 'invitationList.accept', message: 'Accept' })}
                    </Button>
                  </HStack>
                )}
              </Flex>
              <RowFailure message={failures[invitation.inviteId]} />
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
