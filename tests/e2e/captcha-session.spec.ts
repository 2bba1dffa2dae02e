import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { captchaAnswer, createAccount, SANDBOX_PASSWORD } from './support/sandbox';
import { signInWithPassword } from './support/session';

/**
 * The captcha 5002012019 asks for, in a captcha session (decision 0032): the page registers one
 * with sso/captcha/register, the click captcha is generated and verified in it (its
 * imgtest_sessionId is the registered sessionId), and the sign-in tried again carries the
 * version-4 result fields the verification yielded. The browser is zh-CN.
 */

/** The JSON body a request of the page sent. */
function bodyOf(request: { postData: () => string | null }): Record<string, unknown> {
  return JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
}

/** Three wrong passwords, then the right one: the captcha's session is registered and shown. */
async function meetCaptcha(page: Page, mobile: string) {
  await page.goto('index.html#/login');
  for (let attempt = 0; attempt < 3; attempt++) {
    await signInWithPassword(page, mobile, `Wrong@${attempt}`);
    await expect(page.getByRole('alert')).toHaveText('The account or password is wrong.');
  }
  const registered = page.waitForResponse((response) =>
    response.url().includes('/sso/captcha/register'),
  );
  const generated = page.waitForRequest((request) =>
    request.url().includes('/sso/img-captcha/generate'),
  );
  await signInWithPassword(page, mobile);
  const { data: session } = (await (await registered).json()) as {
    data: { sessionId: string; challenge: string };
  };
  const generate = await generated;
  expect(bodyOf(generate).imgtest_sessionId).toBe(session.sessionId);
  const { data: challenge } = (await (await generate.response())!.json()) as {
    data: { req_id: string };
  };
  return { session, reqId: challenge.req_id };
}

test('should sign in after the captcha, the retry carrying the result of the registered session', async ({
  page,
  request,
  baseURL,
}) => {
  const { mobile } = await createAccount(request, baseURL);
  const { session, reqId } = await meetCaptcha(page, mobile);
  const dialog = page.getByRole('dialog');
  const image = dialog.getByRole('img', { name: /验证图片|Verification image/ });
  const retried = page.waitForRequest(
    (sent) => sent.url().includes('/sso/login/accountLogin') && 'lot_number' in bodyOf(sent),
  );
  for (const point of await captchaAnswer(request, baseURL, reqId))
    await image.click({ position: point });
  await expect(dialog.getByText(/验证通过|Verification passed/)).toBeVisible();
  const retry = bodyOf(await retried);
  expect(retry.lot_number).toBe(session.challenge);
  expect(retry.pass_token).toMatch(/\S/);
  expect(retry.captcha_output).toMatch(/\S/);
  expect(retry.gen_time).toMatch(/^\d+$/);
  await expect(page).toHaveURL(/#\/$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(mobile.slice(-4));
});

test('should keep what was typed when the captcha session cannot be registered, and register again on Refresh', async ({
  page,
  request,
  baseURL,
}) => {
  const { mobile } = await createAccount(request, baseURL);
  await page.goto('index.html#/login');
  for (let attempt = 0; attempt < 3; attempt++) {
    await signInWithPassword(page, mobile, `Wrong@${attempt}`);
    await expect(page.getByRole('alert')).toHaveText('The account or password is wrong.');
  }
  let failOnce = true;
  await page.route('**/sso/captcha/register**', async (route) => {
    if (!failOnce) return route.continue();
    failOnce = false;
    return route.fulfill({ status: 503, body: '' });
  });
  await signInWithPassword(page, mobile);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: /^(刷新|Refresh)$/ })).toBeVisible();
  await expect(page.locator('input[name="password"]')).toHaveValue(SANDBOX_PASSWORD);
  const registered = page.waitForResponse((response) =>
    response.url().includes('/sso/captcha/register'),
  );
  await dialog.getByRole('button', { name: /^(刷新|Refresh)$/ }).click();
  expect((await registered).ok()).toBe(true);
  await expect(dialog.getByRole('img', { name: /验证图片|Verification image/ })).toBeVisible();
});
