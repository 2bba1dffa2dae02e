import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openAsNewAccount, openPage } from './support/session';

/**
 * The member import on #/departments, each test in a corp of its own (departments 研发部 and
 * 市场部, 成员1 in 研发部): a file or pasted rows, the dry run's per-row errors, the invitations.
 */

/** Mobiles no other test uses: the sandbox is shared by the tests running beside this one. */
const freshMobiles = (count: number) => {
  const base = 16_000_000_000 + Math.floor(Math.random() * 900_000_000);
  return Array.from({ length: count }, (_, index) => String(base + index * 7));
};

async function openImport(page: Page, baseURL: string | undefined, opens: RegExp): Promise<void> {
  await openAsNewAccount(page, baseURL, '#/departments', { ownCorp: true, members: 1 });
  await page.getByRole('button', { name: opens }).click();
}

const resultRow = (page: Page, mobile: string) =>
  page.getByRole('dialog').getByRole('row').filter({ hasText: mobile });

test('should check a CSV file, show its bad rows in Chinese, invite the valid ones and list them on #/invitations', async ({
  page,
  baseURL,
}) => {
  await openImport(page, baseURL, /^导入成员$/);
  const dialog = page.getByRole('dialog', { name: '导入成员' });
  const [good1, good2, duplicate] = freshMobiles(3) as [string, string, string];
  const csv = [
    '\uFEFF手机号,姓名,部门',
    `${good1},赵一,研发部`,
    `${good2},"钱, 二",市场部`,
    '1380013800,孙三,研发部',
    `${duplicate},李四,财务部`,
    `${good1},周五,研发部`,
    '',
  ].join('\r\n');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'members.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await expect(dialog.getByText('members.csv')).toBeVisible();
  await dialog.getByRole('button', { name: '检查各行' }).click();

  await expect(dialog.getByText('2 行有效 · 3 行有错误')).toBeVisible();
  await expect(resultRow(page, '1380013800')).toContainText('请输入正确的手机号');
  await expect(resultRow(page, duplicate)).toContainText('企业中没有这个部门');
  await expect(dialog.getByRole('row').filter({ hasText: '周五' })).toContainText(
    '与第 2 行的手机号重复',
  );
  await expect(dialog.getByRole('row').filter({ hasText: '赵一' })).toContainText('可邀请');

  await dialog.getByRole('button', { name: '邀请 2 个有效行' }).click();
  await expect(dialog.getByText(/^已邀请 2 · 被拒 0 · 失败 0 · 未发送 0/)).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: '赵一' })).toContainText('已邀请');
  await dialog.getByRole('button', { name: '完成' }).click();
  await expect(dialog).toBeHidden();

  await openPage(page, '#/invitations');
  await expect(page.getByText('赵一')).toBeVisible();
  await expect(page.getByText('钱, 二')).toBeVisible();
});

test('should check rows pasted from a spreadsheet and see them already invited when checked again', async ({
  page,
  baseURL,
}) => {
  await openImport(page, baseURL, /^导入成员$/);
  const dialog = page.getByRole('dialog', { name: '导入成员' });
  const [first, second] = freshMobiles(2) as [string, string];
  const box = dialog.getByRole('textbox', { name: '要导入的行' });
  await box.fill(`${first}\t王伟\t研发部\n${second}\t\t市场部`);
  await dialog.getByRole('button', { name: '检查各行' }).click();
  await expect(dialog.getByText('1 行有效 · 1 行有错误')).toBeVisible();
  await expect(resultRow(page, second)).toContainText('请输入姓名');

  // Fixed in the box, which kept the rows: the result asks for a new check.
  await box.fill(`${first}\t王伟\t研发部\n${second}\t李娜\t市场部`);
  await expect(dialog.getByText('检查之后各行已有改动：请重新检查。')).toBeVisible();
  await dialog.getByRole('button', { name: '重新检查' }).click();
  await expect(dialog.getByText('2 行有效 · 0 行有错误')).toBeVisible();
  await dialog.getByRole('button', { name: '邀请 2 个有效行' }).click();
  await expect(dialog.getByText(/^已邀请 2 /)).toBeVisible();

  // Checked again: both now read as invited from this list.
  await dialog.getByRole('button', { name: '重新检查' }).click();
  await expect(resultRow(page, first)).toContainText('已邀请，等待回复');
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('should show the errors in English', async ({ page, baseURL }) => {
    await openImport(page, baseURL, /^Import members$/);
    const dialog = page.getByRole('dialog', { name: 'Import members' });
    const [mobile] = freshMobiles(1) as [string];
    await dialog
      .getByRole('textbox', { name: 'Rows to import' })
      .fill(`Mobile,Name,Department\n${mobile},Ann Lee,研发部/No such team\nabc,Bo,研发部`);
    await dialog.getByRole('button', { name: 'Check rows' }).click();
    await expect(dialog.getByText('0 valid · 2 with errors')).toBeVisible();
    await expect(resultRow(page, mobile)).toContainText('The company has no such department');
    await expect(resultRow(page, 'abc')).toContainText('Enter a valid mobile number');
    await expect(dialog.getByRole('button', { name: 'Invite 0 valid rows' })).toBeDisabled();
  });
});
