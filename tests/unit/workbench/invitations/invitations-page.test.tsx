import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import InvitationsPage from '../../../../workbench/routes/invitations/invitations-page';
import { createTestAccount, INVITING_CORP_NAME, sandbox } from '../../../../workbench/sandbox';
import { setupSandbox, signInAs } from '../../helpers/sandbox';
import { renderPage } from '../devices/render-page';

const { effects } = setupSandbox();

function renderInvitations() {
  const user = userEvent.setup();
  renderPage(<InvitationsPage />);
  return { user };
}

const section = (name: string | RegExp) => within(screen.getByRole('region', { name }));
const manageTable = () => screen.findByRole('table', { name: 'Invitations' });

async function ownCorpAdmin() {
  const state = await sandbox.state();
  const account = createTestAccount(state, { ownCorp: true });
  await signInAs(account.userId);
  return account;
}

async function openSendDialog(user: ReturnType<typeof userEvent.setup>) {
  // The section's own button (an empty list offers the same as its next step).
  const [button] = await screen.findAllByRole('button', { name: 'Invite by mobile number' });
  await user.click(button!);
  return within(await screen.findByRole('dialog', { name: 'Invite by mobile number' }));
}

describe('the invitations page', () => {
  it('should show an admin the invitations received, the invite link and the corp’s invitations', async () => {
    await signInAs('u0001');
    renderInvitations();
    expect(screen.getByRole('heading', { level: 1, name: 'Invitations' })).toBeInTheDocument();
    expect(
      (await section('Invitations to you').findAllByText(INVITING_CORP_NAME))[0],
    ).toBeInTheDocument();
    expect(
      (await screen.findByRole<HTMLInputElement>('textbox', { name: 'Invite link' })).value,
    ).toContain('#/invite?code=');
    expect(await manageTable()).toBeInTheDocument();
  });

  it('should show a member who is not an admin only the invitations received', async () => {
    const state = await sandbox.state();
    const { userId } = createTestAccount(state, {});
    await signInAs(userId);
    renderInvitations();
    expect(await screen.findByText('You have no new invitations.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invite people' })).not.toBeInTheDocument();
    expect(effects.toasts).toEqual([]);
  });

  it('should say it is loading, and show what failed with a retry', async () => {
    await signInAs('u0001');
    sandbox.scenarios.add({
      path: 'service/invite/unreadlist',
      answer: { errcode: '7001', description: 'Invitations unavailable.' },
      times: 2,
    });
    const { user } = renderInvitations();
    expect(section('Invitations to you').getByRole('status')).toHaveTextContent('Loading…');
    await waitFor(() =>
      expect(
        section('Invitations to you').getByText('The invitations could not be loaded.'),
      ).toBeVisible(),
    );
    await user.click(section('Invitations to you').getByRole('button', { name: 'Try again' }));
    expect(
      (await section('Invitations to you').findAllByText(INVITING_CORP_NAME))[0],
    ).toBeInTheDocument();
  });

  it('should check the mobiles before sending, and keep them', async () => {
    await ownCorpAdmin();
    const { user } = renderInvitations();
    const dialog = await openSendDialog(user);
    await user.click(dialog.getByRole('button', { name: 'Send invitations' }));
    expect(dialog.getByText('Enter at least one mobile number')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Mobile numbers/ }), '13912345678, 12345');
    expect(dialog.getByText('These are not mobile numbers: 12345')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /Mobile numbers/ })).toHaveValue(
      '13912345678, 12345',
    );
  });

  it('should send invitations, report them and list them as awaiting reply', async () => {
    await ownCorpAdmin();
    const { user } = renderInvitations();
    expect(await screen.findByText('No invitations or applications.')).toBeInTheDocument();
    const dialog = await openSendDialog(user);
    await user.type(
      dialog.getByRole('textbox', { name: /Mobile numbers/ }),
      '13912345678\n13912345679',
    );
    await user.click(dialog.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('Invitations sent: 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = await manageTable();
    expect(within(table).getByText('139****5678')).toBeInTheDocument();
    expect(within(table).getAllByText('Awaiting reply')).toHaveLength(2);
  });

  it('should say which mobiles were refused, with nothing toasted, the mobiles kept', async () => {
    const account = await ownCorpAdmin();
    const { user } = renderInvitations();
    const dialog = await openSendDialog(user);
    await user.type(
      dialog.getByRole('textbox', { name: /Mobile numbers/ }),
      `13912345678 ${account.mobile}`,
    );
    await user.click(dialog.getByRole('button', { name: 'Send invitations' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      `Nothing was sent. ${account.mobile} is a member already.`,
    );
    expect(effects.toasts).toEqual([]);
    expect(dialog.getByRole('textbox', { name: /Mobile numbers/ })).toHaveValue(
      `13912345678 ${account.mobile}`,
    );
  });

  it('should delete an invitation after asking', async () => {
    await ownCorpAdmin();
    const { user } = renderInvitations();
    const dialog = await openSendDialog(user);
    await user.type(dialog.getByRole('textbox', { name: /Mobile numbers/ }), '13912345678');
    await user.click(dialog.getByRole('button', { name: 'Send invitations' }));
    const table = await manageTable();
    await user.click(await within(table).findByRole('button', { name: /^More actions for / }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The invitation is deleted.')).toBeInTheDocument();
    expect(await screen.findByText('No invitations or applications.')).toBeInTheDocument();
  });

  it('should send a pending invitation again', async () => {
    await ownCorpAdmin();
    const { user } = renderInvitations();
    const dialog = await openSendDialog(user);
    await user.type(dialog.getByRole('textbox', { name: /Mobile numbers/ }), '13912345678');
    await user.click(dialog.getByRole('button', { name: 'Send invitations' }));
    const table = await manageTable();
    await user.click(await within(table).findByRole('button', { name: 'Invite again' }));
    expect(await screen.findByText('The invitation is sent again.')).toBeInTheDocument();
  });

  it('should approve an application: a member now', async () => {
    await signInAs('u0001');
    const { user } = renderInvitations();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Show invitations' }),
      'applying',
    );
    const table = await manageTable();
    await waitFor(() => expect(within(table).getAllByText('Awaiting approval')).toHaveLength(2));
    await user.click(within(table).getAllByRole('button', { name: 'Approve' })[0]!);
    expect(await screen.findByText('Approved: they are a member now.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByText('Awaiting approval')).toHaveLength(1));
  });

  it('should accept an invitation and report the company joined', async () => {
    await signInAs('u0001');
    const { user } = renderInvitations();
    const received = section('Invitations to you');
    await received.findAllByText(INVITING_CORP_NAME);
    const pending = received.getAllByRole('button', { name: 'Accept' });
    await user.click(pending[0]!);
    expect(await screen.findByText(`You joined ${INVITING_CORP_NAME}.`)).toBeInTheDocument();
  });

  it('should say on the row why an invitation could not be accepted', async () => {
    await signInAs('u0001');
    sandbox.scenarios.add({ path: 'service/invite/reply', answer: { errcode: '50010350026' } });
    const { user } = renderInvitations();
    const received = section('Invitations to you');
    await received.findAllByText(INVITING_CORP_NAME);
    await user.click(received.getAllByRole('button', { name: 'Accept' })[0]!);
    expect(await received.findByRole('alert')).toHaveTextContent(
      'This invitation can no longer be accepted',
    );
    expect(effects.toasts).toEqual([]);
  });

  it('should make a new invite link after asking', async () => {
    await ownCorpAdmin();
    const { user } = renderInvitations();
    const link = await screen.findByRole('textbox', { name: 'Invite link' });
    const before = (link as HTMLInputElement).value;
    await user.click(screen.getByRole('button', { name: 'New link' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Make a new link',
      }),
    );
    expect(await screen.findByText(/A new invite link is ready/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Invite link' })).not.toHaveValue(before),
    );
  });
});
