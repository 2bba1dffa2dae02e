import { expect, test } from './support/test';
import { signInToOwnCorp } from './support/session';
import { recordToasts } from './support/toasts';

/**
 * The network drops while a page is open: a dialog's code cannot arrive. The dialog says so in
 * its own place and the page stays; once the network is back, the dialog opens from its retry and
 * the toaster's code, first asked for then, shows the next message (issue 18 item 6).
 */
test('should say inside the dialog that its code could not be loaded offline, and bring the dialog and the toasts back online', async ({
  page,
  baseURL,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signInToOwnCorp(page, baseURL);
  // The message is read from the record: its 3 s can pass on a loaded machine before a look.
  const toasts = await recordToasts(page);
  await page.goto('index.html#/departments');
  const heading = page.getByRole('heading', { level: 1, name: '部门与成员' });
  await expect(heading).toBeVisible();
  const tree = page.getByRole('tree', { name: '部门' });
  await expect(tree.getByRole('treeitem', { name: '研发部', exact: true })).toBeVisible();

  await page.context().setOffline(true);
  // Choosing a department reads its members: the read fails, and the list says so in its place
  // (a failure shown in place raises no toast, so the toaster's code is not asked for yet).
  await tree.getByRole('treeitem', { name: '市场部', exact: true }).click();
  await expect(page.getByText('无法加载成员。')).toBeVisible();

  // The add dialog's code is not loaded yet.
  await page.getByRole('button', { name: '添加', exact: true }).click();
  const failure = page.getByRole('dialog', { name: '无法打开' });
  await expect(failure).toHaveAccessibleDescription('打开的内容加载失败，请检查网络后重试。');
  await expect(heading).toBeVisible();
  await expect(page.getByText('页面加载失败，请检查网络后重试。')).toHaveCount(0);

  await page.context().setOffline(false);
  await failure.getByRole('button', { name: '重试' }).click();
  const addDialog = page.getByRole('dialog', { name: '在市场部下添加部门' });
  await addDialog.getByRole('textbox', { name: '部门名称' }).fill('重连组');
  await addDialog.getByRole('button', { name: '添加' }).click();
  await expect(addDialog).toBeHidden();
  await expect.poll(toasts).toContainEqual(expect.stringContaining('已添加重连组。'));
  expect(pageErrors).toEqual([]);
});
