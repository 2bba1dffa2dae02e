import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { SESSION_SYNC_PATHS } from '../../shared/contract';
import { createAccount, forceAnswers } from './support/sandbox';
import { signInWithPassword, standIn } from './support/session';

/**
 * The session sync after a sign-in (docs/product.md §7, docs/decisions/0030): a JSONP request for
 * the single-sign-on host's ticket, then a POST that hands it to the workbench. The sandbox plays
 * the host, and says whether the session was synced (GET __sandbox/session).
 */

const HOME = /index\.html(\?[^#]*)?#\/$/;
const ticketUrl = (url: URL) =>
  url.pathname.endsWith(`/workbench/api/${SESSION_SYNC_PATHS.ticket}`);
const syncUrl = (url: URL) => url.pathname.endsWith(`/workbench/api/${SESSION_SYNC_PATHS.sync}`);

async function ssoSynced(request: APIRequestContext): Promise<boolean> {
  const answer = (await (await request.get('/workbench/api/__sandbox/session')).json()) as {
    errcode: string;
    data?: { ssoSynced: boolean };
  };
  expect(answer.errcode).toBe('0');
  return answer.data!.ssoSynced;
}

test('should sync the session with the single-sign-on host after sign-in: its ticket, then the hand-over', async ({
  page,
  baseURL,
}) => {
  const account = await createAccount(page.request, baseURL);
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (ticketUrl(url)) calls.push(`${request.resourceType()} ticket`);
    if (syncUrl(url)) calls.push(`${request.method()} sync ${request.postData() ?? ''}`);
  });
  await page.goto('index.html#/login');
  await signInWithPassword(page, account.mobile);
  await expect(page).toHaveURL(HOME);
  await expect.poll(() => ssoSynced(page.request)).toBe(true);
  // A script, as JSONP travels; then the POST with the ticket the script's answer carried.
  expect(calls).toEqual(['script ticket', expect.stringMatching(/^POST sync \{"ticket":"sst/)]);
});

test('should sign in all the same, with no message, when the host does not answer', async ({
  page,
  baseURL,
}) => {
  const account = await createAccount(page.request, baseURL);
  await forceAnswers(page, `${SESSION_SYNC_PATHS.ticket} errcode=5001000000`);
  const synced = page.waitForResponse((response) => ticketUrl(new URL(response.url())));
  await page.goto('index.html#/login');
  await signInWithPassword(page, account.mobile);
  await synced;
  await expect(page).toHaveURL(HOME);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0);
  expect(await ssoSynced(page.request)).toBe(false);
});

test('should finish the sync before leaving for another site, however slow the host', async ({
  page,
  baseURL,
}) => {
  const account = await createAccount(page.request, baseURL);
  await standIn(page, 'shop.example.com', 'Shop');
  // Slower than the way out: a page that left at once would take the ticket's answer with it.
  await forceAnswers(page, `${SESSION_SYNC_PATHS.ticket} delay=1500`);
  const fromeBuyUrl = encodeURIComponent('https://shop.example.com/cart?item=7');
  await page.goto(`index.html?fromeBuyUrl=${fromeBuyUrl}#/login`);
  await signInWithPassword(page, account.mobile);
  await page.waitForURL('https://shop.example.com/cart?item=7');
  await expect(page.getByRole('heading', { name: 'Shop' })).toBeVisible();
  expect(await ssoSynced(page.request)).toBe(true);
});
