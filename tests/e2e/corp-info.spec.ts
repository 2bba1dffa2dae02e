import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openPage, signInToOwnCorp } from './support/session';

/**
 * What the corps page reads besides the list (issue 19): the person's companies on the cloud in
 * the add dialog (kdCloud/list), and one corp's details (getCorpInfoById) from its row or from
 * an address with ?corp=. Each test has an account with a corp of its own; the browser is zh-CN.
 */

const DETAILS = /^(企业详情|Company details)$/;

function corpRow(page: Page, name: RegExp) {
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });
}

test('should list the cloud companies in the add dialog and point out a name that repeats one', async ({
  page,
  baseURL,
}) => {
  const { userName } = await signInToOwnCorp(page, baseURL);
  const ownName = `测试账号${userName.slice('test'.length)}的企业`;
  await openPage(page, '#/corps');
  await page.getByRole('button', { name: /^(添加企业|Add company)$/ }).click();
  const dialog = page.getByRole('dialog', { name: /添加企业|Add a company/ });
  const cloud = dialog.getByRole('list', {
    name: /^(您在云上的企业|Your companies on the cloud)$/,
  });
  await expect(cloud.getByRole('listitem')).toContainText([ownName]);

  const name = dialog.getByRole('textbox', { name: /企业名称|Company name/ });
  await name.fill(` ${ownName}`);
  await expect(name).toHaveAccessibleDescription(
    /已是您在云上的企业|already one of your companies/,
  );
  await name.fill('星河新能源有限公司');
  await expect(name).not.toHaveAccessibleDescription(/已是您在云上的企业|already one of your/);
});

test("should show a corp's details from its row, and again after a reload", async ({
  page,
  baseURL,
}) => {
  await signInToOwnCorp(page, baseURL);
  await openPage(page, '#/corps');
  const row = corpRow(page, /测试账号\d+的企业/);
  await row.getByRole('button', { name: /的更多操作|More actions for/ }).click();
  await page.getByRole('menuitem', { name: /^(详情|Details)$/ }).click();
  const dialog = page.getByRole('dialog', { name: DETAILS });
  await expect(dialog).toContainText(/测试账号\d+的企业/);
  await expect(dialog).toContainText(/创建者\s*您|Created by\s*You/);
  await expect(dialog).toContainText(/未认证|Not certified/);
  await expect(page).toHaveURL(/#\/corps\?corp=\d+$/);

  await page.reload();
  await expect(page.getByRole('dialog', { name: DETAILS })).toContainText(/测试账号\d+的企业/);
  await page
    .getByRole('dialog', { name: DETAILS })
    .getByRole('button')
    .filter({ hasText: /^(关闭|Close)$/ })
    .click();
  await expect(page).toHaveURL(/#\/corps$/);
});

test("should open a corp's details from the address, and say so when it is not one of the person's", async ({
  page,
  baseURL,
}) => {
  await signInToOwnCorp(page, baseURL);
  // Corp 1001, which every test account belongs to, created by the seed's admin.
  // The dialog opens over the page, which leaves the accessibility tree: waited for instead.
  await page.goto('index.html#/corps?corp=1001');
  const dialog = page.getByRole('dialog', { name: DETAILS });
  await expect(dialog).toContainText('1001');
  await expect(dialog).toContainText(/其他成员|Another member/);

  await page.goto('index.html#/corps?corp=9999999');
  await expect(page.getByRole('dialog', { name: DETAILS })).toContainText(
    /无法加载该企业|The company could not be loaded/,
  );
  await expect(
    page.getByRole('dialog', { name: DETAILS }).getByRole('button', { name: /^(重试|Try again)$/ }),
  ).toBeVisible();
});
