import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getCurrentCorp } from '../../../../workbench/api/corp';
import { SecondCheckHost } from '../../../../workbench/routes/layout/second-check-host';
import {
  requestSecondCheck,
  settleSecondCheck,
} from '../../../../workbench/routes/sign-in-flow/second-check';
import { createTestAccount, sandbox } from '../../../../workbench/sandbox';
import { renderWithProviders } from '../../helpers/render';
import { setupSandbox, signInAs } from '../../helpers/sandbox';
import { clickTwiceInOneTask, countRequests } from '../../helpers/submit-guard';
import type { SecondCheckData } from '../../../../shared/payloads/corp';

const { server } = setupSandbox();
const requests = countRequests(server);

/** Signs in as a fresh account whose own corp asks for the second check; answers its 5001022900 data. */
async function secondCheckSession(): Promise<SecondCheckData> {
  const account = createTestAccount(await sandbox.state(), { secondCheck: true });
  await signInAs(account.userId);
  const current = await getCurrentCorp();
  expect(current.needsSecondCheck).toBe(true);
  return current.data as SecondCheckData;
}

async function openDialog() {
  const data = await secondCheckSession();
  const user = userEvent.setup();
  renderWithProviders(<SecondCheckHost />);
  const asked = requestSecondCheck(data);
  const dialog = within(await screen.findByRole('dialog', { name: 'Second verification' }));
  return { user, asked, dialog, data };
}

async function sendCodeAndType(
  user: ReturnType<typeof userEvent.setup>,
  dialog: Awaited<ReturnType<typeof openDialog>>['dialog'],
  code: string,
) {
  await user.click(dialog.getByRole('button', { name: 'Send code' }));
  await waitFor(() => expect(dialog.getByRole('button', { name: /60/ })).toBeInTheDocument());
  await user.type(dialog.getByRole('textbox', { name: 'Verification code' }), code);
  await user.click(dialog.getByRole('button', { name: 'Confirm' }));
}

describe('the second-check dialog', () => {
  afterEach(() => settleSecondCheck(false));

  it('should show where the code goes, masked', async () => {
    const { dialog, data } = await openDialog();
    expect(data.checkMobile).toMatch(/^135\*{4}\d{4}$/);
    expect(dialog.getByText(`A code will be sent to ${data.checkMobile}`)).toBeInTheDocument();
  });

  it('should let the flow go on once the right code is confirmed', async () => {
    const { user, asked, dialog } = await openDialog();
    await sendCodeAndType(user, dialog, '246810');
    await expect(asked).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await getCurrentCorp()).needsSecondCheck).toBe(false);
  });

  it('should confirm once for two clicks in one task', async () => {
    const { user, asked, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: /60/ })).toBeInTheDocument());
    await user.type(dialog.getByRole('textbox', { name: 'Verification code' }), '246810');
    clickTwiceInOneTask(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(asked).resolves.toBe(true);
    expect(requests('service/corp/secondCheck')).toBe(1);
  });

  it('should keep the dialog with the server message on a wrong code', async () => {
    const { user, asked, dialog } = await openDialog();
    let settled = false;
    void asked.then(() => (settled = true));
    await sendCodeAndType(user, dialog, '111111');
    expect(await dialog.findByRole('alert')).toHaveTextContent('The verification code is wrong.');
    expect(dialog.getByRole('textbox', { name: 'Verification code' })).toHaveValue('111111');
    expect(settled).toBe(false);
    expect((await getCurrentCorp()).needsSecondCheck).toBe(true);
  });

  it('should ask for the code before confirming', async () => {
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(dialog.getByText('Enter the verification code')).toBeInTheDocument();
  });

  it('should tell the flow the check was refused when the dialog is closed', async () => {
    const { user, asked, dialog } = await openDialog();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(asked).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
