import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import InvitationsPage from '../../../../workbench/routes/invitations/invitations-page';
import { createTestAccount, INVITING_CORP_NAME, sandbox } from '../../../../workbench/sandbox';
import { setupSandbox, signInAs } from '../../helpers/sandbox';
import { clickTwiceInOneTask, countRequests } from '../../helpers/submit-guard';
import { renderPage } from '../devices/render-page';

const { server } = setupSandbox();
const requests = countRequests(server);

function renderInvitations() {
  const user = userEvent.setup();
  renderPage(<InvitationsPage />);
  return { user };
}

async function ownCorpAdmin() {
  const account = createTestAccount(await sandbox.state(), { ownCorp: true });
  await signInAs(account.userId);
}

async function sendTwice(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Invite by mobile number' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Invite by mobile number' }));
  await user.type(dialog.getByRole('textbox', { name: /Mobile numbers/ }), '13912345678');
  clickTwiceInOneTask(dialog.getByRole('button', { name: 'Send invitations' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('the invitations page, two clicks in one task', () => {
  it('should send invitations with one request, and delete one with one request', async () => {
    await ownCorpAdmin();
    const { user } = renderInvitations();
    await sendTwice(user);
    expect(requests('service/invite/batchsend')).toBe(1);
    const table = await screen.findByRole('table', { name: 'Invitations' });
    await user.click(await within(table).findByRole('button', { name: /^More actions for / }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    clickTwiceInOneTask(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The invitation is deleted.')).toBeInTheDocument();
    expect(requests('service/invite/manage')).toBe(1);
  });

  it('should accept an invitation with one request', async () => {
    await signInAs('u0001');
    renderInvitations();
    const received = within(screen.getByRole('region', { name: 'Invitations to you' }));
    await received.findAllByText(INVITING_CORP_NAME);
    clickTwiceInOneTask(received.getAllByRole('button', { name: 'Accept' })[0]!);
    expect(await screen.findByText(`You joined ${INVITING_CORP_NAME}.`)).toBeInTheDocument();
    expect(requests('service/invite/reply')).toBe(1);
  });

  it('should make a new invite link with one request', async () => {
    await ownCorpAdmin();
    const { user } = renderInvitations();
    await screen.findByRole('textbox', { name: 'Invite link' });
    // A refresh and a read share the path; the refresh says so in its body.
    const bodies: Promise<string>[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.url.endsWith('service/invite/getInviteLink')) bodies.push(request.clone().text());
    };
    server.events.on('request:start', record);
    try {
      await user.click(screen.getByRole('button', { name: 'New link' }));
      const confirm = within(await screen.findByRole('alertdialog'));
      clickTwiceInOneTask(confirm.getByRole('button', { name: 'Make a new link' }));
      expect(await screen.findByText(/A new invite link is ready/)).toBeInTheDocument();
    } finally {
      server.events.removeListener('request:start', record);
    }
    const refreshes = (await Promise.all(bodies)).filter((body) => body.includes('refresh'));
    expect(refreshes).toHaveLength(1);
  });
});
