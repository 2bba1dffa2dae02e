import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import {
  InvitationList,
  type InvitationListProps,
} from '../../design-system/components/invitation-list';
import type { InvitationState } from '../../shared/domain/invite';
import { MEMBER_ACTION } from '../../shared/domain/vocabulary';
import {
  MANAGED_INVITATIONS,
  manyInvitations,
  RECEIVED_INVITATIONS,
  THAI_INVITATIONS,
  THAI_RECEIVED,
} from './fixtures/invitations';
import { blurActive, findSettledDialog, waitForDialogGone } from './fixtures/overlays';
import { chooseRowAction } from './fixtures/row-actions';

/** Rows per page in the paged stories. */
const PAGE_SIZE = 10;

/**
 * Pages and filters like the server would, so the large list can be paged through and the state
 * filter tried by hand: the story's `paging` arg only switches paging on.
 */
function StatefulInvitationList(props: InvitationListProps) {
  const [page, setPage] = useState(1);
  const [state, setState] = useState<InvitationState | undefined>(undefined);
  if (!props.paging) return <InvitationList {...props} />;
  const matching = state
    ? props.invitations.filter((invitation) => invitation.state === state)
    : props.invitations;
  return (
    <InvitationList
      {...props}
      invitations={matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
      stateFilter={state}
      onStateFilterChange={(next) => {
        setState(next);
        setPage(1);
        props.onStateFilterChange?.(next);
      }}
      paging={{
        page,
        pageSize: PAGE_SIZE,
        total: matching.length,
        onChange: (details) => {
          setPage(details.page);
          props.paging?.onChange(details);
        },
      }}
    />
  );
}

const meta = preview.meta({
  title: 'Design system/InvitationList',
  component: InvitationList,
  args: {
    view: 'manage' as InvitationListProps['view'],
    invitations: MANAGED_INVITATIONS,
    onManage: fn(() => Promise.resolve()),
  },
  render: (args) => <StatefulInvitationList {...args} />,
});

/** The person's own invitations instead of the admin's table. */
const receivedArgs = ({
  invitations = RECEIVED_INVITATIONS,
  onReply = fn(() => Promise.resolve()),
}: Partial<Pick<InvitationListProps, 'invitations' | 'onReply'>> = {}) => ({
  view: 'received' as const,
  invitations,
  onReply,
});

const label = (zh: string, en: string) => new RegExp(`^(${zh}|${en})$`);

/** The row of an invitee, found by the name or mobile in its row header. */
const row = (name: string) =>
  within(
    screen
      .getAllByRole('rowheader')
      .find((cell) => cell.textContent?.includes(name))
      ?.closest('tr') as HTMLElement,
  );
/** The received invitation of a corp, found by its heading. */
const item = (corpName: string) =>
  within(screen.getByRole('heading', { name: corpName }).closest('li') as HTMLElement);

/** An admin's view: an application, and invitations in every state with what each allows. */
export const Manage = meta.story({
  parameters: { ...visualParameters({ allLocales: true }) },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(MANAGED_INVITATIONS.length);
    // Agree and reject for the application; reinvite and delete, or delete, for the others.
    const counts = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tableRow) => within(tableRow).getAllByRole('button').length);
    await expect(counts).toEqual([2, 2, 1, 2, 2]);
  },
});

/** The person's own invitations: unread ones marked, an expired one without answers. */
export const Received = meta.story({
  args: receivedArgs(),
  play: async () => {
    await expect(item('华南示范集团股份有限公司').getAllByRole('button')).toHaveLength(2);
    await expect(item('佛山顺德家具出口有限公司').queryAllByRole('button')).toHaveLength(0);
  },
});

export const Loading = meta.story({
  args: { invitations: [], status: 'loading' },
});

export const Empty = meta.story({
  args: { invitations: [] },
});

export const ReceivedEmpty = meta.story({
  args: receivedArgs({ invitations: [] }),
});

export const Error = meta.story({
  args: {
    invitations: [],
    status: 'error',
    errorMessage: '邀请列表暂时无法加载，请稍后重试。',
    onRetry: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('邀请列表暂时无法加载');
    await userEvent.click(canvas.getByRole('button', { name: label('重试', 'Try again') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    blurActive();
  },
});

/** 300 invitations, ten a page, with the state filter. */
export const LargeData = meta.story({
  args: {
    invitations: manyInvitations(300),
    paging: { page: 1, pageSize: PAGE_SIZE, total: 300, onChange: fn() },
    onStateFilterChange: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(PAGE_SIZE);
    await userEvent.click(canvas.getByRole('button', { name: /^(第 2 页|Page 2)$/ }));
    await expect(args.paging?.onChange).toHaveBeenCalledWith({ page: 2, pageSize: PAGE_SIZE });
    blurActive();
  },
});

export const FilterByState = meta.story({
  args: {
    invitations: manyInvitations(300),
    paging: { page: 1, pageSize: PAGE_SIZE, total: 300, onChange: fn() },
    onStateFilterChange: fn(),
  },
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /筛选邀请|Show invitations/ }),
      'applying',
    );
    await expect(args.onStateFilterChange).toHaveBeenCalledWith('applying');
    await waitFor(() =>
      expect(
        canvas
          .getAllByRole('row')
          .slice(1)
          .every((tableRow) => within(tableRow).getAllByRole('button').length === 2),
      ).toBe(true),
    );
    blurActive();
  },
});

