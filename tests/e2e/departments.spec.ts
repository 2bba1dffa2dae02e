import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createAccount, SANDBOX_CODE, type TestAccount } from './support/sandbox';
import { sendCode, startSession } from './support/session';

/**
 * Departments and members against the sandbox, each test in a corp of its own: the creator and,
 * in 研发部, 成员1, 成员2 and 成员3 (the `members` option of a test account).
 */
async function signInWithMembers(page: Page, baseURL: string | undefined): Promise<TestAccount> {
  const account = await createAccount(page.request, baseURL, { ownCorp: true, members: 3 });
  await startSession(page, account.userId);
  return account;
}

async function openDepartments(page: Page): Promise<void> {
  await page.goto('index.html#/departments');
  await expect(page.getByRole('heading', { level: 1, name: '部门与成员' })).toBeVisible();
}

const tree = (page: Page) => page.getByRole('tree', { name: '部门' });
const dept = (page: Page, name: string) => tree(page).getByRole('treeitem', { name, exact: true });
const memberRow = (page: Page, name: string) =>
  page.getByRole('region', { name: /的成员$/ }).getByRole('rowheader', { name, exact: true });

async function chooseDept(page: Page, name: string): Promise<void> {
  await dept(page, name).click();
  await expect(page.getByRole('heading', { level: 2, name: `${name}的成员` })).toBeVisible();
}

