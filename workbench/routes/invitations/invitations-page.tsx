import { Button, Card, Flex, Heading } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  InvitationList,
  type InvitationManageDetails,
} from '../../../design-system/components/invitation-list';
import type { PaginationChangeDetails } from '../../../design-system/components/pagination';
import { raiseSuccessToast } from '../../../design-system/components/toaster/toaster-loader';
import { DEFAULT_PAGE, TABLE_PAGE_SIZE } from '../../../shared/constants';
import { MEMBER_ACTION, type MemberAction } from '../../../shared/domain/vocabulary';
import { ApiError } from '../../data/api-error';
import { useCurrentCorp } from '../../data/current-corp';
import {
  batchSendRefusals,
  useBatchSendInvites,
  useInvitations,
  useManageInvitations,
  useReplyInvitation,
  useUnreadInvitations,
} from '../../data/invite';
import { BatchSendDialog } from './batch-send-dialog';
import { InviteLinkPanel } from './invite-link-panel';
import { listFailure } from '../list-failure';
import type { Invitation, InvitationState } from '../../../shared/domain/invite';
import type { InviteRefusal } from '../../../shared/payloads/invite';
import { INVITE_ACCEPT_FAILED_CODE } from '../../../shared/error-codes';
import { PageLayout } from '../../../design-system/components/page-layout';

const FIRST_PAGE = { page: DEFAULT_PAGE, pageSize: TABLE_PAGE_SIZE };

function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={headingId}>
      <Card.Header>
        <Flex gap="3" wrap="wrap" align="center" justify="space-between">
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
          {action}
        </Flex>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** A page past the last one (its rows deleted) moves back to the last. */
function useLastPageClamp(
  answer: { list: unknown[]; total: number } | undefined,
  paging: { page: number; pageSize: number },
  setPaging: (paging: { page: number; pageSize: number }) => void,
) {
  useEffect(() => {
    if (!answer || answer.list.length > 0 || answer.total === 0 || paging.page === DEFAULT_PAGE)
      return;
    setPaging({ ...paging, page: Math.ceil(answer.total / paging.pageSize) });
  }, [answer, paging, setPaging]);
}

/**
 * Invitations (docs/product.md §7, service/invite): the signed-in person's invitations to answer; and,
 * for an admin of the current corp, the invite link, sending invitations to mobiles in one batch,
 * and the corp's invitations and applications with the member actions (docs/product.md §4: 1 agree,
 * 2 reject, 3 delete, 4 reinvite).
 */
