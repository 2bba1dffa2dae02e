import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getCurrentCorp as currentCorp, switchCorp } from '../../../workbench/api/corp';
import { getDeptList as deptList } from '../../../workbench/api/dept';
import { accountLogin } from '../../../workbench/api/sso';
import { ApiError } from '../../../workbench/api/errors/api-error';
import {
  setCloseOpenReadonlyFlag,
  setExemptUrls,
  isExemptUrl,
  takeSignOutMessage,
} from '../../../workbench/api/errors/effects';
import { DEFAULT_EXEMPT_URLS } from '../../../workbench/api/config';
import { clearNotices, pendingNotices, raiseNotice } from '../../../workbench/api/errors/notices';
import { paths } from '../../../workbench/routes/paths';
import { sandbox } from '../../../workbench/sandbox';
import { signInAs, setupSandbox } from '../helpers/sandbox';
import { DESTINATIONS } from '../../../shared/destinations';

const { effects, server } = setupSandbox();

function force(
  path: string,
  answer: { errcode: string } | { status: number; description?: string },
) {
  sandbox.scenarios.add({ path, answer });
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const caught = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(caught).toBeInstanceOf(ApiError);
  return caught as ApiError;
}

/** Lets the catalogue's follow-ups of a dialog choice (microtasks) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  window.location.hash = '';
  setCloseOpenReadonlyFlag(false);
  setExemptUrls(DEFAULT_EXEMPT_URLS);
});

const silent = (code: string) => async () => {
  force('service/dept/list', { errcode: code });
  const error = await failureOf(deptList());
  expect(error.code).toBe(code);
  expect(effects.toasts).toEqual([]);
  expect(effects.navigations).toEqual([]);
  expect(effects.notices).toEqual([]);
};

const loginOutcome = (code: string, kind: string, notice: boolean) => async () => {
  force('sso/login/accountLogin', { errcode: code });
  const outcome = await accountLogin({ account: '13800138000', password: 'x', loginType: 0 });
  expect(outcome.kind).toBe(kind);
  expect(effects.toasts).toEqual([]);
  expect(effects.notices.length).toBe(notice ? 1 : 0);
};

const httpToast = (status: number, text: RegExp) => async () => {
  force('service/dept/list', { status, description: 'Disk full on node 7' });
  const error = await failureOf(deptList());
  expect(error.status).toBe(status);
  expect(effects.toasts).toHaveLength(1);
  expect(effects.toasts[0]).toMatch(text);
  expect(effects.navigations).toEqual([]);
};

/** One test per line of docs/spec/error-codes.tsv, keyed by its first column. */
const CASES: Record<string, () => Promise<void>> = {
  '0': async () => {
    await signInAs();
    await expect(deptList()).resolves.toEqual(expect.any(Array));
    sandbox.scenarios.add({ path: 'service/dept/list', answer: { errcode: '0' } });
    server.use(
      http.get('*/workbench/api/service/dept/list', () =>
        HttpResponse.json({ code: 200, data: [] }),
      ),
    );
    await expect(deptList()).resolves.toEqual([]);
    expect(effects.toasts).toEqual([]);
  },
  '5000000000': async () => {
    force('service/dept/list', { errcode: '5000000000' });
    await failureOf(deptList());
    expect(effects.navigations).toEqual([paths.readOnlyService.getHref()]);

    window.location.hash = '#/logpop/upgrade';
    await failureOf(deptList());
    setCloseOpenReadonlyFlag(true);
    window.location.hash = '';
    await failureOf(deptList());
    expect(effects.navigations).toHaveLength(1);
    expect(effects.toasts).toHaveLength(2);
  },
  '5001012000': async () => {
    force('service/dept/list', { errcode: '5001012000' });
    await failureOf(deptList());
    expect(effects.navigations).toEqual([DESTINATIONS.logout]);
    expect(effects.toasts).toEqual(['Your session has ended. Please sign in again.']);
  },
  '5001022900': async () => {
    force('service/corp/current', { errcode: '5001022900' });
    force('service/corp/switchCorp', { errcode: '5001022900' });
    await expect(currentCorp()).resolves.toMatchObject({ needsSecondCheck: true });
    await expect(switchCorp({ corpId: '1002' })).resolves.toMatchObject({ needsSecondCheck: true });
    expect(effects.toasts).toEqual([]);
  },
  '5001032017': silent('5001032017'),
  '5001037009': silent('5001037009'),
  '50010350015': silent('50010350015'),
  '50010350026': silent('50010350026'),
  '5002012062': async () => {
    force('service/corp/current', { errcode: '5002012062' });
    await failureOf(currentCorp());
    expect(effects.navigations).toEqual([DESTINATIONS.accountTransfer]);
    force('service/dept/list', { errcode: '5002012062' });
    await failureOf(deptList());
    expect(effects.navigations).toHaveLength(1);
    expect(effects.toasts).toEqual([]);
  },
  '5001012077': async () => {
    force('service/dept/list', { errcode: '5001012077' });
    await failureOf(deptList());
    await settle();
    expect(effects.notices).toEqual([{ kind: 'verifiedFlow', flow: 'setAdmin' }]);
    expect(effects.tabs).toEqual([DESTINATIONS.verifiedSetAdmin]);
    expect(effects.toasts).toEqual([]);
  },
  '5001012078': async () => {
    force('service/dept/list', { errcode: '5001012078' });
    await failureOf(deptList());
    await settle();
    expect(effects.notices).toEqual([{ kind: 'verifiedFlow', flow: 'transferCorp' }]);
    expect(effects.tabs).toEqual([DESTINATIONS.verifiedTransferCorp]);
  },
  '5002012201': async () => {
    await loginOutcome('5002012201', 'resetPassword', true)();
    await settle();
    expect(effects.navigations).toEqual([paths.findPassword.getHref()]);
  },
  '5002012202': loginOutcome('5002012202', 'registerCloudAccount', false),
  '5002012901': loginOutcome('5002012901', 'twoFactor', false),
  '5002012904': loginOutcome('5002012904', 'twoFactor', false),
  '5002012905': loginOutcome('5002012905', 'twoFactor', false),
  '5002012902': loginOutcome('5002012902', 'changePassword', true),
  '5002012047': async () => {
    await loginOutcome('5002012047', 'passwordExpired', true)();
    expect(effects.notices[0]).toMatchObject({
      kind: 'loginNotice',
      login: 'passwordExpired',
      serverText: expect.stringContaining('expired') as string,
    });
  },
  '5002012903': loginOutcome('5002012903', 'downgrade', false),
  '5002012019': loginOutcome('5002012019', 'captchaNeeded', false),
  '5002012051': async () => {
    await loginOutcome('5002012051', 'loginProtectTimeout', true)();
    await settle();
    // The sign-in flow goes to the account settings once the session has loaded.
    expect(effects.navigations).toEqual([]);
  },
  'HTTP 400': httpToast(400, /not valid \(400\)/),
  'HTTP 401': async () => {
    const error = await failureOf(deptList());
    expect(error.status).toBe(401);
    expect(effects.toasts).toEqual([]);
    expect(effects.navigations).toEqual([DESTINATIONS.logout]);
  },
  'HTTP 403': httpToast(403, /no access .*\(403\)/),
  'HTTP 404': httpToast(404, /not found \(404\)/),
  'HTTP 405': httpToast(405, /not allowed \(405\)/),
  'HTTP 500': httpToast(500, /^Server error \(500\): Disk full on node 7$/),
  'HTTP other': httpToast(502, /Connection error \(502\)/),
  'no response': async () => {
    sandbox.scenarios.add({ path: 'service/dept/list', answer: { network: true } });
    const error = await failureOf(deptList());
    expect(error.failure).toMatchObject({ kind: 'transport', transport: 'noResponse' });
    expect(effects.toasts).toEqual([
      'Failed to connect to the server. Check your network and try again.',
    ]);
  },
  timeout: async () => {
    sandbox.scenarios.add({ path: 'service/dept/list', answer: { timeout: true } });
    const error = await failureOf(deptList(undefined, { timeout: 50 }));
    expect(error.failure).toMatchObject({ kind: 'transport', transport: 'timeout' });
    expect(effects.toasts).toEqual(['The server took too long to answer. Please try again.']);
  },
  'any other errcode': async () => {
    sandbox.scenarios.add({
      path: 'service/dept/list',
      answer: { errcode: '7007', description: '部门名称已存在' },
    });
    await failureOf(deptList());
    expect(effects.toasts).toEqual(['部门名称已存在']);
    setExemptUrls(['service/dept/list']);
    expect(isExemptUrl('service/dept/list')).toBe(true);
    await failureOf(deptList());
    expect(effects.toasts).toHaveLength(1);
    await failureOf(deptList(undefined, { exempt: false }));
    expect(effects.toasts).toHaveLength(2);
  },
};

