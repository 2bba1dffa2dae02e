import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openAsNewAccount } from './support/session';

/**
 * A member's own edits on #/departments (issue 19): the name and account, and the department
 * admin, each seen again after a reload. Each test in a corp of its own, with 成员1 in 研发部.
 */

test.use({ locale: 'en-US' });

async function openDepartments(page: Page, baseURL: string | undefined): Promise<void> {
  await openAsNewAccount(page, baseURL, '#/departments', { ownCorp: true, members: 1 });
}

const members = (page: Page) => page.getByRole('region', { name: /^Members of / });
const memberRow = (page: Page, name: string) =>
  members(page).getByRole('rowheader', { name, exact: true });

/** The departments page of a corp of the test's own, with 成员1's edit dialog open. */
async function editMember1(page: Page, baseURL: string | undefined): Promise<Locator> {
  await openDepartments(page, baseURL);
  await members(page).getByRole('button', { name: 'Edit 成员1' }).click();
  return page.getByRole('dialog', { name: 'Edit 成员1' });
}

async function chooseDept(page: Page, name: string): Promise<void> {
  await page.getByRole('tree').getByRole('treeitem', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Members of ${name}` })).toBeVisible();
}

test("should edit a member's name and account, checked first, and keep them after a reload", async ({
  page,
  baseURL,
}) => {
  const dialog = await editMember1(page, baseURL);
  const realName = dialog.getByRole('textbox', { name: /Name/ });
  const userName = dialog.getByRole('textbox', { name: /Account/ });
  await realName.fill('');
  await userName.fill('wang wei');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter the name')).toBeVisible();
  await expect(dialog.getByText('Use letters, digits and _ . @ - only')).toBeVisible();
  // Nothing typed is lost to the refusal.
  await expect(userName).toHaveValue('wang wei');

  await realName.fill('王伟');
  await userName.fill('wang.wei');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(memberRow(page, '王伟')).toBeVisible();

  await page.reload();
  await expect(memberRow(page, '王伟')).toBeVisible();
  await expect(memberRow(page, '成员1')).toHaveCount(0);
  await expect(members(page).getByRole('row', { name: /王伟/ })).toContainText('wang.wei');
});

test("should show a member's whole mobile in the edit dialog, asked of the server, and hide it again", async ({
  page,
  baseURL,
}) => {
  const dialog = await editMember1(page, baseURL);
  await expect(dialog.getByText(/^136\*{4}\d{4}$/)).toBeVisible();
  const asked = page.waitForRequest((request) =>
    request.url().includes('/extension/system/decrypt'),
  );
  await dialog.getByRole('button', { name: "Show 成员1's mobile number" }).click();
  expect((await asked).postDataJSON()).toEqual({ value: expect.stringMatching(/^enc\./) });
  await expect(dialog.getByText(/^136\d{8}$/)).toBeVisible();
  await dialog.getByRole('button', { name: "Hide 成员1's mobile number" }).click();
  await expect(dialog.getByText(/^136\*{4}\d{4}$/)).toBeVisible();
  await expect(dialog.getByText(/^136\d{8}$/)).toHaveCount(0);
});

test('should make a member the department admin, and no longer, each after a reload', async ({
  page,
  baseURL,
}) => {
  await openDepartments(page, baseURL);
  await chooseDept(page, '研发部');
  const row = members(page).getByRole('row', { name: /成员1/ });
  await members(page).getByRole('button', { name: 'More actions for 成员1' }).click();
  await page.getByRole('menuitem', { name: 'Set as department admin' }).click();
  await expect(row).toContainText('Department admin');

  await page.reload();
  await chooseDept(page, '研发部');
  await expect(row).toContainText('Department admin');
  await members(page).getByRole('button', { name: 'More actions for 成员1' }).click();
  await page.getByRole('menuitem', { name: 'Remove as department admin' }).click();
  await expect(row).not.toContainText('Department admin');

  await page.reload();
  await chooseDept(page, '研发部');
  await expect(memberRow(page, '成员1')).toBeVisible();
  await expect(row).not.toContainText('Department admin');
});
