import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AuthorizationCodesPage from '../../../../workbench/routes/authorization-codes/authorization-codes-page';
import {
  codesOf,
  createTestAccount,
  sandbox,
  SANDBOX_SMS_CODE,
} from '../../../../workbench/sandbox';
import { setupSandbox, signInAs } from '../../helpers/sandbox';
import { clickTwiceInOneTask, countRequests } from '../../helpers/submit-guard';
import { renderPage } from '../devices/render-page';
import { TABLE_PAGE_SIZE } from '../../../../shared/constants';
import { chooseRowAction } from '../../helpers/row-actions';

const { effects, server } = setupSandbox();
const requests = countRequests(server);

function renderCodes() {
  const user = userEvent.setup();
  renderPage(<AuthorizationCodesPage />);
  return { user };
}

const table = () => screen.findByRole('table', { name: 'Authorization codes' });

async function freshAccount() {
  const state = await sandbox.state();
  const account = createTestAccount(state, { ownCorp: true });
  await signInAs(account.userId);
  return account;
}

async function generateFirst(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Generate code' }));
  const dialog = await screen.findByRole('dialog', { name: 'Generate authorization code' });
  await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('the authorization codes page', () => {
  it('should show the first page of the codes, newest first, and page on', async () => {
    await signInAs('u0001');
    const state = await sandbox.state();
    const codes = codesOf(state, 'u0001');
    const { user } = renderCodes();
    expect(screen.getByRole('heading', { level: 1, name: 'Authorization codes' })).toBeVisible();
    const rows = within(await table()).getAllByRole('rowheader');
    expect(rows.map((row) => row.textContent)).toEqual(
      codes.slice(0, TABLE_PAGE_SIZE).map((code) => code.code),
    );
    if (codes.length > TABLE_PAGE_SIZE) {
      await user.click(screen.getByRole('button', { name: /next/i }));
      expect(
        await screen.findByRole('rowheader', { name: codes[TABLE_PAGE_SIZE]!.code }),
      ).toBeInTheDocument();
    }
  });

  it('should say an account without codes has none, and show what failed with a retry', async () => {
    await freshAccount();
    sandbox.scenarios.add({
      path: 'service/user/authorizeCodeListPage',
      answer: { errcode: '7001', description: 'Codes unavailable.' },
      times: 1,
    });
    const { user } = renderCodes();
    expect(
      await screen.findByText('The authorization codes could not be loaded.'),
    ).toBeInTheDocument();
    // Shown in the list's place, with why: no toast on top of it.
    expect(screen.getByRole('alert')).toHaveTextContent('Codes unavailable.');
    expect(effects.toasts).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('No authorization codes yet. Generate one for a service.'),
    ).toBeInTheDocument();
  });

  it('should generate a code, report it and list it', async () => {
    await freshAccount();
    const { user } = renderCodes();
    await generateFirst(user);
    expect(await screen.findByText(/is ready for/)).toBeInTheDocument();
    expect(within(await table()).getAllByRole('rowheader')).toHaveLength(1);
  });

  it('should generate and revoke a code with one request for two clicks in one task', async () => {
    await freshAccount();
    const { user } = renderCodes();
    await user.click(await screen.findByRole('button', { name: 'Generate code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate authorization code' });
    clickTwiceInOneTask(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(/is ready for/)).toBeInTheDocument();
    expect(requests('service/user/generateAuthorizeCode')).toBe(1);
    const code = within(await table()).getByRole('rowheader').textContent;
    await chooseRowAction(user, code, 'Revoke');
    clickTwiceInOneTask(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }),
    );
    expect(await screen.findByText(`${code} is revoked.`)).toBeInTheDocument();
    expect(requests('sso/account/authorizeCodeCancelAuth')).toBe(1);
  });

  it('should revoke a code after asking', async () => {
    await freshAccount();
    const { user } = renderCodes();
    await generateFirst(user);
    const code = within(await table()).getByRole('rowheader').textContent;
    await chooseRowAction(user, code, 'Revoke');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke' }),
    );
    expect(await screen.findByText(`${code} is revoked.`)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `Enable ${code}` })).toBeInTheDocument();
  });

  it('should turn a code off and report it', async () => {
    await freshAccount();
    const { user } = renderCodes();
    await generateFirst(user);
    const code = within(await table()).getByRole('rowheader').textContent;
    await user.click(screen.getByRole('button', { name: `Disable ${code}` }));
    expect(await screen.findByText(`${code} is turned off.`)).toBeInTheDocument();
  });

  it('should transfer a code with the SMS code sent to the owner', async () => {
    await freshAccount();
    const { user } = renderCodes();
    await generateFirst(user);
    const code = within(await table()).getByRole('rowheader').textContent;
    await chooseRowAction(user, code, 'Transfer');
    const first = await screen.findByRole('dialog', { name: 'Transfer authorization code' });
    await user.type(within(first).getByRole('textbox'), '13912345678');
    await user.click(within(first).getByRole('button', { name: 'Next' }));
    const verify = await screen.findByRole('dialog', { name: 'Transfer authorization code' });
    await user.click(within(verify).getByRole('button', { name: /send/i }));
    await user.type(within(verify).getByRole('textbox'), SANDBOX_SMS_CODE);
    await user.click(within(verify).getByRole('button', { name: /confirm/i }));
    expect(
      await screen.findByText(`${code} is on its way to the account of 13912345678.`),
    ).toBeInTheDocument();
  });
});
