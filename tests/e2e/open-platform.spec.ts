import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createAccount, forceAnswers } from './support/sandbox';
import { openAsNewAccount, openPage, signInWithPassword, standIn } from './support/session';

/**
 * The open platform's token calls (decision 0036) against the sandbox: an app that asks for a
 * company after sign-in (oauth2/token/registerCorp, or oauth2/token with the current company), and
 * a service on another site of the suite entered with a ticket (getTokenByService). The browser
 * speaks zh-CN: texts are matched in Chinese or English.
 */

const CLIENT = 'sandbox-client';
const CALLBACK = 'https://partner.example.com/callback';
const STEP_TITLE = new RegExp(`^(为 ${CLIENT} 创建企业|Create a company for ${CLIENT})$`);
const CREATE = /^(创建并连接|Create and connect)$/;
const USE_CURRENT = /^(连接此企业|Connect this company)$/;

/** Signs in as a fresh member of corp 1001, for an app that asks for a company. */
async function signInForApp(page: Page, baseURL: string | undefined): Promise<void> {
  const account = await createAccount(page.request, baseURL);
  await standIn(page, 'partner.example.com', 'Partner');
  const query = new URLSearchParams({
    clientId: CLIENT,
    redirectUrl: CALLBACK,
    state: 'xyz',
    registerCorp: '1',
  });
  await page.goto(`index.html?${query.toString()}#/login`);
  await signInWithPassword(page, account.mobile);
  await expect(page.getByRole('heading', { level: 1, name: STEP_TITLE })).toBeVisible();
}

/**
 * Does `act`, then waits for the app's page after the exchange (`tokenPath`): the browser made the
 * call, and the address carries the app's state and the corp, nothing else (no token).
 */
async function arrivedAtApp(page: Page, tokenPath: string, act: () => Promise<void>): Promise<URL> {
  const exchanged = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith(tokenPath),
  );
  await act();
  expect((await exchanged).ok()).toBe(true);
  await page.waitForURL('https://partner.example.com/**');
  await expect(page.getByRole('heading', { name: 'Partner' })).toBeVisible();
  const arrived = new URL(page.url());
  expect(arrived.pathname).toBe('/callback');
  expect(arrived.searchParams.get('state')).toBe('xyz');
  expect([...arrived.searchParams.keys()].sort()).toEqual(['corpId', 'state']);
  return arrived;
}

test.describe('open platform', () => {
  test('creates a company for the app (oauth2/token/registerCorp) and goes on to it; the company is listed after a reload', async ({
    page,
    baseURL,
  }) => {
    await signInForApp(page, baseURL);
    await page.getByRole('button', { name: CREATE }).click();
    await expect(page.getByText(/^(请输入企业名称|Enter the company name)$/)).toBeVisible();
    const corpName = `开放平台企业${Date.now()}`;
    await page.getByRole('textbox', { name: /企业名称|Company name/ }).fill(corpName);
    const arrived = await arrivedAtApp(page, '/kdopen/oauth2/token/registerCorp', () =>
      page.getByRole('button', { name: CREATE }).click(),
    );
    expect(arrived.searchParams.get('corpId')).toMatch(/\S/);
    expect(arrived.searchParams.get('corpId')).not.toBe('1001');

    await openPage(page, '#/corps');
    await expect(page.getByText(corpName, { exact: true }).first()).toBeVisible();
  });

  test('a refused company keeps the name typed and says the app was not connected', async ({
    page,
    baseURL,
  }) => {
    await forceAnswers(page, 'kdopen/oauth2/token/registerCorp errcode=7001');
    await signInForApp(page, baseURL);
    const name = page.getByRole('textbox', { name: /企业名称|Company name/ });
    await name.fill('被拒绝的企业');
    await page.getByRole('button', { name: CREATE }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: /未能连接应用|The app was not connected/ }),
    ).toBeVisible();
    await expect(name).toHaveValue('被拒绝的企业');
    await expect(page.getByRole('button', { name: CREATE })).toBeEnabled();
  });

  test('connects the current company instead (oauth2/token) and goes on to the app', async ({
    page,
    baseURL,
  }) => {
    await signInForApp(page, baseURL);
    const arrived = await arrivedAtApp(page, '/kdopen/oauth2/token', () =>
      page.getByRole('button', { name: USE_CURRENT }).click(),
    );
    expect(arrived.searchParams.get('corpId')).toBe('1001');
  });

  test('enters a service on another site of the suite with a ticket (getTokenByService)', async ({
    page,
    baseURL,
  }) => {
    await standIn(page, 'tax.example.com', 'Tax');
    await openAsNewAccount(page, baseURL, '#/services', {
      ownCorp: true,
      services: true,
      taxFiling: true,
    });
    await page.getByRole('tab', { name: /^(第三方服务|Third-party services)/ }).click();
    const taxFiling = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: '智能报税', exact: true }) });
    await taxFiling.getByRole('button', { name: /^(进入|Enter)$/ }).click();
    await page.waitForURL('https://tax.example.com/**');
    await expect(page.getByRole('heading', { name: 'Tax' })).toBeVisible();
    const arrived = new URL(page.url());
    expect(arrived.pathname).toBe('/enter');
    expect(arrived.searchParams.get('serviceId')).toMatch(/\S/);
    expect(arrived.searchParams.get('jdyTicket')).toMatch(/\S/);
  });
});
