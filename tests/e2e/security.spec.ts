import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { forceAnswers } from './support/sandbox';
import { signInToOwnCorp } from './support/session';

/**
 * What the preview server and the sandbox hold against another site (docs/decisions/0015): the
 * security headers as served, framing, writes a page of another origin could make the browser
 * send, and the sandbox's control endpoints. "Another origin" is another port of the same host:
 * the same site, so the browser still sends the session cookie (SameSite=Lax allows it).
 */

/** A page of another origin on this host, served by Playwright's router, in the test's context. */
async function otherOriginPage(
  context: BrowserContext,
  baseURL: string | undefined,
  html: string,
): Promise<Page> {
  const app = new URL(baseURL ?? '');
  const other = `${app.protocol}//${app.hostname}:${Number(app.port) + 1}/other.html`;
  await context.route(other, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  );
  const page = await context.newPage();
  await page.goto(other);
  return page;
}

/**
 * A page of another origin that posts a form of `fields` to `action` as it loads, and the refusal
 * it lands on (the sandbox's answer, shown as the page).
 */
async function submitFromOtherOrigin(
  context: BrowserContext,
  baseURL: string | undefined,
  action: string,
  enctype: string,
  fields: string,
): Promise<void> {
  const other = await otherOriginPage(
    context,
    baseURL,
    `<!doctype html><title>Other</title>
<form method="post" action="${action}" enctype="${enctype}">${fields}</form>
<script>document.forms[0].submit()</script>`,
  );
  await expect(other).toHaveURL(action);
  await expect(other.locator('body')).toContainText(/refused/);
}

async function deptNames(request: APIRequestContext): Promise<string[]> {
  const answer = await request.get('/workbench/api/service/dept/list', {
    headers: { ajax_flag: '1' },
  });
  const body = (await answer.json()) as { data: { name: string }[] };
  return body.data.map((dept) => dept.name).sort();
}

test.describe('the security headers', () => {
  test('should come with the page, its assets and the API, with a fresh nonce for each page', async ({
    request,
  }) => {
    const first = await request.get('index.html');
    const second = await request.get('index.html');
    const policy = first.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(await first.text()).toContain(`nonce="${nonce}"`);
    expect(second.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
    for (const directive of [
      `script-src 'self' 'nonce-${nonce}'`,
      `style-src 'self' 'nonce-${nonce}'`,
      "connect-src 'self'",
      "frame-ancestors 'self'",
      "object-src 'none'",
    ])
      expect(policy).toContain(directive);
    expect(policy).not.toMatch(/unsafe-eval|unsafe-inline/);

    const script = /src="([^"]+\.js)"/.exec(await first.text())?.[1] ?? '';
    for (const answer of [
      first,
      await request.get(script),
      await request.get('/workbench/api/sso/system/parameter'),
    ]) {
      const headers = answer.headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  test('should grant another origin no CORS, not even on this host', async ({ request }) => {
    const preflight = await request.fetch('/workbench/api/service/dept/add', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:4174',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'ajax_flag, content-type',
      },
    });
    expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
  });

  test('should answer 404 for a path the app does not have', async ({ request }) => {
    for (const path of ['assets/no-such-chunk.js', 'no-such-page', 'accountSetting'])
      expect((await request.get(path)).status()).toBe(404);
  });

  test('should keep the signed-in app out of a frame of another origin', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInToOwnCorp(page, baseURL);
    const app = new URL('index.html#/accountSetting', baseURL).href;
    const other = await otherOriginPage(
      context,
      baseURL,
      `<!doctype html><title>Other</title><iframe src="${app}" width="800" height="600"></iframe>`,
    );
    // Chromium puts its error page where a frame-ancestors refusal leaves the frame.
    const framed = () =>
      other
        .frames()
        .find((frame) => frame !== other.mainFrame())
        ?.url();
    await expect.poll(framed).toMatch(/^chrome-error:/);
  });
});

test.describe('writes another origin could forge', () => {
  for (const enctype of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'])
    test(`should refuse a department added by an auto-submitted ${enctype} form of another origin`, async ({
      page,
      context,
      baseURL,
    }) => {
      await signInToOwnCorp(page, baseURL);
      const before = await deptNames(page.request);
      const action = new URL('/workbench/api/service/dept/add', baseURL).href;
      // text/plain sends `{"parentId":"…","name":"伪造部门","x":"="}`: JSON a lax server would read.
      await submitFromOtherOrigin(
        context,
        baseURL,
        action,
        enctype,
        `<input name='{"name":"伪造部门","parentId":"1","x":"' value='"}'>
<input name="name" value="伪造部门"><input name="parentId" value="1">`,
      );
      expect(await deptNames(page.request)).toEqual(before);
    });
});

test.describe("the sandbox's control endpoints", () => {
  test('should not sign a page of another origin in as anyone', async ({ context, baseURL }) => {
    const control = new URL('/workbench/api/__sandbox/session', baseURL).href;
    await submitFromOtherOrigin(
      context,
      baseURL,
      control,
      'text/plain',
      `<input name='{"userId":"u0001","x":"' value='"}'>`,
    );
    expect((await context.cookies()).filter((cookie) => cookie.value !== '')).toEqual([]);
  });

  test('should send the stand-in cloud sign-in page back only to this origin', async ({
    page,
    baseURL,
  }) => {
    for (const back of ['//evil.example/steal', 'https://evil.example/steal', '/\\evil.example/']) {
      await page.goto(
        `/workbench/api/__sandbox/pages/cloud-sign-in?return=${encodeURIComponent(back)}`,
      );
      // Both ways back (as the seeded identity, or as a new one) stay on this origin.
      const links = await page.getByRole('link').all();
      expect(links).toHaveLength(2);
      for (const link of links) {
        const href = await link.getAttribute('href');
        expect(new URL(href ?? '', baseURL).origin).toBe(new URL(baseURL ?? '').origin);
      }
    }
  });
});

test('should keep working where storage throws (a frame of another site, storage partitioned)', async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => {
    for (const name of ['sessionStorage', 'localStorage'])
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
  });
  await page.goto('index.html#/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await signInToOwnCorp(page, baseURL);
  await page.goto('index.html#/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A sign-out with a message stores it for the sign-in page: storage refuses, the way out holds.
  await forceAnswers(page, 'service/corp/current errcode=5001012000');
  await page.reload();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('button', { name: /^(登录|Sign in)$/ })).toBeVisible();
});
