import { expect, test } from './support/test';
import { createAccount } from './support/sandbox';
import { openPage, signInToOwnCorp, startSession } from './support/session';

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

test('should authorise a member on a serial number, turn it off and take it back, and white-list a device, each seen after a reload', async ({
  page,
  baseURL,
}) => {
  const account = await createAccount(page.request, baseURL, {
    ownCorp: true,
    members: 2,
    devices: true,
  });
  await startSession(page, account.userId);
  await openPage(page, '#/devices');
  await page.getByRole('button', { name: 'Add serial number' }).first().click();
  const adding = page.getByRole('dialog', { name: 'Add a serial number' });
  await adding.getByRole('textbox', { name: /Serial number/ }).fill('E2E2-AB12-CD34-EF56');
  await adding.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('rowheader', { name: 'E2E2-AB12-CD34-EF56' })).toBeVisible();

  // A list of one main serial number's, chosen as a person does, in the select of the list the tab
  // opened: the list left stays in the page until its panel has gone, with a select of the same name.
  const openList = async (name: 'Sub serial numbers' | 'White list') => {
    await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
    const select = page
      .getByRole('tabpanel', { name: new RegExp(`^${name}`) })
      .getByRole('combobox', { name: 'Main serial number' });
    const option = select.locator('option', { hasText: 'E2E2-AB12-CD34-EF56' });
    await select.selectOption((await option.getAttribute('value')) ?? '');
  };
  const subTab = () => openList('Sub serial numbers');
  const whiteTab = () => openList('White list');
  await subTab();
  await page.getByRole('button', { name: 'Authorise members' }).first().click();
  const picking = page.getByRole('dialog', { name: /E2E2-AB12-CD34-EF56/ });
  // The box's label, as a person clicks it: the input itself is visually hidden.
  await picking.locator('label', { hasText: '成员1' }).click();
  await expect(picking.getByRole('checkbox', { name: /成员1/ })).toBeChecked();
  await picking.getByRole('button', { name: 'Add' }).click();
  await expect(picking).toBeHidden();
  const sub = 'E2E2-AB12-CD34-EF56-S001';
  await expect(page.getByRole('rowheader', { name: sub })).toBeVisible();
  await expect(page.getByRole('cell', { name: '成员1' })).toBeVisible();

  await page.reload();
  await subTab();
  await expect(page.getByRole('rowheader', { name: sub })).toBeVisible();
  await page.getByRole('button', { name: `Disable ${sub}` }).click();
  await expect(page.getByRole('button', { name: `Enable ${sub}` })).toBeVisible();
  await page.reload();
  await subTab();
  await expect(page.getByRole('button', { name: `Enable ${sub}` })).toBeVisible();

  await page.getByRole('button', { name: `More actions for ${sub}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('rowheader', { name: sub })).toHaveCount(0);
  await page.reload();
  await subTab();
  await expect(page.getByText('No member is authorised on this serial number yet.')).toBeVisible();

  // The white list of the same serial number.
  await whiteTab();
  await page.getByRole('button', { name: 'Add devices' }).first().click();
  const devices = page.getByRole('dialog', { name: /E2E2-AB12-CD34-EF56/ });
  await devices.locator('label', { hasText: '财务电脑' }).click();
  await expect(devices.getByRole('checkbox', { name: /财务电脑/ })).toBeChecked();
  await devices.getByRole('button', { name: 'Add' }).click();
  await expect(devices).toBeHidden();
  await expect(page.getByRole('rowheader', { name: '财务电脑' })).toBeVisible();
  await page.reload();
  await whiteTab();
  await expect(page.getByRole('rowheader', { name: '财务电脑' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: '前台收银机' })).toHaveCount(0);
});