export default function InvitationsPage() {
  const { t } = useLingui();
  const { data: current } = useCurrentCorp();
  const corp = current && !current.needsSecondCheck ? current.data : undefined;
  const adminCorp = corp?.admin ? corp : undefined;

  const [receivedPaging, setReceivedPaging] = useState(FIRST_PAGE);
  const received = useUnreadInvitations({
    currentPage: receivedPaging.page,
    pageSize: receivedPaging.pageSize,
  });
  useLastPageClamp(received.data, receivedPaging, setReceivedPaging);

  const [stateFilter, setStateFilter] = useState<InvitationState | undefined>(undefined);
  const [managePaging, setManagePaging] = useState(FIRST_PAGE);
  const managed = useInvitations(
    adminCorp
      ? { state: stateFilter, currentPage: managePaging.page, pageSize: managePaging.pageSize }
      : null,
  );
  useLastPageClamp(managed.data, managePaging, setManagePaging);

  const corpName = adminCorp?.corpName ?? '';
  const [sending, setSending] = useState(false);
  const { trigger: batchSend } = useBatchSendInvites();
  const { trigger: reply } = useReplyInvitation();
  const { trigger: manage } = useManageInvitations();

  const refusalText = (refusal: InviteRefusal) => {
    const mobile = refusal.mobile;
    switch (refusal.reason) {
      case 'duplicate':
        return t({ id: 'invitations.refused.duplicate', message: `${mobile} is listed twice` });
      case 'member':
        return t({ id: 'invitations.refused.member', message: `${mobile} is a member already` });
      case 'pending':
        return t({
          id: 'invitations.refused.pending',
          message: `${mobile} has an invitation awaiting reply`,
        });
    }
  };

  const send = async (mobiles: string[]) => {
    try {
      const sent = await batchSend({ mobiles });
      const count = sent.length;
      raiseSuccessToast({
        description: t({ id: 'invitations.sent', message: `Invitations sent: ${count}` }),
      });
      setSending(false);
    } catch (error) {
      const refusals = batchSendRefusals(error);
      // A silent code (docs/product.md §8): nothing was toasted, so the dialog says what was refused.
      if (!refusals) throw error;
      const list = refusals.map(refusalText).join('; ');
      throw new Error(t({ id: 'invitations.refused', message: `Nothing was sent. ${list}.` }), {
        cause: error,
      });
    }
  };

  const answer = async (invitation: Invitation, accept: boolean) => {
    const corpName = invitation.corpName;
    try {
      await reply({ inviteId: invitation.inviteId, accept });
    } catch (error) {
      if (error instanceof ApiError && error.code === INVITE_ACCEPT_FAILED_CODE)
        throw new Error(
          t({
            id: 'invitations.reply.cannotAccept',
            message:
              'This invitation can no longer be accepted: it has expired, or you are in the company already.',
          }),
          { cause: error },
        );
      throw error;
    }
    raiseSuccessToast({
      description: accept
        ? t({ id: 'invitations.reply.accepted', message: `You joined ${corpName}.` })
        : t({ id: 'invitations.reply.declined', message: 'The invitation is declined.' }),
    });
  };

  const manageDone: Record<MemberAction, string> = {
    [MEMBER_ACTION.agree]: t({
      id: 'invitations.manage.agreed',
      message: 'Approved: they are a member now.',
    }),
    [MEMBER_ACTION.reject]: t({
      id: 'invitations.manage.rejected',
      message: 'The application is rejected.',
    }),
    [MEMBER_ACTION.delete]: t({
      id: 'invitations.manage.deleted',
      message: 'The invitation is deleted.',
    }),
    [MEMBER_ACTION.reinvite]: t({
      id: 'invitations.manage.reinvited',
      message: 'The invitation is sent again.',
    }),
  };

  const runManage = async (details: InvitationManageDetails) => {
    await manage(details);
    raiseSuccessToast({ description: manageDone[details.action] });
  };

  const statusOf = (read: { data?: unknown; error?: unknown }) =>
    read.error ? 'error' : read.data ? 'ready' : 'loading';
  const pagingOf = (
    paging: { page: number; pageSize: number },
    total: number | undefined,
    setPaging: (details: PaginationChangeDetails) => void,
  ) => (total === undefined ? undefined : { ...paging, total, onChange: setPaging });
  const failed = t({
    id: 'invitations.listFailed',
    message: 'The invitations could not be loaded.',
  });

  return (
    <PageLayout
      title={t({ id: 'invitations.heading', message: 'Invitations' })}
      description={t({
        id: 'invitations.intro',
        message: 'Answer invitations to join companies, and invite people to yours.',
      })}
    >
      <Section title={t({ id: 'invitations.received', message: 'Invitations to you' })}>
        <InvitationList
          view="received"
          invitations={received.data?.list ?? []}
          status={statusOf(received)}
          errorMessage={listFailure(failed, received.error)}
          onRetry={() => void received.mutate()}
          paging={pagingOf(receivedPaging, received.data?.total, setReceivedPaging)}
          onReply={answer}
        />
      </Section>

      {adminCorp ? (
        <>
          <Section
            title={t({ id: 'invitations.invite', message: 'Invite people' })}
            action={
              <Button size="sm" colorPalette="brand" onClick={() => setSending(true)}>
                {t({ id: 'invitations.send.open', message: 'Invite by mobile number' })}
              </Button>
            }
          >
            <InviteLinkPanel canRefresh />
          </Section>

          <Section
            title={t({
              id: 'invitations.manage',
              message: `Invitations of ${corpName}`,
            })}
          >
            <InvitationList
              view="manage"
              invitations={managed.data?.list ?? []}
              status={statusOf(managed)}
              errorMessage={listFailure(failed, managed.error)}
              emptyAction={
                <Button size="sm" variant="outline" onClick={() => setSending(true)}>
                  {t({ id: 'invitations.send.open', message: 'Invite by mobile number' })}
                </Button>
              }
              onRetry={() => void managed.mutate()}
              paging={pagingOf(managePaging, managed.data?.total, setManagePaging)}
              onManage={runManage}
              stateFilter={stateFilter}
              onStateFilterChange={(state) => {
                setStateFilter(state);
                setManagePaging((paging) => ({ ...paging, page: DEFAULT_PAGE }));
              }}
            />
          </Section>
        </>
      ) : null}

      {sending ? <BatchSendDialog onSend={send} onClose={() => setSending(false)} /> : null}
    </PageLayout>
  );
}
