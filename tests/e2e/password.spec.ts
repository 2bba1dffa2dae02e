import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { maskMobile } from '../../shared/validation/mobile';
import { createAccount, SANDBOX_CODE, type LoginGate } from './support/sandbox';
import { signInWithPassword } from './support/session';
import { withClockStopped } from './support/clock';

/**
 * The password interruptions of sign-in (issue 6): 5002012201 reset password, 5002012902 change
 * password and 5002012047 password expired each alert and lead to /logpop/findpwd, where the
 * password is reset and the page signs out; 5002012051 login protection timeout offers "set now"
 * (account settings) or "set later" (into the app). And /logpop/forgetPassword?wholepage=1 from
 * the sign-in page's "forgot password". The browser speaks zh-CN: texts are matched in Chinese or
 * English, accounts as they are.
 */

const NEW_PASSWORD = 'Renewed#2026';

const PASSWORD_FIELD = /^(密码|Password)$/;
const FIND_ACCOUNT_FIELD = /^(账号|Account)/;
const NEXT = /^(下一步|Next)$/;
const SEND_CODE = /^(获取验证码|Send code)$/;
const CODE_FIELD = /^(验证码|Verification code)/;
const NEW_PASSWORD_FIELD = /^(新密码|New password)/;
const CONFIRM_PASSWORD_FIELD = /^(确认新密码|Confirm new password)/;
const CONFIRM = /^(确定|Confirm)$/;
const SUCCESS = /密码修改成功|Your password has been changed/;
const RESET_DIALOG = /^(重置密码|Reset password)$/;
/** The main page greets whoever signed in. */
const HOME_HEADING = /欢迎|Welcome/;

const AT_SIGN_IN = /#\/login$/;
const AT_HOME = /#\/$/;
const AT_FIND_PASSWORD = /#\/logpop\/findpwd$/;

/** The catalogue's alert for a login code: it must show, then the person confirms it. */
async function acknowledge(page: Page, button: RegExp, text?: string) {
  const alert = page.getByRole('alertdialog');
  await expect(alert).toBeVisible();
  if (text) await expect(alert).toContainText(text);
  await alert.getByRole('button', { name: button }).click();
}

/** Sends the code, types it and the new password twice into the reset form. */
async function fillReset(form: Locator, code = SANDBOX_CODE) {
  await form.getByRole('button', { name: SEND_CODE }).click();
  await expect(form.getByRole('button', { name: SEND_CODE })).toBeHidden();
  await form.getByLabel(CODE_FIELD).fill(code);
  await form.getByLabel(NEW_PASSWORD_FIELD).fill(NEW_PASSWORD);
  await form.getByLabel(CONFIRM_PASSWORD_FIELD).fill(NEW_PASSWORD);
}

// Presses Confirm (or `press`) and reads "Your password has been changed", which shows for 3 s
// before the page moves on (docs/product.md §9), with the page's clock (installed before each test)
// stopped meanwhile.
async function expectSuccessAfter(page: Page, form: Locator, press?: () => Promise<unknown>) {
  await withClockStopped(page, async () => {
    await (press ? press() : form.getByRole('button', { name: CONFIRM }).click());
    await expect(form.getByText(SUCCESS)).toBeVisible();
  });
}

test.beforeEach(({ page }) => page.clock.install());

/**
 * /logpop/forgetPassword?wholepage=1 opened directly (with more of the query, such as `&from=app`),
 * the account's mobile found: its reset form.
 */
async function openWholePageReset(page: Page, account: { mobile: string }, moreQuery = '') {
  await page.goto(`index.html#/logpop/forgetPassword?wholepage=1${moreQuery}`);
  await page.getByLabel(FIND_ACCOUNT_FIELD).fill(account.mobile);
  await page.getByRole('button', { name: NEXT }).click();
  return page.getByRole('main');
}

/** After the alert: the find-password page, the reset in its modal, then signed out; the new password signs in. */
async function findPasswordToTheEnd(page: Page, mobile: string) {
  await expect(page).toHaveURL(AT_FIND_PASSWORD);
  await expect(page.getByLabel(FIND_ACCOUNT_FIELD)).toHaveValue(mobile);
  await page.getByRole('button', { name: NEXT }).click();
  const dialog = page.getByRole('dialog', { name: RESET_DIALOG });
  await expect(dialog.getByRole('textbox', { name: /手机号|Mobile number/ })).toHaveValue(
    maskMobile(mobile),
  );
  // Focus starts where the person types first, not on the read-only mobile.
  await expect(dialog.getByLabel(CODE_FIELD)).toBeFocused();
  await fillReset(dialog);
  await expectSuccessAfter(page, dialog);
  await expect(page).toHaveURL(AT_SIGN_IN);

  await signInWithPassword(page, mobile, NEW_PASSWORD);
  await expect(page).toHaveURL(AT_HOME);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
}

