import { expect, test } from './support/test';
import { createAccount } from './support/sandbox';
import { openPage, startSession } from './support/session';

/**
 * Account security's calls that no other flow made (issue 19, decision 0033): the password tip put
 * off, each outcome seen again after a reload. Every test makes an account of its own.
 */

test.use({ locale: 'en-US' });

const PAGE = '#/accountSetting';

test('should put the password tip off until the password changes, still off after a reload', async ({
  page,
  baseURL,
}) => {
  const account = await createAccount(page.request, baseURL, { passwordExpiring: true });
  await startSession(page, account.userId);
  await openPage(page, PAGE);

  const tip = page.getByText('Your password expires in 3 days. Change it', { exact: false });
  await expect(tip).toBeVisible();
  await page.getByRole('button', { name: 'Do not remind me' }).click();
  await expect(tip).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Security check-up' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Do not remind me' })).toHaveCount(0);
});
