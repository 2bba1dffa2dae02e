import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SANDBOX_CODE, smsReady } from './support/sandbox';
import { openPage, sendCode, signInToOwnCorp } from './support/session';

test.use({ locale: 'en-US' });

const codesTable = (page: Page) => page.getByRole('table', { name: 'Authorization codes' });

/** Generates a code with the last "Generate code" on the page and answers it, as the table shows it. */
async function generateCode(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Generate code' }).last().click();
  await page
    .getByRole('dialog', { name: 'Generate authorization code' })
    .getByRole('button', { name: 'Generate' })
    .click();
  await expect(page.getByText(/is ready for/)).toBeVisible();
  const code = (await codesTable(page).getByRole('rowheader').first().textContent()) ?? '';
  expect(code).not.toBe('');
  return code;
}

/** Transfers a code to the account of 13912345678, confirmed by the owner's SMS code. */
async function transferCode(page: Page, code: string): Promise<void> {
  await page.getByRole('button', { name: `More actions for ${code}` }).click();
  await page.getByRole('menuitem', { name: 'Transfer' }).click();
  const first = page.getByRole('dialog', { name: 'Transfer authorization code' });
  await first.getByRole('textbox').fill('13912345678');
  await first.getByRole('button', { name: 'Next' }).click();
  const verify = page.getByRole('dialog', { name: 'Transfer authorization code' });
  await sendCode(verify);
  await verify.getByRole('textbox').fill(SANDBOX_CODE);
  await verify.getByRole('button', { name: /confirm/i }).click();
  await expect(
    page.getByText(`${code} is on its way to the account of 13912345678.`),
  ).toBeVisible();
}

test('should generate a code, transfer it with the SMS code, and revoke it, seen after a reload', async ({
  page,
  baseURL,
}) => {
  await signInToOwnCorp(page, baseURL);
  await openPage(page, '#/authorizationCodes');
  const table = codesTable(page);
  await expect(
    page.getByText('No authorization codes yet. Generate one for a service.'),
  ).toBeVisible();

  // The empty state's next action, below the toolbar's button of the same name.
  await expect(page.getByRole('button', { name: 'Generate code' })).toHaveCount(2);
  const code = await generateCode(page);

  await page.reload();
  await expect(table.getByRole('rowheader', { name: code })).toBeVisible();

  await transferCode(page, code);

  await page.getByRole('button', { name: `More actions for ${code}` }).click();
  await page.getByRole('menuitem', { name: 'Revoke' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(`${code} is revoked.`)).toBeVisible();

  await page.reload();
  await expect(table.getByRole('rowheader', { name: code })).toBeVisible();
  await expect(page.getByRole('button', { name: `Enable ${code}` })).toBeVisible();
  await expect(table).toContainText('Disabled');
});

test('should list a code being transferred behind the SMS code and stop its transfer, seen when the list opens again', async ({
  page,
  baseURL,
}) => {
  const account = await signInToOwnCorp(page, baseURL);
  await openPage(page, '#/authorizationCodes');
  const code = await generateCode(page);
  await transferCode(page, code);

  const openTransfers = async () => {
    // The transfer's code went to the same mobile a moment ago.
    await smsReady(page.request, baseURL, account.mobile);
    await page.getByRole('button', { name: 'Transfers' }).click();
    const verify = page.getByRole('dialog', { name: 'Codes being transferred' });
    await sendCode(verify);
    await verify.getByRole('textbox').fill(SANDBOX_CODE);
    await verify.getByRole('button', { name: /confirm/i }).click();
    const list = page.getByRole('dialog', { name: 'Codes being transferred' });
    await expect(list.getByRole('button', { name: 'Done' })).toBeVisible();
    return list;
  };

  let list = await openTransfers();
  const item = list.getByRole('listitem').filter({ hasText: code });
  await expect(item).toContainText('going to the account of 139****5678');
  await item.getByRole('button', { name: `Stop transfer ${code}` }).click();
  await expect(item).toContainText('transfer stopped, the code stays yours');
  await list.getByRole('button', { name: 'Done' }).click();
  await expect(list).toBeHidden();

  list = await openTransfers();
  await expect(list.getByText('None of your codes is being transferred.')).toBeVisible();
});

test('should turn a code off and on again, each kept after a reload', async ({ page, baseURL }) => {
  await signInToOwnCorp(page, baseURL);
  await openPage(page, '#/authorizationCodes');
  const code = await generateCode(page);

  await page.getByRole('button', { name: `Disable ${code}` }).click();
  await expect(page.getByText(`${code} is turned off.`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: `Enable ${code}` })).toBeVisible();

  await page.getByRole('button', { name: `Enable ${code}` }).click();
  await expect(page.getByText(`${code} works again.`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: `Disable ${code}` })).toBeVisible();
});
