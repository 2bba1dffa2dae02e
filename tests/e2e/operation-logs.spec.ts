import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createAccount } from './support/sandbox';
import { openAsNewAccount, openPage, startSession } from './support/session';

/**
 * Operation logs (#/operationLogs) against the sandbox, in a corp of the test's own with services
 * (createAccount ownCorp + services): entering a service writes the corp's log and the recently
 * used list; an export asked for shows with its progress and is still listed after a reload.
 * The browser is zh-CN.
 */

const LOG = /^(操作日志|Operation log)$/;

async function enterAService(page: Page): Promise<string> {
  // As the client calls: with ajax_flag, without which the sandbox refuses a write.
  const list = await page.request.post('/workbench/api/service/servicelist/getown', {
    data: {},
    headers: { ajax_flag: '1' },
  });
  const services = (
    (await list.json()) as { data: { serviceId: string; name: string; enabled: boolean }[] }
  ).data;
  const service = services.find((entry) => entry.enabled)!;
  const entered = await page.request.post('/workbench/api/service/enter', {
    data: { serviceId: service.serviceId },
    headers: { ajax_flag: '1' },
  });
  expect(((await entered.json()) as { errcode: string }).errcode).toBe('0');
  return service.name;
}

test('shows what was done in the corp, and an export asked for stays listed after a reload', async ({
  page,
  baseURL,
}) => {
  const account = await createAccount(page.request, baseURL, { ownCorp: true, services: true });
  await startSession(page, account.userId);
  const name = await enterAService(page);
  await openPage(page, '#/operationLogs');

  const table = page.getByRole('table', { name: LOG });
  await expect(table.getByText(`进入服务「${name}」`)).toBeVisible();
  const recent = page.locator('section').filter({
    has: page.getByRole('heading', { name: /^(最近使用的服务|Recently used services)$/ }),
  });
  await expect(recent.getByText(name, { exact: true })).toBeVisible();

  await page.getByRole('combobox', { name: /^(操作类型|Operation type)$/ }).selectOption('login');
  await page.getByRole('button', { name: /^(查询|Search)$/ }).click();
  await expect(page.getByText(/^(没有符合筛选条件的操作|No operation matches)/)).toBeVisible();
  await page.getByRole('combobox', { name: /^(操作类型|Operation type)$/ }).selectOption('service');
  await page.getByRole('button', { name: /^(查询|Search)$/ }).click();
  await expect(table.getByText(`进入服务「${name}」`)).toBeVisible();

  await page.getByRole('button', { name: /^(导出|Export)$/ }).click();
  const exports = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: /^(导出记录|Exports)$/ }) });
  await expect(exports.getByRole('listitem')).toHaveCount(1);
  await expect(exports.getByText(/operation-log-.*\.csv/)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('table', { name: LOG })).toBeVisible();
  await expect(exports.getByRole('listitem')).toHaveCount(1);
  await expect(exports.getByText(/(操作数|Operations)/)).toBeVisible();
});

test('refuses a start date later than the end date', async ({ page, baseURL }) => {
  await openAsNewAccount(page, baseURL, '#/operationLogs', { ownCorp: true });
  // The fields write and take dates as zh-CN does everywhere in the app: 2026/11/20.
  await page.getByLabel(/^开始日期$/).fill('2026/11/20');
  await page.getByLabel(/^开始日期$/).press('Enter');
  await page.getByLabel(/^结束日期$/).fill('2026/11/01');
  await page.getByLabel(/^结束日期$/).press('Enter');
  await expect(page.getByText('开始日期不能晚于结束日期')).toBeVisible();
  await expect(page.getByLabel(/^开始日期$/)).toHaveValue('2026/11/20');
});

test('writes Thai dates in the Buddhist era, in the picker and the table alike', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'wb_lang', value: 'th_TH', url: baseURL! }]);
  const account = await createAccount(page.request, baseURL, { ownCorp: true, services: true });
  await startSession(page, account.userId);
  await enterAService(page);
  await openPage(page, '#/operationLogs');

  const year = new Date().getFullYear() + 543;
  const table = page.getByRole('table', { name: 'บันทึกการดำเนินการ' });
  await expect(table.getByRole('rowheader').first()).toHaveText(new RegExp(`/${year}\\s`));
  const end = page.getByLabel(/^วันที่สิ้นสุด$/);
  await expect(end).toHaveValue(new RegExp(`^\\d{2}/\\d{2}/${year}$`));

  // The calendar opens from the keyboard and names its month in the same era.
  await page.getByRole('button', { name: 'เลือกวันที่สิ้นสุดจากปฏิทิน' }).press('Enter');
  await expect(page.getByRole('button', { name: /เลือกเดือน/ })).toContainText(String(year));
  await page.keyboard.press('Escape');
});
