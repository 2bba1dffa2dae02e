import {
  Badge,
  Box,
  Button,
  Flex,
  HStack,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  INVITATION_STATES,
  type Invitation,
  type InvitationState,
} from '../../../shared/domain/invite';
import { MEMBER_ACTION, type MemberAction } from '../../../shared/domain/vocabulary';
import { errorMessage } from '../../utils/error-message';
import { intlLocale } from '../amount-text/format-amount';
import { AppDialog } from '../app-dialog';
import { ListState } from '../list-state';
import { DEFAULT_PAGE_SIZE_OPTIONS, Pagination, type PaginationChangeDetails } from '../pagination';
import { showsPagination } from '../pagination/paging';
import { formatDate } from '../../utils/format-date';
import { TruncatedText } from '../truncated-text';
import {
  canReply,
  INVITATION_STATE_TONES,
  invitationStateLabel,
  manageActions,
} from './invitation-rules';
import { ErrorAlert } from '../error-alert';

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

/** Keeps which row is busy with what, and each row's last refusal. */
function useRowActions() {
  const { t } = useLingui();
  const [busy, setBusy] = useState<{ inviteId: string; key: string } | null>(null);
  const [failures, setFailures] = useState<Record<string, string>>({});
  const clearFailure = (inviteId: string) =>
    setFailures(({ [inviteId]: _dropped, ...rest }) => rest);
  const run = async (inviteId: string, key: string, action: () => Promise<void>) => {
    if (busy !== null) return false;
    setBusy({ inviteId, key });
    clearFailure(inviteId);
    try {
      await action();
      return true;
    } catch (error) {
      const message = errorMessage(
        error,
        t({ id: 'invitationList.failed', message: 'That did not work. Try again.' }),
      );
      setFailures((current) => ({ ...current, [inviteId]: message }));
      return false;
    } finally {
      setBusy(null);
    }
  };
  const isBusy = (inviteId: string, key: string) => busy?.inviteId === inviteId && busy.key === key;
  return { busy, failures, run, isBusy, clearFailure };
}

function RowFailure({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Text role="alert" textStyle="sm" color="fg.error" overflowWrap="anywhere">
      {message}
    </Text>
  );
}

function StateBadge({ state }: { state: InvitationState }) {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette={INVITATION_STATE_TONES[state]} variant="subtle" flexShrink="0">
      {i18n._(invitationStateLabel(state))}
    </Badge>
  );
}

function useDay() {
  const { i18n } = useLingui();
  const locale = intlLocale(i18n.locale, i18n.locales);
  return (ms: number) => formatDate(ms, locale);
}

function ReceivedList({
  invitations,
  onReply,
  unreadCount,
}: Pick<InvitationListProps, 'invitations' | 'onReply' | 'unreadCount'>) {
  const { t, i18n } = useLingui();
  const day = useDay();
  const { busy, failures, run, isBusy } = useRowActions();
  const unread = unreadCount ?? invitations.filter((row) => canReply(row.state)).length;
  const unreadText = new Intl.NumberFormat(intlLocale(i18n.locale, i18n.locales)).format(unread);

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

function ManageTable({
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

  const inviteeOf = (invitation: Invitation) => invitation.realName || invitation.mobile;
  const confirmingName = confirming ? inviteeOf(confirming) : '';

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
        <AppDialog
          open
          role="alertdialog"
          title={t({ id: 'invitationList.delete.title', message: 'Delete invitation' })}
          description={t({
            id: 'invitationList.delete.message',
            message: `Delete the invitation of ${confirmingName}? The record is removed and cannot be restored.`,
          })}
          destructive
          confirmLabel={actionLabels[MEMBER_ACTION.delete]}
          confirmLoading={isBusy(confirming.inviteId, deleteKey)}
          onConfirm={() => void confirmDelete()}
          onOpenChange={({ open }) => {
            if (!open) setConfirming(null);
          }}
          showCloseButton={false}
          closeOnInteractOutside={false}
          initialFocus="cancel"
        >
          <ErrorAlert message={failures[confirming.inviteId]} />
        </AppDialog>
      )}
    </>
  );
}

function StateFilter({
  value,
  onChange,
}: {
  value: InvitationState | undefined;
  onChange: (state: InvitationState | undefined) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <NativeSelect.Root size="sm" w="fit">
      <NativeSelect.Field
        aria-label={t({ id: 'invitationList.filter', message: 'Show invitations' })}
        value={value ?? ''}
        onChange={(event) => {
          const picked = event.target.value;
          onChange(INVITATION_STATES.find((state) => state === picked));
        }}
      >
        <option value="">{t({ id: 'invitationList.filter.all', message: 'All states' })}</option>
        {INVITATION_STATES.map((state) => (
          <option key={state} value={state}>
            {i18n._(invitationStateLabel(state))}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
