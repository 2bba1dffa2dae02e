import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SANDBOX_CODE } from './support/sandbox';
import { openAsNewAccount, sendCode } from './support/session';
import { recordToasts } from './support/toasts';

/**
 * Self service (#/selfService) against the sandbox: each test makes an account with orders of its
 * own (createAccount orders), relates its relation infos and checks the sandbox kept the answer
 * after a reload. The browser is zh-CN: matchers accept Simplified Chinese and the English source.
 */

interface Relation {
  id: string;
  orderNum: string;
  serviceName: string;
  corpName: string;
  protect: number;
  status: string;
  mobile: string;
}

const RELATIONS = /^(关联信息|Relation infos)$/;
const RELATED = /^(已关联|Related)$/;
const DECLINED = /^(已拒绝|Declined)$/;
const CODE = /^(验证码|Verification code)/;
const CONFIRM = /^(确定|Confirm)$/;
const CHANGE_MOBILE = /^(更换手机号|Change mobile)$/;

async function relationsOf(page: Page): Promise<Relation[]> {
  const response = await page.request.get('/workbench/api/service/selfService/relationInfos');
  return ((await response.json()) as { data: Relation[] }).data;
}

async function openWithOrders(page: Page, baseURL: string | undefined) {
  const account = await openAsNewAccount(page, baseURL, '#/selfService', { orders: true });
  return { account, relations: await relationsOf(page) };
}

/** The relation info's row: its order number and how it is proved (an order may have two). */
function rowOf(page: Page, relation: Relation, proof: RegExp) {
  return page
    .getByRole('table', { name: RELATIONS })
    .getByRole('row')
    .filter({ hasText: relation.orderNum })
    .filter({ hasText: proof });
}

const BY_ORDER_NUM = /订单号|Order number/;
const BY_EMPLOYEES = /员工人数|Employees count/;

test('relates an order by its order number, and the sandbox keeps it after a reload', async ({
  page,
  baseURL,
}) => {
  const { relations } = await openWithOrders(page, baseURL);
  const relation = relations.find((entry) => entry.protect === 6)!;
  const row = rowOf(page, relation, BY_ORDER_NUM);
  await row.getByRole('button', { name: /^(关联|Relate) / }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill(relation.orderNum);
  await dialog.getByRole('button', { name: /^(关联|Relate)$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText(RELATED)).toBeVisible();
  await page.reload();
  await expect(rowOf(page, relation, BY_ORDER_NUM).getByText(RELATED)).toBeVisible();
  expect((await relationsOf(page)).find((entry) => entry.id === relation.id)!.status).toBe(
    'confirmed',
  );
});

test('declines a relation info after a question', async ({ page, baseURL }) => {
  const { relations } = await openWithOrders(page, baseURL);
  const relation = relations.find((entry) => entry.protect === 4)!;
  await rowOf(page, relation, BY_EMPLOYEES)
    .getByRole('button', { name: /^(拒绝|Decline) / })
    .click();
  const question = page.getByRole('alertdialog');
  await question.getByRole('button', { name: /^(拒绝|Decline)$/ }).click();
  await expect(question).toBeHidden();
  await page.reload();
  await expect(rowOf(page, relation, BY_EMPLOYEES).getByText(DECLINED)).toBeVisible();
});

test('relates by a code to the order mobile, then changes the account to that mobile', async ({
  page,
  baseURL,
}) => {
  const { relations } = await openWithOrders(page, baseURL);
  const relation = relations.find((entry) => entry.protect === 1)!;
  await page
    .getByRole('button', { name: new RegExp(`^(关联|Relate) ${relation.orderNum}`) })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await sendCode(dialog);
  await dialog.getByRole('textbox', { name: CODE }).fill(SANDBOX_CODE);
  await dialog.getByRole('button', { name: CONFIRM }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: CHANGE_MOBILE }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: CONFIRM }).click();
  await expect(page.getByRole('button', { name: CHANGE_MOBILE })).toBeHidden();
  await page.reload();
  await expect(page.getByRole('table', { name: RELATIONS })).toBeVisible();
  await expect(page.getByRole('button', { name: CHANGE_MOBILE })).toBeHidden();
  const account = await page.request.get('/workbench/api/service/user/account');
  const { data } = (await account.json()) as { data: { mobile: string } };
  expect(data.mobile).toBe(relation.mobile);
});