const passwordAlerts: { code: string; gate: LoginGate; button: RegExp; text?: string }[] = [
  { code: '5002012201', gate: 'resetPassword', button: /^(去找回密码|Find password)$/ },
  { code: '5002012902', gate: 'changePassword', button: /^(知道了|OK)$/ },
  {
    code: '5002012047',
    gate: 'passwordExpired',
    button: /^(知道了|OK)$/,
    // The server's description, as the sandbox words it.
    text: 'Your password expired 90 days after it was set. Change it to sign in.',
  },
];

for (const { code, gate, button, text } of passwordAlerts) {
  test(`${code}: should alert, reset the password on /logpop/findpwd, sign out, and let the new password in`, async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createAccount(request, baseURL, { gate });
    await page.goto('index.html#/login');
    await signInWithPassword(page, account.mobile);
    await acknowledge(page, button, text);
    await findPasswordToTheEnd(page, account.mobile);
  });
}

test.describe('5002012051 login protection timeout', () => {
  const DIALOG = /设置登录保护|Set up login protection/;

  test('should go on into the app after "set later"', async ({ page, request, baseURL }) => {
    const account = await createAccount(request, baseURL, { gate: 'loginProtectTimeout' });
    await page.goto('index.html#/login');
    await signInWithPassword(page, account.mobile);
    const dialog = page.getByRole('alertdialog', { name: DIALOG });
    await dialog.getByRole('button', { name: /^(稍后设置|Set later)$/ }).click();
    await expect(page).toHaveURL(AT_HOME);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
  });

  test('should go to the account settings after "set now"', async ({ page, request, baseURL }) => {
    const account = await createAccount(request, baseURL, { gate: 'loginProtectTimeout' });
    await page.goto('index.html#/login');
    await signInWithPassword(page, account.mobile);
    const dialog = page.getByRole('alertdialog', { name: DIALOG });
    await dialog.getByRole('button', { name: /^(立即设置|Set now)$/ }).click();
    await expect(page).toHaveURL(/#\/accountSetting$/);
  });
});

test.describe('/logpop/forgetPassword?wholepage=1', () => {
  test('should reset a password on the whole page from "forgot password", then sign in with it', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createAccount(request, baseURL);
    await page.goto('index.html#/login');
    await page.getByRole('link', { name: /忘记密码|Forgot password/ }).click();
    await expect(page).toHaveURL(/#\/logpop\/forgetPassword\?wholepage=1$/);

    await page.getByLabel(FIND_ACCOUNT_FIELD).fill(account.userName);
    await page.getByRole('button', { name: NEXT }).click();
    const form = page.getByRole('main');
    await expect(form.getByRole('textbox', { name: /手机号|Mobile number/ })).toHaveValue(
      maskMobile(account.mobile),
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await fillReset(form);
    await expectSuccessAfter(page, form);
    await expect(page).toHaveURL(AT_SIGN_IN);

    await signInWithPassword(page, account.userName, NEW_PASSWORD);
    await expect(page).toHaveURL(AT_HOME);
  });

  test('should show a wrong code and keep the passwords typed', async ({
    page,
    request,
    baseURL,
  }) => {
    const form = await openWholePageReset(page, await createAccount(request, baseURL));
    await fillReset(form, '135790');
    await form.getByRole('button', { name: CONFIRM }).click();
    await expect(form.getByRole('alert')).toContainText('The verification code is wrong.');
    await expect(form.getByLabel(NEW_PASSWORD_FIELD)).toHaveValue(NEW_PASSWORD);
    await expect(form.getByLabel(CONFIRM_PASSWORD_FIELD)).toHaveValue(NEW_PASSWORD);
    await expect(page).toHaveURL(/#\/logpop\/forgetPassword\?wholepage=1$/);

    // The right code still works: the wrong one did not use it up.
    await form.getByLabel(CODE_FIELD).fill(SANDBOX_CODE);
    await expectSuccessAfter(page, form);
  });

  test('should confirm the corrected form with one click: no message moves the button from under the pointer', async ({
    page,
    request,
    baseURL,
  }) => {
    const form = await openWholePageReset(page, await createAccount(request, baseURL));
    const confirm = form.getByRole('button', { name: CONFIRM });
    await confirm.click();
    for (const field of [CODE_FIELD, NEW_PASSWORD_FIELD, CONFIRM_PASSWORD_FIELD])
      await expect(form.getByLabel(field)).toHaveAttribute('aria-invalid', 'true');

    await form.getByRole('button', { name: SEND_CODE }).click();
    await expect(form.getByRole('button', { name: SEND_CODE })).toBeHidden();
    await form.getByLabel(CODE_FIELD).fill(SANDBOX_CODE);
    await form.getByLabel(NEW_PASSWORD_FIELD).fill(NEW_PASSWORD);
    await form.getByLabel(CONFIRM_PASSWORD_FIELD).fill(NEW_PASSWORD);
    // The confirmation field still has the focus: pressing Confirm leaves it, and one click is
    // all it takes.
    await expectSuccessAfter(page, form, () => confirm.click());
  });
});

/**
 * The strength meter (issue 21 item 2): its estimator and dictionaries come with the reset form,
 * never with the sign-in page; it rates as the person types, in the page's language; and it only
 * advises, so a weak password that keeps the rule is accepted and signs in.
 */
test('should rate the new password with the form it belongs to, and let the rule alone decide', async ({
  page,
  request,
  baseURL,
}) => {
  const estimatorRequests: string[] = [];
  page.on('request', (sent) => {
    if (/password-strength-estimator/.test(sent.url())) estimatorRequests.push(sent.url());
  });
  const account = await createAccount(request, baseURL);
  await page.goto('index.html#/login');
  await expect(page.getByRole('tabpanel').getByLabel(PASSWORD_FIELD)).toBeVisible();
  expect(estimatorRequests).toEqual([]);

  const form = await openWholePageReset(page, account);
  const newPassword = form.getByLabel(NEW_PASSWORD_FIELD);
  await newPassword.fill('password');
  const meter = form.getByRole('meter', { name: /^(密码强度|Password strength)$/ });
  await expect(meter).toHaveAttribute('aria-valuetext', /^(非常弱|Very weak)$/);
  expect(estimatorRequests).toHaveLength(1);

  // A common password dressed up keeps the rule: the meter calls it weak and says why.
  const weak = 'Password1!';
  await newPassword.fill(weak);
  await expect(meter).toHaveAttribute('aria-valuetext', /^(弱|Weak)$/);
  await expect(newPassword).toHaveAccessibleDescription(
    /这与常用密码很相似|This is close to a commonly used password/,
  );
  await form.getByRole('button', { name: SEND_CODE }).click();
  await expect(form.getByRole('button', { name: SEND_CODE })).toBeHidden();
  await form.getByLabel(CODE_FIELD).fill(SANDBOX_CODE);
  await form.getByLabel(CONFIRM_PASSWORD_FIELD).fill(weak);
  await expectSuccessAfter(page, form);
  await expect(page).toHaveURL(AT_SIGN_IN);

  await signInWithPassword(page, account.mobile, weak);
  await expect(page).toHaveURL(AT_HOME);
});

/** Where the button is: the same box before and after means nothing moved it. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

test.describe('messages never move Confirm (issue 17, item 8)', () => {
  test('should keep Confirm still as messages come and go on the page, and submit with one real click', async ({
    page,
    request,
    baseURL,
  }) => {
    const form = await openWholePageReset(page, await createAccount(request, baseURL));
    const confirm = form.getByRole('button', { name: CONFIRM });
    const before = await boxOf(confirm);

    // A message that appears on leaving a field: a mismatch, shown when focus moves on.
    await form.getByLabel(NEW_PASSWORD_FIELD).fill(NEW_PASSWORD);
    await form.getByLabel(CONFIRM_PASSWORD_FIELD).fill(`${NEW_PASSWORD}x`);
    await form.getByLabel(CONFIRM_PASSWORD_FIELD).blur();
    await expect(form.getByLabel(CONFIRM_PASSWORD_FIELD)).toHaveAttribute('aria-invalid', 'true');
    expect(await boxOf(confirm)).toEqual(before);

    // Every message at once, from a submit with fields left empty.
    await form.getByLabel(NEW_PASSWORD_FIELD).fill('');
    await confirm.click();
    for (const field of [CODE_FIELD, NEW_PASSWORD_FIELD, CONFIRM_PASSWORD_FIELD])
      await expect(form.getByLabel(field)).toHaveAttribute('aria-invalid', 'true');
    expect(await boxOf(confirm)).toEqual(before);

    await form.getByRole('button', { name: SEND_CODE }).click();
    await expect(form.getByRole('button', { name: SEND_CODE })).toBeHidden();
    await form.getByLabel(CODE_FIELD).fill(SANDBOX_CODE);
    await form.getByLabel(NEW_PASSWORD_FIELD).fill(NEW_PASSWORD);
    await form.getByLabel(CONFIRM_PASSWORD_FIELD).fill(NEW_PASSWORD);
    expect(await boxOf(confirm)).toEqual(before);

    // One press and release of the mouse where Confirm was, the confirmation field still focused:
    // leaving it must not move the button from under the pointer.
    await expect(form.getByLabel(CONFIRM_PASSWORD_FIELD)).toBeFocused();
    await expectSuccessAfter(page, form, () =>
      page.mouse.click(before.x + before.width / 2, before.y + before.height / 2),
    );
  });

  for (const locale of ['zh_CN', 'th_TH']) {
    test(`${locale}: should fit the reset modal in 442 x 372 with every field and Confirm in view, focus in the code field, and submit the corrected form with one real click`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      test.slow();
      await context.addCookies([{ name: 'wb_lang', value: locale, url: baseURL! }]);
      const account = await createAccount(request, baseURL);
      await page.goto('index.html#/logpop/findpwd');
      await page.locator('input').first().fill(account.mobile);
      await page.locator('form button[type="submit"]').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();

      // The dialog scales in as it opens: its size is read once it has settled.
      await expect
        .poll(async () => {
          const { width, height } = await boxOf(dialog);
          return [Math.round(width), Math.round(height)];
        })
        .toEqual([442, 372]);
      const box = await boxOf(dialog);
      const inputs = dialog.locator('input');
      await expect(inputs).toHaveCount(4);
      const confirm = dialog.locator('button[type="submit"]');
      for (const control of [...(await inputs.all()), confirm]) {
        await expect(control).toBeInViewport({ ratio: 1 });
        const inner = await boxOf(control);
        expect(inner.y).toBeGreaterThanOrEqual(box.y);
        expect(inner.y + inner.height).toBeLessThanOrEqual(box.y + box.height);
      }

      // Focus starts in the code field; the read-only mobile is neither focused nor selected.
      await expect(inputs.nth(1)).toBeFocused();
      expect(await page.evaluate(() => document.getSelection()?.toString() ?? '')).toBe('');
      expect(
        await inputs
          .first()
          .evaluate((input: HTMLInputElement) => [
            input.readOnly,
            input.selectionEnd! - input.selectionStart!,
          ]),
      ).toEqual([true, 0]);

      const before = await boxOf(confirm);
      await confirm.click();
      for (const index of [1, 2, 3])
        await expect(inputs.nth(index)).toHaveAttribute('aria-invalid', 'true');
      expect(await boxOf(confirm)).toEqual(before);

      await dialog.locator('form button:not([type="submit"])').first().click();
      await inputs.nth(1).fill(SANDBOX_CODE);
      await inputs.nth(2).fill(NEW_PASSWORD);
      await inputs.nth(3).fill(NEW_PASSWORD);
      expect(await boxOf(confirm)).toEqual(before);
      // Succeeded: Confirm stays disabled while the success message shows, then the page signs out.
      await withClockStopped(page, async () => {
        await page.mouse.click(before.x + before.width / 2, before.y + before.height / 2);
        await expect(confirm).toBeDisabled();
      });
      await expect(page).toHaveURL(AT_SIGN_IN, { timeout: 15_000 });
    });
  }
});

test.describe('where a finished reset goes (docs/product.md §2)', () => {
  for (const query of ['scene=scene2', 'from=app'])
    test(`${query}: should show the success, then the account site's success route with the tip 'modification complete'`, async ({
      page,
      request,
      baseURL,
    }) => {
      const account = await createAccount(request, baseURL);
      const form = await openWholePageReset(page, account, `&${query}`);
      await fillReset(form);
      await expectSuccessAfter(page, form);
      await expect(page).toHaveURL(/__sandbox\/pages\/account-success\?tip=/);
      await expect(page.getByRole('status')).toHaveText(/^(修改完成|Modification complete)$/);
    });

  test('relayState: should go to its decoded address, one the redirect guard allows', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await createAccount(request, baseURL);
    const relay = new URL('/workbench/api/__sandbox/pages/agreement', baseURL).toString();
    // Encoded twice, as the account site puts it in its own address.
    const form = await openWholePageReset(
      page,
      account,
      `&relayState=${encodeURIComponent(encodeURIComponent(relay))}`,
    );
    await fillReset(form);
    await expectSuccessAfter(page, form);
    await expect(page).toHaveURL(relay);
  });
});
