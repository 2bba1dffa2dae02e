import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import Papa from 'papaparse';
import { expect, test } from './support/test';
import { createAccount } from './support/sandbox';
import { openAsNewAccount, openPage, signInToOwnCorp, startSession } from './support/session';

/**
 * "Export CSV" of the lists against the sandbox (docs/decisions/0023): the file holds every page of
 * what the filters show, starts with the UTF-8 BOM, has CRLF line ends and the table's headers in
 * the page's language.
 */

const BOM = [0xef, 0xbb, 0xbf];

/** Clicks the list's Export CSV and reads the file it downloads: its name, bytes and lines. */
async function exportCsv(page: Page, name: RegExp) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  const file = await download;
  const bytes = await readFile(await file.path());
  const text = bytes.subarray(BOM.length).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return {
    name: file.suggestedFilename(),
    bom: [...bytes.subarray(0, BOM.length)],
    lines: text.slice(0, -2).split('\r\n'),
    records: Papa.parse<string[]>(text, { newline: '\r\n', skipEmptyLines: true }).data,
  };
}

/** The total the list's pagination shows (`共 13 条`, `Total: 13`). */
async function shownTotal(page: Page): Promise<number> {
  const text = await page.getByText(/^(共 [\d,]+ 条|Total: [\d,]+)$/).textContent();
  return Number(text!.replace(/[^\d]/g, ''));
}

/** The reader's day as the browser sees it (its time zone is Asia/Shanghai's). */
const today = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

/** Enters each of the corp's services that is on, as the client calls: the log records each. */
async function enterServices(page: Page): Promise<number> {
  const list = await page.request.post('/workbench/api/service/servicelist/getown', {
    data: {},
    headers: { ajax_flag: '1' },
  });
  const services = ((await list.json()) as { data: { serviceId: string; enabled: boolean }[] })
    .data;
  const enabled = services.filter((service) => service.enabled);
  for (const { serviceId } of enabled) {
    const entered = await page.request.post('/workbench/api/service/enter', {
      data: { serviceId },
      headers: { ajax_flag: '1' },
    });
    expect(((await entered.json()) as { errcode: string }).errcode).toBe('0');
  }
  return enabled.length;
}

test('should export every member the search shows, not only the page in view', async ({
  page,
  baseURL,
}) => {
  await openAsNewAccount(page, baseURL, '#/departments', { ownCorp: true, members: 12 });
  const members = page.getByRole('region', { name: /的成员$/ });
  await expect(members.getByRole('rowheader', { name: '成员1', exact: true })).toBeVisible();
  const total = await shownTotal(page);
  expect(total).toBe(13);

  const all = await exportCsv(page, /^导出 CSV$/);
  const day = await today(page);
  expect(all.name).toBe(`members-${day}.csv`);
  expect(all.bom).toEqual(BOM);
  expect(all.lines[0]).toBe('姓名,手机号,账号,所属部门,角色');
  // The creator and 成员1…成员12: more than the 10 rows a page shows.
  expect(all.lines).toHaveLength(1 + total);
  expect(all.lines.filter((line) => line.startsWith('成员'))).toHaveLength(12);
  expect(all.lines.some((line) => line.endsWith(',企业管理员'))).toBe(true);
  await expect(page.getByText(`已导出 ${total} 行到 members-${day}.csv。`)).toBeVisible();

  // A search: the file holds what it matched, and the search stays.
  await members.getByRole('searchbox', { name: '搜索成员' }).fill('成员1');
  await members.getByRole('searchbox', { name: '搜索成员' }).press('Enter');
  await expect(members.getByRole('rowheader')).toHaveCount(4);
  const matched = await exportCsv(page, /^导出 CSV$/);
  expect(matched.lines.slice(1).map((line) => line.split(',')[0])).toEqual(
    expect.arrayContaining(['成员1', '成员10', '成员11', '成员12']),
  );
  expect(matched.lines).toHaveLength(1 + (await shownTotal(page)));
  await expect(members.getByRole('searchbox', { name: '搜索成员' })).toHaveValue('成员1');
});

test('should say there is nothing to export when the search matches nobody', async ({
  page,
  baseURL,
}) => {
  await openAsNewAccount(page, baseURL, '#/departments', { ownCorp: true, members: 2 });
  const search = page.getByRole('searchbox', { name: '搜索成员' });
  await search.fill('没有这个人');
  await search.press('Enter');
  const button = page.getByRole('button', { name: /^导出 CSV$/ });
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription('没有可导出的内容：列表为空。');
});

test('should show a failed export in place and keep the search', async ({ page, baseURL }) => {
  await openAsNewAccount(page, baseURL, '#/departments', { ownCorp: true, members: 3 });
  const search = page.getByRole('searchbox', { name: '搜索成员' });
  await search.fill('成员');
  await search.press('Enter');
  await expect(page.getByRole('rowheader', { name: '成员3', exact: true })).toBeVisible();
  // The export's pages are 500 rows long; the table's are 10: only the export's call fails.
  await page.route('**/service/dept/corpDeptUserList*', async (route) => {
    const body = route.request().postDataJSON() as { pageSize?: number };
    if (body.pageSize === 500)
      await route.fulfill({ json: { errcode: '7001', description: '成员服务暂时不可用' } });
    else await route.continue();
  });
  await page.getByRole('button', { name: /^导出 CSV$/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: '导出失败。' })).toContainText(
    '成员服务暂时不可用',
  );
  await expect(search).toHaveValue('成员');
  await expect(page.getByRole('rowheader', { name: '成员3', exact: true })).toBeVisible();
});

