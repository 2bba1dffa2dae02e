import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openAsNewAccount } from './support/session';

/**
 * A service's details and settings, the print and common lists, converting a trial and transferring
 * a service (issue 19), against the sandbox, each seen again after a reload. Each test signs in to
 * a corp of its own holding its own services (createAccount: services): 总部云会计, 门店云零售 (off),
 * 试用云薪酬 (trial), 电子发票助手 (third-party).
 */

test.use({ locale: 'en-US' });

async function signInWithServices(page: Page, baseURL: string | undefined): Promise<void> {
  await openAsNewAccount(page, baseURL, '#/services', { ownCorp: true, services: true });
}

const serviceHeading = (page: Page, name: string) =>
  page.getByRole('heading', { name, exact: true });

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: serviceHeading(page, name) });

async function openMenuItem(page: Page, name: string, item: string): Promise<void> {
  await card(page, name)
    .getByRole('button', { name: `More actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function openDetails(page: Page, name: string) {
  await expect(serviceHeading(page, name)).toBeVisible();
  await openMenuItem(page, name, 'Details and settings');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("should keep a service's setting and its code's password rule after a reload", async ({
  page,
  baseURL,
}) => {
  await signInWithServices(page, baseURL);
  let dialog = await openDetails(page, '总部云会计');
  await expect(dialog.getByText('No other service of this product to merge with.')).toBeVisible();
  await expect(dialog.getByText('No password set')).toBeVisible();

  const autoEnter = dialog.getByRole('checkbox', { name: 'Open it right after sign-in' });
  await expect(autoEnter).not.toBeChecked();
  // The box's label, as a person clicks it: the input itself is visually hidden.
  await dialog.locator('label', { hasText: 'Open it right after sign-in' }).click();
  await expect(autoEnter).toBeChecked();

  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await page
    .getByRole('alertdialog', { name: 'Reset password' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(dialog.getByText('The new password')).toBeVisible();
  await dialog.getByRole('button', { name: 'Use my sign-in password' }).click();
  await page
    .getByRole('alertdialog', { name: 'Use my sign-in password' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(dialog.getByText('Same as your sign-in password')).toBeVisible();

  await page.reload();
  dialog = await openDetails(page, '总部云会计');
  await expect(dialog.getByRole('checkbox', { name: 'Open it right after sign-in' })).toBeChecked();
  await expect(dialog.getByText('Same as your sign-in password')).toBeVisible();
});

test('should put a service on the print list and the common list, kept after a reload', async ({
  page,
  baseURL,
}) => {
  await signInWithServices(page, baseURL);
  await expect(serviceHeading(page, '总部云会计')).toBeVisible();
  const openLists = async () => {
    await page.getByRole('button', { name: 'Print and common lists' }).click();
    const dialog = page.getByRole('dialog', { name: 'Print and common lists' });
    await expect(dialog.getByRole('checkbox', { name: 'Print 试用云薪酬' })).toBeVisible();
    return dialog;
  };
  let dialog = await openLists();
  const print = dialog.getByRole('checkbox', { name: 'Print 试用云薪酬' });
  await expect(print).not.toBeChecked();
  // The box's own label, its parent: the input itself is visually hidden.
  await print.locator('..').click();
  await expect(print).toBeChecked();
  const common = dialog.getByRole('checkbox', { name: '试用云薪酬 is common' });
  await expect(common).not.toBeChecked();
  await common.locator('..').click();
  await expect(common).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  dialog = await openLists();
  await expect(dialog.getByRole('checkbox', { name: 'Print 试用云薪酬' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: '试用云薪酬 is common' })).toBeChecked();
});

test('should convert a trial to paid, and transfer a service to another company, each after a reload', async ({
  page,
  baseURL,
}) => {
  await signInWithServices(page, baseURL);
  await expect(serviceHeading(page, '试用云薪酬')).toBeVisible();
  await card(page, '试用云薪酬').getByRole('button', { name: 'Convert to paid' }).click();
  await page
    .getByRole('alertdialog', { name: 'Convert to paid' })
    .getByRole('button', { name: 'Convert to paid' })
    .click();
  await expect(card(page, '试用云薪酬').getByText('Paid')).toBeVisible();

  await openMenuItem(page, '总部云会计', 'Transfer');
  const transfer = page.getByRole('dialog', { name: 'Transfer service' });
  // The account's other company (the one every test account joins).
  const otherCorp = transfer.getByRole('radio').first();
  await otherCorp.locator('..').click();
  await expect(otherCorp).toBeChecked();
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(serviceHeading(page, '总部云会计')).toHaveCount(0);

  await page.reload();
  await expect(card(page, '试用云薪酬').getByText('Paid')).toBeVisible();
  await expect(
    card(page, '试用云薪酬').getByRole('button', { name: 'Convert to paid' }),
  ).toHaveCount(0);
  await expect(serviceHeading(page, '门店云零售')).toBeVisible();
  await expect(serviceHeading(page, '总部云会计')).toHaveCount(0);
});

test("should open the product's sample data at the address the server gives", async ({
  page,
  baseURL,
}) => {
  await signInWithServices(page, baseURL);
  const dialog = await openDetails(page, '总部云会计');
  await dialog.getByRole('button', { name: 'Try the sample data' }).click();
  await page.waitForURL(/\/__sandbox\/pages\/service-entry\?/);
  expect(new URL(page.url()).searchParams.get('product')).toBe('acct');
  await expect(page.getByRole('heading', { name: 'Service' })).toBeVisible();
});
