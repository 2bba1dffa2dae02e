import { type Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * The sandbox as the browser meets it on `npm run preview`: middleware in the server process, real
 * HTTP and real cookies. Tests here run beside others against the same server, so none resets the
 * store or adds a stored scenario: forced answers travel in the X-Sandbox-Scenario header.
 */

interface Answer {
  status: number;
  body: { errcode?: string; description?: string; data?: unknown };
}

/** What page.evaluate can carry of a fetch's init. */
interface Init {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

function call(page: Page, path: string, init: Init = {}): Promise<Answer> {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(`/workbench/api/${path}`, { credentials: 'include', ...init });
      return { status: response.status, body: (await response.json()) as Answer['body'] };
    },
    { path, init },
  );
}

async function signIn(page: Page) {
  await page.goto('index.html');
  const answer = await call(page, '__sandbox/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ajax_flag: '1' },
    body: JSON.stringify({ userId: 'u0001' }),
  });
  expect(answer.body.errcode).toBe('0');
}

test('should answer 401 without a session and 0 with one, by a real cookie', async ({ page }) => {
  await page.goto('index.html');
  expect((await call(page, 'service/dept/list')).status).toBe(401);
  await signIn(page);
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).toContain('jdySessionId');
  const answer = await call(page, 'service/dept/list');
  expect(answer.status).toBe(200);
  const ids = (answer.body.data as { deptId: string }[]).map((dept) => dept.deptId);
  expect(ids).toEqual(expect.arrayContaining(['-999', '-1000', '-1001', '-1002']));
});

test('should keep the store in the server process across page reloads', async ({ page }) => {
  await signIn(page);
  const name = `E2E ${Date.now().toString(36)}`;
  const added = await call(page, 'service/dept/add', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ajax_flag: '1' },
    body: JSON.stringify({ parentId: '1', name }),
  });
  expect(added.body.errcode).toBe('0');
  await page.reload();
  const depts = (await call(page, 'service/dept/list')).body.data as { name: string }[];
  expect(depts.map((dept) => dept.name)).toContain(name);
});

test('should force an answer with the X-Sandbox-Scenario header', async ({ page }) => {
  await signIn(page);
  const forced = (rule: string) =>
    call(page, 'service/corp/current', { headers: { 'x-sandbox-scenario': rule } });
  expect((await forced('service/corp/current errcode=5001022900')).body.errcode).toBe('5001022900');
  const serverError = await forced('* status=500');
  expect(serverError.status).toBe(500);
  expect((await forced('service/dept/list status=500')).status).toBe(200);
});

test('should answer bad input with the fail shape, not a crash', async ({ page }) => {
  await signIn(page);
  const answer = await call(page, 'service/dept/corpDeptUserList', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ajax_flag: '1' },
    body: JSON.stringify({ deptId: { nested: true }, key: 'x'.repeat(201) }),
  });
  expect(answer.status).toBe(200);
  expect(answer.body.errcode).toBe('-1');
  expect(answer.body.description).toMatch(/deptId/);
  const broken = await call(page, 'service/dept/add', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ajax_flag: '1' },
    body: '{"parentId": ',
  });
  expect(broken.body).toMatchObject({ errcode: '-1' });
});

test('should serve the control panel', async ({ page }) => {
  await page.goto('/workbench/api/__sandbox/');
  await expect(page.getByRole('heading', { name: 'Workbench sandbox' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();
});
