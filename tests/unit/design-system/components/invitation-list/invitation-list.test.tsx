import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  InvitationList,
  type InvitationListProps,
} from '../../../../../design-system/components/invitation-list';
import { MEMBER_ACTION } from '../../../../../shared/domain/vocabulary';
import {
  MANAGED_INVITATIONS,
  RECEIVED_INVITATIONS,
} from '../../../../../stories/design-system/fixtures/invitations';
import { renderWithProviders } from '../../../helpers/render';
import { clickTwiceInOneTask } from '../../../helpers/submit-guard';
import { chooseRowAction } from '../../../helpers/row-actions';

type Reply = NonNullable<InvitationListProps['onReply']>;
type Manage = NonNullable<InvitationListProps['onManage']>;

function renderReceived(props: Partial<Omit<InvitationListProps, 'view'>> = {}) {
  const onReply = vi.fn<Reply>(() => Promise.resolve());
  const user = userEvent.setup();
  renderWithProviders(
    <InvitationList
      view="received"
      invitations={RECEIVED_INVITATIONS}
      onReply={onReply}
      {...props}
    />,
  );
  return { user, onReply };
}

function renderManage(props: Partial<Omit<InvitationListProps, 'view'>> = {}) {
  const onManage = vi.fn<Manage>(() => Promise.resolve());
  const user = userEvent.setup();
  renderWithProviders(
    <InvitationList
      view="manage"
      invitations={MANAGED_INVITATIONS}
      onManage={onManage}
      {...props}
    />,
  );
  return { user, onManage };
}

const item = (corpName: string) =>
  within(screen.getByRole('heading', { name: corpName }).closest('li') as HTMLElement);
/** The row of an invitee, found by the name or mobile in its row header. */
const row = (name: string) =>
  within(
    screen
      .getAllByRole('rowheader')
      .find((cell) => cell.textContent?.includes(name))
      ?.closest('tr') as HTMLElement,
  );

