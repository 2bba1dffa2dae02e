import { expect, test } from './support/test';
import { createAccount, SANDBOX_CODE } from './support/sandbox';
import { maskMobile } from '../../shared/validation/mobile';
import { openAsNewAccount, sendCode, settingRow, signInWithPassword } from './support/session';

/**
 * Account security's calls that no other flow made (issue 19, decision 0033): the password tip put
 * off, the mobile shown whole on request; each change seen again after a reload. Every test makes an account of its own.
 */

test.use({ locale: 'en-US' });

const PAGE = '#/accountSetting';
const LOGIN_PROTECT = /^Login protection$/;

test('should put the password tip off until the password changes, still off after a reload', async ({
  page,
  baseURL,
}) => {
  await openAsNewAccount(page, baseURL, PAGE, { passwordExpiring: true });

  const tip = page.getByText('Your password expires in 3 days. Change it', { exact: false });
  await expect(tip).toBeVisible();
  await page.getByRole('button', { name: 'Do not remind me' }).click();
  await expect(tip).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Security check-up' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Do not remind me' })).toHaveCount(0);
});

test('should show the whole mobile behind the mask on request, and hide it again', async ({
  page,
  baseURL,
}) => {
  const account = await openAsNewAccount(page, baseURL, PAGE);

  const row = await settingRow(page, /^Mobile$/);
  await expect(row).toContainText(maskMobile(account.mobile));
  await row.getByRole('button', { name: 'Show mobile number' }).click();
  await expect(row).toContainText(account.mobile);
  await row.getByRole('button', { name: 'Hide mobile number' }).click();
  await expect(row).toContainText(maskMobile(account.mobile));
  await expect(row).not.toContainText(account.mobile);
});

test("should check the chosen service's valid code before one is generated for it", async ({
  page,
  baseURL,
}) => {
  await openAsNewAccount(page, baseURL, '#/authorizationCodes');

  const checked = page.waitForResponse((response) =>
    response.url().includes('service/user/isHasValidCode'),
  );
  await page.getByRole('button', { name: 'Generate code' }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Generate authorization code' });
  const service = dialog.getByRole('combobox', { name: 'Service' });
  await expect(dialog.getByText('This service has no valid code yet.')).toBeVisible();
  expect(new URL((await checked).url()).searchParams.get('serviceId')).toBe(
    await service.inputValue(),
  );
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText(/is ready for/)).toBeVisible();
});

test('should set up SMS verification of sign-ins with the code sent for it, kept after a reload', async ({
  page,
  baseURL,
}) => {
  const account = await openAsNewAccount(page, baseURL, PAGE);

  await (await settingRow(page, LOGIN_PROTECT)).getByRole('combobox').selectOption('1');
  const dialog = page.getByRole('dialog', { name: 'Verify sign-ins by SMS' });
  await expect(dialog).toContainText(maskMobile(account.mobile));
  await sendCode(dialog);
  await dialog.getByLabel(/^Verification code/).fill(SANDBOX_CODE);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Sign-ins are now verified by SMS.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect((await settingRow(page, LOGIN_PROTECT)).getByRole('combobox')).toHaveValue('1');
});

test("should set up WeChat verification of sign-ins from the link's QR code, kept after a reload", async ({
  page,
  baseURL,
}) => {
  await openAsNewAccount(page, baseURL, PAGE, { wechat: true });

  await (await settingRow(page, LOGIN_PROTECT)).getByRole('combobox').selectOption('3');
  const dialog = page.getByRole('dialog', { name: 'Verify sign-ins with WeChat' });
  await expect(dialog.getByRole('img', { name: 'WeChat verification QR code' })).toBeVisible();
  await dialog.getByRole('button', { name: 'I have scanned it' }).click();
  await expect(page.getByText('Sign-ins are now verified in WeChat.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect((await settingRow(page, LOGIN_PROTECT)).getByRole('combobox')).toHaveValue('3');
});

test('should bind a cloud account by its mobile and code, show its authorization code and sync it', async ({
  page,
  baseURL,
}) => {
  const account = await openAsNewAccount(page, baseURL, PAGE);
  // A number no other test sends codes to: the account's own with another prefix.
  const cloudMobile = `139${account.mobile.slice(3)}`;

  const card = page.getByRole('region', { name: 'Cloud account' });
  await card.getByRole('button', { name: 'Bind cloud account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bind cloud account' });
  await dialog.getByLabel(/^Mobile number/).fill(cloudMobile);
  await sendCode(dialog);
  await dialog.getByLabel(/^Verification code/).fill(SANDBOX_CODE);
  await dialog.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(page.getByText('The cloud account is bound.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(card).toContainText('Bound to a cloud account');
  await card.getByRole('button', { name: 'Show authorization code' }).click();
  await expect(card.getByRole('button', { name: 'Hide authorization code' })).toBeVisible();
  await expect(card).not.toContainText('••••••');

  await card.getByRole('button', { name: 'Sync details' }).click();
  await expect(page.getByText("The cloud account's details are brought over.")).toBeVisible();
});

test('should record the agreement ticked on the sign-in page once signed in (protocol)', async ({
  page,
  baseURL,
}) => {
  const account = await createAccount(page.request, baseURL);
  await page.goto('index.html#/login');
  const recorded = page.waitForResponse((response) =>
    response.url().includes('service/user/protocol'),
  );
  await signInWithPassword(page, account.mobile);
  expect((await recorded).ok()).toBe(true);
  await expect(page).toHaveURL(/#\/$/);

  await page.reload();
  const read = await page.request.get(new URL('/workbench/api/service/user/account', baseURL).href);
  const body = (await read.json()) as { data: { protocolAgreed: boolean } };
  expect(body.data.protocolAgreed).toBe(true);
});
