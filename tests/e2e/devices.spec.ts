import { expect, test } from './support/test';
import { openPage, signInToOwnCorp } from './support/session';

test.use({ locale: 'en-US' });

test('should add a serial number that stays after a reload, and delete it', async ({
  page,
  baseURL,
}) => {
  await signInToOwnCorp(page, baseURL);
  await openPage(page, '#/devices');
  await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
  await expect(page.getByText(/Your IP address: /)).toBeVisible();

  // The toolbar's button; the empty list repeats it as its next action.
  await page.getByRole('button', { name: 'Add serial number' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a serial number' });
  await dialog.getByRole('textbox', { name: /Serial number/ }).fill('e2e1-ab12-cd34-ef56');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('E2E1-AB12-CD34-EF56 is added.')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'E2E1-AB12-CD34-EF56' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('rowheader', { name: 'E2E1-AB12-CD34-EF56' })).toBeVisible();

  await page.getByRole('button', { name: 'Disable E2E1-AB12-CD34-EF56' }).click();
  await expect(page.getByRole('button', { name: 'Enable E2E1-AB12-CD34-EF56' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Enable E2E1-AB12-CD34-EF56' })).toBeVisible();

  await page.getByRole('button', { name: 'More actions for E2E1-AB12-CD34-EF56' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The serial number is deleted.')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'E2E1-AB12-CD34-EF56' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Devices' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add serial number' }).first()).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'E2E1-AB12-CD34-EF56' })).toHaveCount(0);
});