// Dialogs mount and animate in jsdom: slow on a busy two-core machine, never stuck.
describe('InvitationList, received', () => {
  it('should count the unread invitations and mark each one', () => {
    renderReceived();
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    expect(item('华南示范集团股份有限公司').getByText('Unread')).toBeInTheDocument();
    expect(item('佛山顺德家具出口有限公司').queryByText('Unread')).not.toBeInTheDocument();
  });

  it('should take the unread count from the parent when it pages the list', () => {
    renderReceived({ unreadCount: 42 });
    expect(screen.getByText('42 unread')).toBeInTheDocument();
  });

  it('should say who invited and when, with dates in the locale', () => {
    renderReceived();
    expect(
      item('华南示范集团股份有限公司').getByText('王芳 invited you on 08/03/2025'),
    ).toBeInTheDocument();
    expect(item('华南示范集团股份有限公司').getByText('Expires on 08/10/2025')).toBeInTheDocument();
  });

  it('should accept and decline an invitation', async () => {
    const { user, onReply } = renderReceived();
    await user.click(item('华南示范集团股份有限公司').getByRole('button', { name: 'Accept' }));
    expect(onReply).toHaveBeenLastCalledWith(RECEIVED_INVITATIONS[0], true);
    await user.click(item('深圳前海供应链管理有限公司').getByRole('button', { name: 'Decline' }));
    expect(onReply).toHaveBeenLastCalledWith(RECEIVED_INVITATIONS[1], false);
  });

  it('should offer no answer to an expired invitation and show its state', () => {
    renderReceived();
    const expired = item('佛山顺德家具出口有限公司');
    expect(expired.queryByRole('button')).not.toBeInTheDocument();
    expect(expired.getByText('Expired')).toBeInTheDocument();
  });

  it('should show the refusal on the invitation and keep it answerable', async () => {
    const { user } = renderReceived({
      onReply: vi.fn(() => Promise.reject(new Error('This invitation has expired.'))),
    });
    const invitation = item('华南示范集团股份有限公司');
    await user.click(invitation.getByRole('button', { name: 'Accept' }));
    expect(await invitation.findByRole('alert')).toHaveTextContent('This invitation has expired.');
    expect(invitation.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('should say there are no invitations', () => {
    renderReceived({ invitations: [] });
    expect(screen.getByText('You have no new invitations.')).toBeInTheDocument();
  });
});

describe('InvitationList, manage', () => {
  it('should show each state in words', () => {
    renderManage();
    expect(row('赵敏').getByText('Awaiting approval')).toBeInTheDocument();
    expect(row('137****1357').getByText('Awaiting reply')).toBeInTheDocument();
    expect(row('孙丽').getByText('Accepted')).toBeInTheDocument();
    expect(row('135****9753').getByText('Rejected')).toBeInTheDocument();
    expect(row('+62-812****7788').getByText('Expired')).toBeInTheDocument();
  });

  it('should send agree (1) and reject (2) for an application', async () => {
    const { user, onManage } = renderManage();
    await user.click(row('赵敏').getByRole('button', { name: 'Approve' }));
    expect(onManage).toHaveBeenLastCalledWith({
      action: MEMBER_ACTION.agree,
      inviteIds: ['i-201'],
    });
    await chooseRowAction(user, '赵敏', 'Reject');
    expect(onManage).toHaveBeenLastCalledWith({
      action: MEMBER_ACTION.reject,
      inviteIds: ['i-201'],
    });
    expect(onManage.mock.calls.map(([details]) => details.action)).toEqual([1, 2]);
  });

  it('should send reinvite (4) for an expired invitation', async () => {
    const { user, onManage } = renderManage();
    await user.click(row('+62-812****7788').getByRole('button', { name: 'Invite again' }));
    expect(onManage).toHaveBeenCalledWith({ action: 4, inviteIds: ['i-205'] });
  });

  it('should ask before deleting, then send delete (3)', async () => {
    const { user, onManage } = renderManage();
    await chooseRowAction(user, '孙丽', 'Delete');
    expect(onManage).not.toHaveBeenCalled();
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete invitation' }));
    expect(dialog.getByText(/孙丽/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(onManage).toHaveBeenCalledWith({ action: MEMBER_ACTION.delete, inviteIds: ['i-203'] });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('should delete nothing when the confirmation is cancelled', async () => {
    const { user, onManage } = renderManage();
    await chooseRowAction(user, '孙丽', 'Delete');
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete invitation' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onManage).not.toHaveBeenCalled();
  });

  it('should keep the confirmation open with the refusal', async () => {
    const { user } = renderManage({
      onManage: vi.fn(() => Promise.reject(new Error('Only an admin of the corp can do this.'))),
    });
    await chooseRowAction(user, '孙丽', 'Delete');
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete invitation' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Only an admin of the corp can do this.',
    );
  });

  it('should show a refusal on its row', async () => {
    const { user } = renderManage({
      onManage: vi.fn(() => Promise.reject(new Error('The applicant has joined another way.'))),
    });
    await user.click(row('赵敏').getByRole('button', { name: 'Approve' }));
    expect(await row('赵敏').findByRole('alert')).toHaveTextContent(
      'The applicant has joined another way.',
    );
  });

  it('should filter by state when the parent offers it', async () => {
    const onStateFilterChange = vi.fn();
    const { user } = renderManage({ onStateFilterChange });
    const filter = screen.getByRole('combobox', { name: 'Show invitations' });
    await user.selectOptions(filter, 'applying');
    expect(onStateFilterChange).toHaveBeenLastCalledWith('applying');
    await user.selectOptions(filter, '');
    expect(onStateFilterChange).toHaveBeenLastCalledWith(undefined);
  });

  it('should page through the corp invitations', async () => {
    const onChange = vi.fn();
    const { user } = renderManage({ paging: { page: 1, pageSize: 5, total: 300, onChange } });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange).toHaveBeenCalledWith({ page: 2, pageSize: 5 });
  });

  it('should show the wait and a failure with a retry', async () => {
    const onRetry = vi.fn();
    const { user } = renderManage({ invitations: [], status: 'error', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('should show the wait while loading', () => {
    renderManage({ invitations: [], status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});

describe('InvitationList, two clicks in one task', () => {
  it('should accept once', () => {
    const onReply = vi.fn<Reply>(() => new Promise(() => {}));
    renderReceived({ onReply });
    clickTwiceInOneTask(item('华南示范集团股份有限公司').getByRole('button', { name: 'Accept' }));
    expect(onReply).toHaveBeenCalledTimes(1);
  });

  it('should approve once', () => {
    const onManage = vi.fn<Manage>(() => new Promise(() => {}));
    renderManage({ onManage });
    clickTwiceInOneTask(row('赵敏').getByRole('button', { name: 'Approve' }));
    expect(onManage).toHaveBeenCalledTimes(1);
  });

  it('should delete once', async () => {
    const onManage = vi.fn<Manage>(() => new Promise(() => {}));
    const { user } = renderManage({ onManage });
    await chooseRowAction(user, '孙丽', 'Delete');
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete invitation' }));
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'Delete' }));
    expect(onManage).toHaveBeenCalledTimes(1);
  });
});
