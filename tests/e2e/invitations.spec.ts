import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createAccount, forceAnswers } from './support/sandbox';
import { openPage, signInToOwnCorp, startSession } from './support/session';

test.use({ locale: 'en-US' });

/** Invites a mobile from the toolbar's button; answers the dialog, still open if it refused. */
async function sendInvitation(page: Page, mobile: string) {
  await page.getByRole('button', { name: 'Invite by mobile number' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Invite by mobile number' });
  await dialog.getByRole('textbox', { name: /Mobile numbers/ }).fill(mobile);
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  return dialog;
}

test('should send an invitation, have it accepted, and delete it, each seen after a reload', async ({
  page,
  baseURL,
}) => {
  const admin = await signInToOwnCorp(page, baseURL);
  const invitee = await createAccount(page.request, baseURL);
  const masked = `${invitee.mobile.slice(0, 3)}****${invitee.mobile.slice(-4)}`;
  await openPage(page, '#/invitations');
  const manage = page.getByRole('table', { name: 'Invitations' });

  // The toolbar's button; the empty list repeats it as its next action.
  await sendInvitation(page, invitee.mobile);
  await expect(page.getByText('Invitations sent: 1')).toBeVisible();
  await expect(manage.getByRole('row').filter({ hasText: masked })).toContainText('Awaiting reply');
  await page.reload();
  await expect(manage).toContainText(masked);

  // The invitee answers.
  await startSession(page, invitee.userId);
  // The same address: a reload, so the page reads as the new session.
  await page.reload();
  const received = page.getByRole('region', { name: 'Invitations to you' });
  await received.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(/^You joined /)).toBeVisible();
  await page.reload();
  await expect(received.getByText('You have no new invitations.')).toBeVisible();

  // The admin sees it accepted, and deletes the record.
  await startSession(page, admin.userId);
  await page.reload();
  const row = manage.getByRole('row').filter({ hasText: masked });
  await expect(row).toContainText('Accepted');
  await row.getByRole('button', { name: /^More actions for / }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The invitation is deleted.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No invitations or applications.')).toBeVisible();
});

test('should make a new invite link that stays after a reload', async ({ page, baseURL }) => {
  await signInToOwnCorp(page, baseURL);
  await openPage(page, '#/invitations');
  const link = page.getByRole('textbox', { name: 'Invite link' });
  await expect(link).toHaveValue(/#\/invite\?code=/);
  const before = await link.inputValue();
  await page.getByRole('button', { name: 'New link' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Make a new link' }).click();
  await expect(link).not.toHaveValue(before);
  const after = await link.inputValue();
  await page.reload();
  await expect(link).toHaveValue(after);
});

/** Signs in to a corp of its own, makes an account, and invites it from the invitations page. */
async function inviteAnAccount(page: Page, baseURL: string | undefined) {
  await signInToOwnCorp(page, baseURL);
  const invitee = await createAccount(page.request, baseURL);
  await openPage(page, '#/invitations');
  await sendInvitation(page, invitee.mobile);
  await expect(page.getByText('Invitations sent: 1')).toBeVisible();
  return invitee;
}

test('should send nothing when a number already has an invitation awaiting reply, and say so (50010350015)', async ({
  page,
  baseURL,
}) => {
  const invitee = await inviteAnAccount(page, baseURL);

  const again = await sendInvitation(page, invitee.mobile);
  await expect(again).toContainText(
    `Nothing was sent. ${invitee.mobile} has an invitation awaiting reply.`,
  );
  await expect(again.getByRole('textbox', { name: /Mobile numbers/ })).toHaveValue(invitee.mobile);
});

test('should say an invitation can no longer be accepted (50010350026), and keep it to decline', async ({
  page,
  baseURL,
}) => {
  const invitee = await inviteAnAccount(page, baseURL);

  await startSession(page, invitee.userId);
  await page.reload();
  await forceAnswers(page, 'service/invite/reply errcode=50010350026');
  const received = page.getByRole('region', { name: 'Invitations to you' });
  await received.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(/This invitation can no longer be accepted/)).toBeVisible();
  await expect(received.getByRole('button', { name: 'Decline' })).toBeVisible();
});
