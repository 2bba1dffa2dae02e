import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../workbench/api/errors/api-error';
import {
  getAccessToken,
  getAppAuthCode,
  getAppList,
  getAppMarketJump,
  getRecommendedApps,
  getSsoUrl,
  reportAppOperation,
} from '../../../workbench/api/market';
import { ACCESS_TOKEN_TTL_MS } from '../../../workbench/sandbox';
import { ORIGIN, setupSandbox, signInAs, passTime } from '../helpers/sandbox';
import { ACCESS_TOKEN_HEADER } from '../../../shared/contract';

const { server, effects } = setupSandbox();

/** Paths of the requests the client makes, in order (msw sees each one). */
const requested: string[] = [];
const record = ({ request }: { request: Request }) => {
  requested.push(new URL(request.url).pathname.replace('/workbench/api/', ''));
};
server.events.on('request:start', record);
afterEach(() => {
  requested.length = 0;
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const tokenRequests = () => requested.filter((path) => path === 'work_bench/get_access_token');

async function revokeTokens() {
  const response = await fetch(`${ORIGIN}/workbench/api/__sandbox/market/revoke-tokens`, {
    method: 'POST',
  });
  return (await response.json()) as { data: { revoked: number } };
}

describe('the market access token', () => {
  it('should fetch the token once, reuse it, and fetch it again once after a 401', async () => {
    await signInAs();
    const recommended = await getRecommendedApps();
    expect(recommended.length).toBeGreaterThan(0);
    expect(tokenRequests()).toHaveLength(1);

    await getAppList({});
    expect(tokenRequests()).toHaveLength(1);

    expect((await revokeTokens()).data.revoked).toBe(1);
    requested.length = 0;
    const page = await getAppList({ pageSize: 5 });
    expect(page.list).toHaveLength(5);
    expect(requested).toEqual([
      'work_bench/get_app_list',
      'work_bench/get_access_token',
      'work_bench/get_app_list',
    ]);
    // The refused call neither signed out nor toasted.
    expect(effects.navigations).toEqual([]);
    expect(effects.toasts).toEqual([]);
  });

  it('should let a token live two hours of sandbox clock', async () => {
    await signInAs();
    await getRecommendedApps();
    await passTime(ACCESS_TOKEN_TTL_MS - 1000);
    await getRecommendedApps();
    expect(tokenRequests()).toHaveLength(1);
    await passTime(1000);
    await getRecommendedApps();
    expect(tokenRequests()).toHaveLength(2);
  });

  it('should answer 401 to a market call without a live token', async () => {
    await signInAs();
    const bare = await fetch(`${ORIGIN}/workbench/api/work_bench/recommend_app`);
    expect(bare.status).toBe(401);
    const forged = await fetch(`${ORIGIN}/workbench/api/work_bench/recommend_app`, {
      headers: { [ACCESS_TOKEN_HEADER]: 'forged' },
    });
    expect(forged.status).toBe(401);
    const { accessToken } = await getAccessToken();
    const good = await fetch(`${ORIGIN}/workbench/api/work_bench/recommend_app`, {
      headers: { [ACCESS_TOKEN_HEADER]: accessToken },
    });
    expect(good.status).toBe(200);
  });

  it('should issue a token only to a session', async () => {
    expect((await failure(getAccessToken())).status).toBe(401);
  });
});

describe('the market', () => {
  it('should list a dozen applications by page, category and key', async () => {
    await signInAs();
    const all = await getAppList({ pageSize: 100 });
    expect(all.total).toBe(12);
    expect(all.categories.length).toBeGreaterThan(1);
    const first = await getAppList({});
    expect(first.list).toEqual(all.list.slice(0, 3));

    const category = all.categories[0]!;
    const inCategory = await getAppList({ category, pageSize: 100 });
    expect(inCategory.list.length).toBe(all.list.filter((app) => app.category === category).length);
    expect(inCategory.list.every((app) => app.category === category)).toBe(true);

    const byKey = await getAppList({ key: all.list[4]!.name, pageSize: 100 });
    expect(byKey.list.map((app) => app.appId)).toContain(all.list[4]!.appId);
    expect((await getRecommendedApps()).every((app) => app.recommended)).toBe(true);
  });

  it('should give an auth code and a single sign-on address for an application', async () => {
    await signInAs();
    const [app] = (await getAppList({})).list;
    const code = await getAppAuthCode({ appId: app!.appId });
    expect(code.authCode).toMatch(/^[0-9a-f]{32}$/);
    expect(code.expiresIn).toBeGreaterThan(0);
    expect((await getSsoUrl({ appId: app!.appId })).url).toContain(`appId=${app!.appId}`);
    expect((await getAppMarketJump()).show).toBe(true);
    expect((await failure(getSsoUrl({ appId: 'nope' }))).code).toBe('-1');
  });

  it('should count what the user does with an application', async () => {
    await signInAs();
    const [app] = (await getAppList({})).list;
    expect(await reportAppOperation({ appId: app!.appId, type: 'open' })).toEqual({
      appId: app!.appId,
      type: 'open',
      count: 1,
    });
    expect((await reportAppOperation({ appId: app!.appId, type: 'open' })).count).toBe(2);
    const unknownType = reportAppOperation({ appId: app!.appId, type: 'delete' as 'open' });
    expect((await failure(unknownType)).code).toBe('-1');
  });
});
