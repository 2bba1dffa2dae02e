import { expect, test } from './support/test';
import { maskEmail } from '../../design-system/components/security-settings-panel/security-state';
import { maskMobile } from '../../shared/validation/mobile';
import { createAccount, SANDBOX_CODE } from './support/sandbox';
import {
  openAsNewAccount,
  openPage,
  sendCode,
  settingRow,
  signInAgain,
  startSession,
} from './support/session';

/**
 * Account security's changes that keep the person signed in (issue 19): the mobile, the e-mail,
 * WeChat's binding, the AI consent and the password's expiry, each seen again after a reload.
 * Every test makes an account of its own.
 */

test.use({ locale: 'en-US' });

const PAGE = '#/accountSetting';

test('should change the mobile after a code to the current one, and show it after a reload', async ({
  page,
  baseURL,
}) => {
  const account = await createAccount(page.request, baseURL, { ownCorp: true });
  // The new number is the account's own with another prefix: no other account has it.
  const newMobile = `147${account.mobile.slice(3)}`;
  await startSession(page, account.userId);
  await openPage(page, PAGE);

  await (await settingRow(page, /^Mobile$/)).getByRole('button', { name: 'Change' }).click();
  const check = page.getByRole('dialog', { name: 'Change mobile' });
  await expect(check).toContainText(maskMobile(account.mobile));
  await sendCode(check);
  await check.getByLabel(/^Verification code/).fill(SANDBOX_CODE);
  await check.getByRole('button', { name: 'Confirm' }).click();

  const change = page.getByRole('dialog', { name: 'Change mobile' });
  await change.getByLabel(/^Mobile number/).fill(newMobile);
  await sendCode(change);
  await change.getByLabel(/^Verification code/).fill(SANDBOX_CODE);
  await change.getByRole('button', { name: 'Change mobile' }).click();
  await expect(page.getByText(`Your mobile is now ${maskMobile(newMobile)}.`)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  await expect(await settingRow(page, /^Mobile$/)).toContainText(maskMobile(newMobile));
});

test('should bind an e-mail with the code sent to it, and show it after a reload', async ({
  page,
  baseURL,
}) => {
  const account = await openAsNewAccount(page, baseURL, PAGE, { ownCorp: true });
  const email = `e2e-${account.userId}@example.com`;

  await (await settingRow(page, /^E-mail$/)).getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: /^(Bind|Change) e-mail$/ });
  await dialog.getByLabel(/^E-mail/).fill(email);
  await sendCode(dialog);
  await dialog.getByLabel(/^Verification code/).fill(SANDBOX_CODE);
  await dialog.getByRole('button', { name: 'Bind e-mail' }).click();
  await expect(page.getByText(`E-mail ${email} is bound.`)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.reload();
  // The account had test….@example.com: the row now shows the new one, masked.
  await expect(await settingRow(page, /^E-mail$/)).toContainText(maskEmail(email));
});

test('should unbind WeChat and withdraw the AI consent, each asked first and gone after a reload', async ({
  page,
  baseURL,
}) => {
  await openAsNewAccount(page, baseURL, PAGE, { ownCorp: true, wechat: true });

  await (await settingRow(page, /^WeChat$/)).getByRole('button', { name: 'Unbind' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unbind' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(
    (await settingRow(page, /^WeChat$/)).getByRole('button', { name: 'Unbind' }),
  ).toHaveCount(0);

  await (
    await settingRow(page, /^AI service agreement$/)
  )
    .getByRole('button', { name: 'Withdraw consent' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw consent' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await page.reload();
  await expect(
    (await settingRow(page, /^WeChat$/)).getByRole('button', { name: 'Unbind' }),
  ).toHaveCount(0);
  await expect(
    (await settingRow(page, /^AI service agreement$/)).getByRole('button', {
      name: 'Withdraw consent',
    }),
  ).toHaveCount(0);
});

test("should keep the password's expiry chosen after a reload", async ({ page, baseURL }) => {
  await openAsNewAccount(page, baseURL, PAGE, { ownCorp: true });
  const expiry = (await settingRow(page, /^Password expiry$/)).getByRole('combobox');
  await expiry.selectOption('180');
  await expect(expiry).toHaveValue('180');
  await expect(expiry).toBeEnabled();
  await page.reload();
  await expect((await settingRow(page, /^Password expiry$/)).getByRole('combobox')).toHaveValue(
    '180',
  );
});

test('should remove a trusted device after asking, one fewer after a reload', async ({
  page,
  baseURL,
}) => {
  await openAsNewAccount(page, baseURL, PAGE, { trustedDevices: true });
  const openList = async () => {
    await (await settingRow(page, /^Trusted devices$/)).getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Manage trusted devices' });
    await expect(dialog.getByRole('button', { name: /^Remove / }).first()).toBeVisible();
    return dialog;
  };
  let dialog = await openList();
  const before = await dialog.getByRole('button', { name: /^Remove / }).count();
  await dialog
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  await page
    .getByRole('alertdialog', { name: 'Remove trusted device' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(dialog.getByRole('button', { name: /^Remove / })).toHaveCount(before - 1);

  await page.reload();
  dialog = await openList();
  await expect(dialog.getByRole('button', { name: /^Remove / })).toHaveCount(before - 1);
});

test('should save a new name and a free user name, and sign in with the user name', async ({
  page,
  baseURL,
}) => {
  const account = await openAsNewAccount(page, baseURL, PAGE, { ownCorp: true });
  const userName = `e2e.${account.userId}`;

  await (await settingRow(page, /^Profile$/)).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  const field = dialog.getByRole('textbox', { name: /^User name/ });
  // Another account's user name is said to be taken before Save.
  await field.fill('user0005');
  await expect(dialog.getByText('Another account signs in with this user name.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('王伟');
  await field.fill(userName);
  await expect(dialog.getByText('This user name is free.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(await settingRow(page, /^Profile$/)).toContainText(`王伟 · user name ${userName}`);

  await signInAgain(page, userName);
  await expect(page).toHaveURL(/#\/$/);
});
