import { expect, test } from './support/test';
import { maskMobile } from '../../shared/validation/mobile';
import { createAccount, SANDBOX_CODE } from './support/sandbox';
import { signInWithPassword } from './support/session';
import { withClockStopped } from './support/clock';

/**
 * The reset form in its 442 × 372 modal (/logpop/findpwd): its code button sends
 * service/sms/resetPwd with the mobile and type 2 (docs/product.md §7, Reset form; decision 0033),
 * and the password it sets is the one that signs in afterwards.
 */

test.use({ locale: 'en-US' });

const NEW_PASSWORD = 'Renewed#2026';

test("should send the reset form's code by service/sms/resetPwd, then sign in with the new password", async ({
  page,
  baseURL,
}) => {
  // For withClockStopped: the success message shows for 3 s.
  await page.clock.install();
  const account = await createAccount(page.request, baseURL);
  await page.goto('index.html#/logpop/findpwd');
  await page.getByLabel(/^Account/).fill(account.mobile);
  await page.getByRole('button', { name: 'Next' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset password' });
  await expect(dialog.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(
    maskMobile(account.mobile),
  );

  const sent = page.waitForRequest((request) => request.url().includes('service/sms/resetPwd'));
  await dialog.getByRole('button', { name: 'Send code' }).click();
  expect((await sent).postDataJSON()).toEqual({
    mobile: expect.stringMatching(/^enc\./),
    type: 2,
  });
  await expect(dialog.getByRole('button', { name: 'Send code' })).toBeHidden();
  await dialog.getByLabel(/^Verification code/).fill(SANDBOX_CODE);
  await dialog.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await dialog.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
  await withClockStopped(page, async () => {
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('Your password has been changed')).toBeVisible();
  });
  await expect(page).toHaveURL(/#\/login$/);

  await signInWithPassword(page, account.mobile, NEW_PASSWORD);
  await expect(page).toHaveURL(/#\/$/);
});