async function rowAction(page: Page, member: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `${member} 的更多操作` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Finds the destination by the move dialog's search (it opens the way to it), and confirms. */
async function moveTo(page: Page, target: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox', { name: '搜索部门' }).fill(target);
  await dialog
    .getByRole('tree', { name: '目标部门' })
    .getByRole('treeitem', { name: target, exact: true })
    .click();
  await dialog.getByRole('button', { name: '移动' }).click();
  await expect(dialog).toBeHidden();
}

test('should add, rename and move a department, move a member into it and delete it, all kept after a reload', async ({
  page,
  baseURL,
}) => {
  // Four reloads and eight changes: longer than one flow.
  test.setTimeout(90_000);
  await signInWithMembers(page, baseURL);
  await openDepartments(page);
  await expect(dept(page, '研发部')).toBeVisible();

  // Added under the root, which is selected at first.
  await page.getByRole('button', { name: '添加', exact: true }).click();
  const addDialog = page.getByRole('dialog');
  await addDialog.getByRole('textbox', { name: '部门名称' }).fill('测试组');
  await addDialog.getByRole('button', { name: '添加' }).click();
  await expect(addDialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: '测试组的成员' })).toBeVisible();

  await page.reload();
  await chooseDept(page, '测试组');
  await page.getByRole('button', { name: '重命名' }).click();
  const renameDialog = page.getByRole('dialog');
  await renameDialog.getByRole('textbox', { name: '部门名称' }).fill('测试二组');
  await renameDialog.getByRole('button', { name: '保存' }).click();
  await expect(renameDialog).toBeHidden();
  await expect(dept(page, '测试二组')).toBeVisible();

  // Moved under 市场部: one level deeper.
  await page.getByRole('button', { name: '移动', exact: true }).click();
  await moveTo(page, '市场部');

  await page.reload();
  await expect(dept(page, '测试组')).toHaveCount(0);
  await dept(page, '市场部').click();
  await page.keyboard.press('ArrowRight');
  await expect(dept(page, '测试二组')).toHaveAttribute('aria-level', '3');

  // 成员1 moves from 研发部 into it.
  await chooseDept(page, '研发部');
  await rowAction(page, '成员1', '移动到部门');
  await moveTo(page, '测试二组');
  await expect(memberRow(page, '成员1')).toHaveCount(0);

  await page.reload();
  await dept(page, '市场部').click();
  await page.keyboard.press('ArrowRight');
  await chooseDept(page, '测试二组');
  await expect(memberRow(page, '成员1')).toBeVisible();

  // A department with a member cannot go: the member moves out first.
  await rowAction(page, '成员1', '移动到部门');
  await moveTo(page, '研发部');
  await expect(page.getByText('该部门暂无成员。')).toBeVisible();
  await page.getByRole('button', { name: '删除', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(confirm).toBeHidden();

  await page.reload();
  await dept(page, '市场部').click();
  await expect(dept(page, '测试二组')).toHaveCount(0);
  await chooseDept(page, '研发部');
  await expect(memberRow(page, '成员1')).toBeVisible();
});

test('should turn a member’s login verification on with an SMS code, and off, kept after a reload', async ({
  page,
  baseURL,
}) => {
  // Three reloads, each reopening the modal and searching.
  test.setTimeout(90_000);
  const account = await signInWithMembers(page, baseURL);
  // A number of this test's own, so no other test's code is held back by the 60 s wait.
  const checkMobile = `137${account.mobile.slice(-8)}`;
  const masked = `137****${checkMobile.slice(-4)}`;
  await openDepartments(page);

  const openModal = async () => {
    await page.getByRole('button', { name: '登录验证' }).click();
    const modal = page.getByRole('dialog', { name: '登录验证' });
    await modal.getByRole('searchbox', { name: '搜索成员' }).fill('成员2');
    await modal.getByRole('searchbox', { name: '搜索成员' }).press('Enter');
    await expect(modal.getByRole('rowheader')).toHaveText(['成员2']);
    return modal;
  };

  let modal = await openModal();
  await modal.getByRole('button', { name: '为成员2设置手机验证' }).click();
  const setDialog = page.getByRole('dialog', { name: '为成员2设置手机验证' });
  await setDialog.getByRole('textbox', { name: '验证手机' }).fill(checkMobile);
  await sendCode(setDialog);
  await setDialog.getByRole('textbox', { name: '验证码' }).fill(SANDBOX_CODE);
  await setDialog.getByRole('button', { name: '确定' }).click();
  await expect(setDialog).toBeHidden();
  await expect(modal.getByText(masked)).toBeVisible();

  await page.reload();
  modal = await openModal();
  await expect(modal.getByText(masked)).toBeVisible();
  await modal.getByRole('button', { name: '成员2 的更多操作' }).click();
  await page.getByRole('menuitem', { name: '关闭' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: '关闭' }).click();
  await expect(confirm).toBeHidden();
  await expect(modal.getByText('未设置')).toBeVisible();

  await page.reload();
  modal = await openModal();
  await expect(modal.getByText('未设置')).toBeVisible();
  await expect(modal.getByText(masked)).toHaveCount(0);
});

test('should delete a member from the corp with the SMS code, gone after a reload', async ({
  page,
  baseURL,
}) => {
  await signInWithMembers(page, baseURL);
  await openDepartments(page);
  await expect(memberRow(page, '成员1')).toBeVisible();

  await rowAction(page, '成员1', '从企业中删除');
  const dialog = page.getByRole('dialog', { name: '从企业中删除' });
  await sendCode(dialog);
  await dialog.getByRole('textbox', { name: '验证码' }).fill(SANDBOX_CODE);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(memberRow(page, '成员1')).toHaveCount(0);

  await page.reload();
  const search = page.getByRole('searchbox', { name: '搜索成员' });
  await search.fill('成员1');
  await search.press('Enter');
  await expect(page.getByText('没有符合搜索条件的成员。')).toBeVisible();
});

test('should page the members: a jump clamped to the pages there are, whole numbers only, and a page size once there are more than 50', async ({
  page,
  baseURL,
}) => {
  const account = await createAccount(page.request, baseURL, { ownCorp: true, members: 60 });
  await startSession(page, account.userId);
  await openDepartments(page);
  const pagination = page.getByRole('navigation', { name: '分页' });
  await expect(pagination).toContainText('共 61 条');
  await expect(memberRow(page, '成员9')).toBeVisible();

  // 999 pages on: the last page (7 of 10 rows each), with the last member alone.
  const jump = pagination.getByRole('textbox', { name: '跳至页码' });
  await jump.fill('999');
  await jump.press('Enter');
  await expect(memberRow(page, '成员60')).toBeVisible();
  await expect(memberRow(page, '成员9')).toHaveCount(0);
  // Not a whole number: nothing moves, and the box is emptied.
  await jump.fill('2.5');
  await jump.press('Enter');
  await expect(jump).toHaveValue('');
  await expect(memberRow(page, '成员60')).toBeVisible();
  // Below the first page: the first page.
  await jump.fill('0');
  await jump.press('Enter');
  await expect(memberRow(page, '成员9')).toBeVisible();

  await pagination.getByRole('combobox', { name: '每页条数' }).selectOption({ label: '20 条/页' });
  await expect(memberRow(page, '成员19')).toBeVisible();
  await expect(memberRow(page, '成员20')).toHaveCount(0);
  await expect(pagination).toContainText('共 61 条');
});

test('should leave the system departments 未分配, 离职人员 and 外部联系人 out of the tree and of the move dialog’s, and keep 临时人员', async ({
  page,
  baseURL,
}) => {
  await signInWithMembers(page, baseURL);
  const listed = page.waitForResponse((response) => response.url().includes('service/dept/list'));
  await openDepartments(page);
  // The server sends all four; the page leaves three out.
  const sent = await (await listed).text();
  for (const id of ['-999', '-1000', '-1001', '-1002']) expect(sent).toContain(`"${id}"`);
  // A system department is named with its badge, 临时人员 系统.
  await expect(tree(page).getByRole('treeitem', { name: /^临时人员/ })).toBeVisible();
  for (const name of ['未分配', '离职人员', '外部联系人'])
    await expect(tree(page).getByRole('treeitem', { name: new RegExp(`^${name}`) })).toHaveCount(0);

  await chooseDept(page, '研发部');
  await rowAction(page, '成员1', '移动到部门');
  const moveTree = page.getByRole('dialog').getByRole('tree', { name: '目标部门' });
  await expect(moveTree.getByRole('treeitem', { name: '市场部', exact: true })).toBeVisible();
  for (const name of ['未分配', '离职人员', '外部联系人'])
    await expect(moveTree.getByRole('treeitem', { name: new RegExp(`^${name}`) })).toHaveCount(0);
});

test('should open a dialog 460 px wide on a desktop (docs/product.md §9)', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithMembers(page, baseURL);
  await openDepartments(page);
  await page.getByRole('button', { name: '添加', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: '部门名称' })).toBeVisible();
  // Its laid-out width: the box on screen is scaled while the dialog opens.
  expect(await dialog.evaluate((element) => (element as HTMLElement).offsetWidth)).toBe(460);
});
