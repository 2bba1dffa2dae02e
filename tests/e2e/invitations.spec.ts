import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createAccount, forceAnswers } from './support/sandbox';
import { openAsNewAccount, openPage, signInToOwnCorp, startSession } from './support/session';

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

test('should decline an invitation, and the admin invite again (action 4), each seen after a reload', async ({
  page,
  baseURL,
}) => {
  const admin = await signInToOwnCorp(page, baseURL);
  const invitee = await createAccount(page.request, baseURL);
  await openPage(page, '#/invitations');
  await sendInvitation(page, invitee.mobile);
  await expect(page.getByText('Invitations sent: 1')).toBeVisible();
  const masked = `${invitee.mobile.slice(0, 3)}****${invitee.mobile.slice(-4)}`;

  await startSession(page, invitee.userId);
  await page.reload();
  const received = page.getByRole('region', { name: 'Invitations to you' });
  await received.getByRole('button', { name: 'Decline' }).click();
  await expect(received.getByText('You have no new invitations.')).toBeVisible();
  await page.reload();
  await expect(received.getByText('You have no new invitations.')).toBeVisible();

  await startSession(page, admin.userId);
  await page.reload();
  const row = page.getByRole('table', { name: 'Invitations' }).getByRole('row').filter({
    hasText: masked,
  });
  await expect(row).toContainText('Rejected');
  await row.getByRole('button', { name: /^Invite again/ }).click();
  await expect(row).toContainText('Awaiting reply');
  await page.reload();
  await expect(row).toContainText('Awaiting reply');
});

test('should approve one applicant (action 1) and reject another (action 2), each kept after a reload', async ({
  page,
  baseURL,
}) => {
  await openAsNewAccount(page, baseURL, '#/invitations', { ownCorp: true, applicants: true });
  const table = page.getByRole('table', { name: 'Invitations' });
  const approved = table.getByRole('row').filter({ hasText: '周静' });
  const rejected = table.getByRole('row').filter({ hasText: '吴昊' });
  await expect(approved).toContainText('Awaiting approval');
  await expect(rejected).toContainText('Awaiting approval');

  await approved.getByRole('button', { name: /^Approve/ }).click();
  await expect(approved).toContainText('Accepted');
  await rejected.getByRole('button', { name: /^More actions for / }).click();
  await page.getByRole('menuitem', { name: 'Reject' }).click();
  await expect(rejected).toContainText('Rejected');

  await page.reload();
  await expect(approved).toContainText('Accepted');
  await expect(rejected).toContainText('Rejected');
  // The approved applicant is a member of the corp now.
  await openPage(page, '#/departments');
  await expect(page.getByRole('rowheader', { name: '周静' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: '吴昊' })).toHaveCount(0);
});
