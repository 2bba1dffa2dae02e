import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createAccount, SANDBOX_CODE } from './support/sandbox';
import { startSession } from './support/session';

/**
 * Login verification by department (issue 21, item 3) against the sandbox, in a corp of the test's
 * own: its creator, and 成员1, 成员2 and 成员3 in 研发部. Before the test 成员1 has a verification
 * phone and the check on, 成员2 has one with the check off, the creator and 成员3 have none.
 */

async function call(page: Page, path: string, data: object): Promise<void> {
  const answer = await page.request.post(`/workbench/api/${path}`, {
    data,
    headers: { ajax_flag: '1' },
  });
  expect(((await answer.json()) as { errcode: string }).errcode).toBe('0');
}

/** Binds a verification phone to the member by its SMS code, the check left on or turned off. */
async function bindCheckMobile(page: Page, userId: string, mobile: string, on: boolean) {
  await call(page, 'service/sms/setSecondCheckMobile', { userId, mobile });
  await call(page, 'service/corp/setSecondCheck', {
    userId,
    openSecondCheck: 1,
    mobile,
    vcode: SANDBOX_CODE,
  });
  if (!on) await call(page, 'service/corp/setSecondCheck', { userId, openSecondCheck: 0 });
}

test('should turn login verification on and off for a department at once, member by member', async ({
  page,
  baseURL,
}) => {
  const account = await createAccount(page.request, baseURL, { ownCorp: true, members: 3 });
  await startSession(page, account.userId);
  // Numbers of this test's own, so no other test's codes wait on the SMS interval.
  await bindCheckMobile(page, `${account.userId}m1`, `136${account.mobile.slice(-8)}`, true);
  await bindCheckMobile(page, `${account.userId}m2`, `135${account.mobile.slice(-8)}`, false);

  await page.goto('index.html#/departments');
  await page.getByRole('button', { name: '登录验证' }).click();
  const modal = page.getByRole('dialog', { name: '登录验证' });
  await modal.getByRole('button', { name: '按部门设置…' }).click();
  const bulk = page.getByRole('dialog', { name: '按部门设置登录验证' });

  // The whole corp, turned on: 成员2 gains it, 成员1 has it, two have no verification phone.
  await bulk.getByRole('button', { name: '预览' }).click();
  await expect(bulk.getByText('将为 1 名成员开启手机验证。')).toBeVisible();
  await expect(bulk.getByText('1 名成员已是该状态，保持不变。')).toBeVisible();
  await expect(bulk.getByText(/^2 名成员没有验证手机/)).toBeVisible();
  await expect(bulk.getByRole('row', { name: /成员2/ })).toContainText('开启');
  await bulk.getByRole('button', { name: '为 1 名成员开启' }).click();
  await expect(bulk.getByText('已更改 1 / 1')).toBeVisible();
  await expect(bulk.getByRole('row', { name: /成员2/ })).toContainText('已更改');
  await bulk.getByRole('button', { name: '完成', exact: true }).click();
  await expect(bulk).toBeHidden();
  await expect(modal.getByRole('row', { name: /成员2/ })).toContainText('135****');

  // 研发部 alone, turned off: both members with the check lose it; the creator is not in it.
  await modal.getByRole('button', { name: '按部门设置…' }).click();
  const research = bulk.getByRole('option', { name: /的企业 \/ 研发部$/ });
  await bulk
    .getByRole('combobox', { name: '部门' })
    .selectOption((await research.textContent()) ?? '');
  // The radio's input is visually hidden: a person clicks its words.
  await bulk
    .locator('label')
    .filter({ hasText: /^关闭$/ })
    .click();
  await expect(bulk.getByRole('radio', { name: '关闭' })).toBeChecked();
  await bulk.getByRole('button', { name: '预览' }).click();
  await expect(bulk.getByText('将为 2 名成员关闭手机验证。')).toBeVisible();
  await expect(bulk.getByText('1 名成员已是该状态，保持不变。')).toBeVisible();
  await bulk.getByRole('button', { name: '为 2 名成员关闭' }).click();
  await expect(bulk.getByText('已更改 2 / 2')).toBeVisible();
  await bulk.getByRole('button', { name: '完成', exact: true }).click();

  await page.reload();
  await page.getByRole('button', { name: '登录验证' }).click();
  await expect(modal.getByRole('row', { name: /成员1/ })).toContainText('未设置');
  await expect(modal.getByRole('row', { name: /成员2/ })).toContainText('未设置');
});