test('lists the orders with their amounts in 万, and opens an order’s relation infos in its dialog', async ({
  page,
  baseURL,
}) => {
  const { relations } = await openWithOrders(page, baseURL);
  const response = await page.request.get('/workbench/api/service/selfService/orders');
  const orders = ((await response.json()) as { data: { orderNum: string; amount: number }[] }).data;
  expect(orders.length).toBeGreaterThan(0);
  const table = page.getByRole('table', { name: /^(订单|Orders)$/ });
  for (const { orderNum, amount } of orders) {
    // Yuan shown in units of 10,000 with two decimals (docs/product.md §9): 12800 → 1.28万.
    const inTenThousands = (amount / 10_000).toFixed(2);
    await expect(table.getByRole('row').filter({ hasText: orderNum })).toContainText(
      `${inTenThousands}万`,
    );
  }

  const { orderNum } = relations[0]!;
  await page
    .getByRole('button', {
      name: new RegExp(`^(${orderNum} 的关联信息|Relation infos of ${orderNum})$`),
    })
    .click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^(订单|Order) ${orderNum}$`) });
  const listed = relations.filter((relation) => relation.orderNum === orderNum);
  await expect(dialog.getByRole('table').getByRole('row')).toHaveCount(listed.length + 1);
  // The footer's Close, after the corner's × of the same name.
  await dialog
    .getByRole('button', { name: /^(关闭|Close)$/ })
    .last()
    .click();
  await expect(dialog).toBeHidden();
});

const BY_ACCOUNT_MOBILE = /本账号手机号验证码|Code to your account's mobile/;
const BY_PARITY = /核对订单信息|Check of the order details/;
// Read from the toast record: a success lasts 3 s, which a loaded machine can spend before a look.
const related = (orderNum: string) =>
  expect.stringMatching(new RegExp(`(订单|Order) ${orderNum} (已关联|is now related)`));

test('relates a protected contact by a code to the account’s own mobile, and a parity check by its details', async ({
  page,
  baseURL,
}) => {
  const toasts = await recordToasts(page);
  const { relations } = await openWithOrders(page, baseURL);
  const account = await page.request.get('/workbench/api/service/user/account');
  const { mobile } = ((await account.json()) as { data: { mobile: string } }).data;
  const guarded = relations.find((entry) => entry.protect === 10000)!;
  const parity = relations.find((entry) => entry.protect === 9999)!;

  // The contact is protected: the row and the dialog name the account's own mobile, masked.
  const guardedRow = rowOf(page, guarded, BY_ACCOUNT_MOBILE);
  await expect(guardedRow).toContainText(`(${mobile})`);
  await guardedRow.getByRole('button', { name: /^(关联|Relate) / }).click();
  const codeDialog = page.getByRole('dialog');
  await expect(codeDialog).toContainText(mobile);
  await sendCode(codeDialog);
  await codeDialog.getByRole('textbox', { name: CODE }).fill(SANDBOX_CODE);
  await codeDialog.getByRole('button', { name: CONFIRM }).click();
  await expect(codeDialog).toBeHidden();
  await expect.poll(toasts).toContainEqual(related(guarded.orderNum));
  await expect(guardedRow.getByText(RELATED)).toBeVisible();

  // A parity check: the order's details in full, related once the person says they match.
  const parityRow = rowOf(page, parity, BY_PARITY);
  await parityRow.getByRole('button', { name: /^(关联|Relate) / }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText(/以下信息与您的购买一致吗？|Do these details match/);
  const orders = await page.request.get('/workbench/api/service/selfService/orders');
  const { data } = (await orders.json()) as { data: { orderNum: string; amount: number }[] };
  const { amount } = data.find((order) => order.orderNum === parity.orderNum)!;
  const { orderNum, serviceName, corpName } = parity;
  for (const detail of [orderNum, serviceName, corpName, `${(amount / 10_000).toFixed(2)}万`])
    await expect(question).toContainText(detail);
  await question.getByRole('button', { name: /^(信息一致，关联|They match, relate)$/ }).click();
  await expect(question).toBeHidden();
  await expect.poll(toasts).toContainEqual(related(parity.orderNum));

  await page.reload();
  await expect(rowOf(page, guarded, BY_ACCOUNT_MOBILE).getByText(RELATED)).toBeVisible();
  await expect(rowOf(page, parity, BY_PARITY).getByText(RELATED)).toBeVisible();
  // Neither was proved by another mobile: no change of mobile is offered.
  await expect(page.getByRole('button', { name: CHANGE_MOBILE })).toBeHidden();
  const after = await relationsOf(page);
  for (const { id } of [guarded, parity])
    expect(after.find((entry) => entry.id === id)!.status).toBe('confirmed');
});