export const Approve = meta.story({
  play: async ({ args }) => {
    await userEvent.click(row('赵敏').getByRole('button', { name: label('同意', 'Approve') }));
    await expect(args.onManage).toHaveBeenCalledWith({
      action: MEMBER_ACTION.agree,
      inviteIds: ['i-201'],
    });
    blurActive();
  },
});

export const Reject = meta.story({
  play: async ({ args }) => {
    await chooseRowAction(row('赵敏'), label('拒绝', 'Reject'));
    await expect(args.onManage).toHaveBeenCalledWith({
      action: MEMBER_ACTION.reject,
      inviteIds: ['i-201'],
    });
    blurActive();
  },
});

export const Reinvite = meta.story({
  play: async ({ args }) => {
    await userEvent.click(
      row('+62-812****7788').getByRole('button', { name: label('重新邀请', 'Invite again') }),
    );
    await expect(args.onManage).toHaveBeenCalledWith({
      action: MEMBER_ACTION.reinvite,
      inviteIds: ['i-205'],
    });
    blurActive();
  },
});

/** The action is refused: the reason shows on the row, which can be tried again. */
export const ApproveRefused = meta.story({
  args: {
    onManage: fn(() => Promise.reject(new globalThis.Error('该申请人已通过其他方式加入企业。'))),
  },
  play: async () => {
    await userEvent.click(row('赵敏').getByRole('button', { name: label('同意', 'Approve') }));
    await expect(await row('赵敏').findByRole('alert')).toHaveTextContent(
      '该申请人已通过其他方式加入企业。',
    );
    await expect(row('赵敏').getByRole('button', { name: label('同意', 'Approve') })).toBeEnabled();
    blurActive();
  },
});

/** Deleting asks first, then sends action 3. */
export const Delete = meta.story({
  play: async ({ args }) => {
    await chooseRowAction(row('孙丽'), label('删除', 'Delete'));
    const dialog = await findSettledDialog('alertdialog');
    await expect(args.onManage).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: label('删除', 'Delete') }));
    await expect(args.onManage).toHaveBeenCalledWith({
      action: MEMBER_ACTION.delete,
      inviteIds: ['i-203'],
    });
    await waitForDialogGone('alertdialog');
  },
});

export const DeleteRefused = meta.story({
  parameters: { ...visualParameters({ modes: ['dark'] }) },
  args: {
    onManage: fn(() => Promise.reject(new globalThis.Error('只有企业管理员可以执行此操作。'))),
  },
  play: async () => {
    await chooseRowAction(row('孙丽'), label('删除', 'Delete'));
    const dialog = await findSettledDialog('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: label('删除', 'Delete') }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '只有企业管理员可以执行此操作。',
    );
    blurActive();
  },
});

export const Accept = meta.story({
  args: receivedArgs(),
  play: async ({ args }) => {
    await userEvent.click(
      item('华南示范集团股份有限公司').getByRole('button', { name: label('接受', 'Accept') }),
    );
    await expect(args.onReply).toHaveBeenCalledWith(RECEIVED_INVITATIONS[0], true);
    blurActive();
  },
});

export const Decline = meta.story({
  args: receivedArgs(),
  play: async ({ args }) => {
    await userEvent.click(
      item('深圳前海供应链管理有限公司').getByRole('button', { name: label('拒绝', 'Decline') }),
    );
    await expect(args.onReply).toHaveBeenCalledWith(RECEIVED_INVITATIONS[1], false);
    blurActive();
  },
});

export const AcceptRefused = meta.story({
  args: receivedArgs({
    onReply: fn(() => Promise.reject(new globalThis.Error('该邀请已过期，请联系管理员重新邀请。'))),
  }),
  play: async () => {
    const invitation = item('华南示范集团股份有限公司');
    await userEvent.click(invitation.getByRole('button', { name: label('接受', 'Accept') }));
    await expect(await invitation.findByRole('alert')).toHaveTextContent('该邀请已过期');
    blurActive();
  },
});

/** Long Thai names and a Thai date format, in the admin's table. */
export const LongNames = meta.story({
  globals: { locale: 'th_TH' },
  args: { invitations: THAI_INVITATIONS },
});

export const LongNamesReceived = meta.story({
  globals: { locale: 'th_TH' },
  args: receivedArgs({ invitations: THAI_RECEIVED }),
});