function catalogueLines(): string[] {
  return readFileSync(resolve('docs/spec/error-codes.tsv'), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('code\t'))
    .map((line) => line.split('\t')[0]!);
}

describe('the error catalogue, one test per line of error-codes.tsv', () => {
  const lines = catalogueLines();

  it('has a test for each of its 31 lines, and none for a line it lacks', () => {
    expect(lines).toHaveLength(31);
    expect(Object.keys(CASES).sort()).toEqual([...lines].sort());
  });

  for (const line of lines) it(line, CASES[line] ?? (() => Promise.reject(new Error(line))));
});

describe('malformed answers', () => {
  it("treats a 200 whose body is not JSON as the server's error, not the connection's", async () => {
    sandbox.scenarios.add({ path: 'service/dept/list', answer: { malformed: true } });
    const error = await failureOf(deptList());
    expect(error.failure).toMatchObject({
      kind: 'transport',
      transport: 'unreadableAnswer',
      status: 200,
    });
    expect(effects.toasts).toEqual([expect.stringMatching(/^Server error: /)]);
  });

  it('takes only the string errcode 0 as success for a strict call', async () => {
    server.use(
      http.post('*/workbench/api/sso/login/accountLogin', () =>
        HttpResponse.json({ code: 200, errcode: 0, data: {} }),
      ),
    );
    await failureOf(accountLogin({ account: 'a', password: 'b', loginType: 0 }));
  });
});

describe('the notice store', () => {
  it('settles every pending notice as cancelled when cleared', async () => {
    const first = raiseNotice({ kind: 'verifiedFlow', flow: 'setAdmin' });
    const second = raiseNotice({ kind: 'loginNotice', login: 'changePassword', serverText: '' });
    expect(pendingNotices()).toHaveLength(2);
    clearNotices();
    await expect(first).resolves.toBe('cancel');
    await expect(second).resolves.toBe('cancel');
    expect(pendingNotices()).toEqual([]);
  });
});

describe('the sign-out message', () => {
  it('is kept for the page after the logout path, and shown there once', () => {
    sessionStorage.setItem('workbench:signOutMessage', 'Your session has ended.');
    expect(takeSignOutMessage()).toBe('Your session has ended.');
    expect(takeSignOutMessage()).toBeUndefined();
  });

  it("is not kept when the handlers are a story's or a test's, whose page does not leave", async () => {
    force('service/dept/list', { errcode: '5001012000' });
    await failureOf(deptList());
    expect(effects.navigations).toEqual([DESTINATIONS.logout]);
    expect(takeSignOutMessage()).toBeUndefined();
  });
});