test('should export the operation log the filters show, in English', async ({
  page,
  context,
  baseURL,
}) => {
  const account = await createAccount(page.request, baseURL, { ownCorp: true, services: true });
  await context.addCookies([{ name: 'wb_lang', value: 'en_US', url: baseURL! }]);
  await startSession(page, account.userId);
  const entered = await enterServices(page);
  expect(entered).toBeGreaterThan(1);
  await openPage(page, '#/operationLogs');
  const table = page.getByRole('table', { name: 'Operation log' });
  await page.getByRole('combobox', { name: 'Operation type' }).selectOption('service');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // Fewer than a page: the table's body rows are what the filters show.
  await expect(table.locator('tbody tr')).toHaveCount(entered);

  const file = await exportCsv(page, /^Export CSV$/);
  expect(file.name).toBe(`operation-logs-${await today(page)}.csv`);
  expect(file.bom).toEqual(BOM);
  expect(file.records[0]).toEqual(['Time', 'Operator', 'Type', 'Content', 'IP address']);
  expect(file.records).toHaveLength(1 + entered);
  // The time as the table writes it ("11/29/2026, 02:50", quoted for its comma), the type as a word.
  const firstTime = await table.locator('tbody tr').first().locator('th, td').first().textContent();
  expect(file.records[1]![0]).toBe(firstTime);
  expect(file.records.slice(1).map((record) => record[2])).toEqual(
    Array.from({ length: entered }, () => '服务管理'),
  );
  // The server's export stays its own action beside it.
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeVisible();
});

test('should export the authorization codes, their status in words', async ({ page, baseURL }) => {
  await signInToOwnCorp(page, baseURL);
  await openPage(page, '#/authorizationCodes');
  const table = page.getByRole('table', { name: '授权码' });
  await expect(page.getByRole('button', { name: /^导出 CSV$/ })).toBeDisabled();
  for (let made = 1; made <= 2; made++) {
    await page.getByRole('button', { name: '生成授权码' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '生成', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('rowheader')).toHaveCount(made);
  }
  const codes = await table.getByRole('rowheader').allTextContents();

  const file = await exportCsv(page, /^导出 CSV$/);
  expect(file.name).toBe(`authorization-codes-${await today(page)}.csv`);
  expect(file.bom).toEqual(BOM);
  expect(file.records[0]).toEqual(['授权码', '服务', '状态', '生成时间', '到期时间']);
  expect(file.records.slice(1).map((record) => record[0])).toEqual(codes);
  expect(file.records.slice(1).map((record) => record[2])).toEqual(['有效', '有效']);
});

/** Calls the sandbox as the page would, in the page's session; answers the call's data. */
async function call<T>(page: Page, path: string, data: object = {}): Promise<T> {
  const answer = await page.request.post(`/workbench/api/${path}`, {
    data,
    headers: { ajax_flag: '1' },
  });
  const body = (await answer.json()) as { errcode: string; data: T };
  expect(body.errcode).toBe('0');
  return body.data;
}

test('should export the serial numbers the search keeps, from every page', async ({
  page,
  baseURL,
}) => {
  await signInToOwnCorp(page, baseURL);
  const [service] = await call<{ serviceId: string }[]>(page, 'service/device/getservicelist');
  // Twelve that the search keeps (two pages of ten) and one that it does not.
  const slns = Array.from({ length: 12 }, (_, i) => `KEEP-AB12-CD34-${String(i).padStart(4, '0')}`);
  for (const sln of [...slns, 'DROP-AB12-CD34-0000'])
    await call(page, 'service/device/adddevicesln', { serviceId: service!.serviceId, sln });
  await openPage(page, '#/devices');
  await page.getByRole('searchbox', { name: '搜索当前列表' }).fill('keep');
  await expect(page.getByRole('rowheader')).toHaveCount(10);

  const file = await exportCsv(page, /^导出 CSV$/);
  expect(file.name).toBe(`device-serial-numbers-${await today(page)}.csv`);
  expect(file.bom).toEqual(BOM);
  expect(file.records[0]).toEqual(['序列号', '服务', '设备数', '状态', '创建时间']);
  expect(
    file.records
      .slice(1)
      .map((record) => record[0])
      .sort(),
  ).toEqual(slns);
  expect(new Set(file.records.slice(1).map((record) => record[3]))).toEqual(new Set(['已启用']));
});

test('should export a whole service list, and the read-only one page after page', async ({
  page,
  baseURL,
}) => {
  await openAsNewAccount(page, baseURL, '#/services', { ownCorp: true, services: true });
  await expect(page.getByRole('heading', { name: '总部云会计', exact: true })).toBeVisible();

  const own = await exportCsv(page, /^导出 CSV$/);
  expect(own.name).toBe(`services-own-${await today(page)}.csv`);
  expect(own.records[0]).toEqual(['服务', '产品', '状态', '到期日']);
  const names = own.records.slice(1).map((record) => record[0]);
  expect(names).toEqual(expect.arrayContaining(['总部云会计', '门店云零售', '试用云薪酬']));
  expect(own.records.find((record) => record[0] === '试用云薪酬')?.[2]).toBe('试用');

  await page.getByRole('tab', { name: /^只读服务/ }).click();
  await expect(page.getByRole('heading', { name: '2024年度云会计', exact: true })).toBeVisible();
  const readOnly = await exportCsv(page, /^导出 CSV$/);
  expect(readOnly.name).toBe(`services-read-only-${await today(page)}.csv`);
  const expired = readOnly.records.find((record) => record[0] === '2024年度云会计');
  expect(expired?.[2]).toBe('已过期');
});
