import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SANDBOX_CODE } from './support/sandbox';
import { openAsNewAccount, openPage, sendCode, signInToOwnCorp } from './support/session';

/**
 * The corps page (issue 7) against the sandbox over HTTP: each test has an account with a corp of
 * its own (signInToOwnCorp), adds the corps it changes, and checks each change after a reload.
 * The browser speaks zh-CN: texts are matched in Chinese or English.
 */

const ADD = /^(添加企业|Add company)$/;
const CONFIRM = /^(确定|Confirm)$/;

/** The list's row of a corp, by the name in its first cell. */
function corpRow(page: Page, name: string) {
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
}

async function addCorp(page: Page, name: string) {
  await page.getByRole('button', { name: ADD }).click();
  const dialog = page.getByRole('dialog', { name: /添加企业|Add a company/ });
  await dialog.getByRole('textbox').fill(name);
  await dialog.getByRole('button', { name: /^(添加|Add)$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(corpRow(page, name)).toBeVisible();
}

/** Sends the code in the verification dialog so named, types the sandbox's code and confirms. */
async function confirmWithCode(page: Page, name: RegExp) {
  const dialog = page.getByRole('dialog', { name });
  await sendCode(dialog);
  await dialog.getByLabel(/验证码|Verification code/).fill(SANDBOX_CODE);
  await dialog.getByRole('button', { name: CONFIRM }).click();
  await expect(dialog).toBeHidden();
}

test('should add a corp, switch to it, and rename it with the SMS code', async ({
  page,
  baseURL,
}) => {
  await signInToOwnCorp(page, baseURL);
  await openPage(page, '#/corps');

  await addCorp(page, '星河新能源有限公司');
  await page.reload();
  const added = corpRow(page, '星河新能源有限公司');
  await expect(added).toContainText(/未认证|Not certified/);

  await added.getByRole('button', { name: /^(切换到|Switch to) 星河新能源有限公司$/ }).click();
  await expect(added).toContainText(/当前|Current/);
  await page.reload();
  await expect(page.getByRole('banner')).toContainText('星河新能源有限公司');
  await expect(corpRow(page, '星河新能源有限公司')).toContainText(/当前|Current/);

  await page.getByRole('button', { name: /^(修改企业信息|Edit company)$/ }).click();
  const form = page.getByRole('dialog', { name: /修改企业信息|Edit company/ });
  await form.getByRole('textbox').fill('星河新能源集团有限公司');
  await form.getByRole('button', { name: /^(下一步|Next)$/ }).click();
  await confirmWithCode(page, /确认修改|Confirm the changes/);
  await expect(corpRow(page, '星河新能源集团有限公司')).toBeVisible();

  await page.reload();
  await expect(corpRow(page, '星河新能源集团有限公司')).toContainText(/当前|Current/);
  await expect(page.getByRole('banner')).toContainText('星河新能源集团有限公司');
});

test('should hide a corp, then delete it with the SMS code', async ({ page, baseURL }) => {
  await signInToOwnCorp(page, baseURL);
  await openPage(page, '#/corps');
  await addCorp(page, '临时项目部');

  const row = corpRow(page, '临时项目部');
  await row
    .getByRole('button', { name: /^(临时项目部 的更多操作|More actions for 临时项目部)$/ })
    .click();
  await page.getByRole('menuitem', { name: /^(隐藏|Hide)$/ }).click();
  await expect(row).toContainText(/已隐藏|Hidden/);
  await page.reload();
  await expect(corpRow(page, '临时项目部')).toContainText(/已隐藏|Hidden/);

  await corpRow(page, '临时项目部')
    .getByRole('button', { name: /^(临时项目部 的更多操作|More actions for 临时项目部)$/ })
    .click();
  await page.getByRole('menuitem', { name: /^(删除|Delete)$/ }).click();
  await confirmWithCode(page, /删除企业|Delete company/);
  await expect(corpRow(page, '临时项目部')).toHaveCount(0);
  await page.reload();
  await expect(corpRow(page, '测试账号\\d+的企业')).toBeVisible();
  await expect(corpRow(page, '临时项目部')).toHaveCount(0);
});

test("should open the add dialog from the header switcher's add company", async ({
  page,
  baseURL,
}) => {
  await signInToOwnCorp(page, baseURL);
  await openPage(page, '#/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /切换企业|Switch company/ })
    .click();
  await page.getByRole('button', { name: ADD }).click();
  await expect(page).toHaveURL(/#\/corps\?add=1$/);
  await expect(page.getByRole('dialog', { name: /添加企业|Add a company/ })).toBeVisible();
});

/** Chooses 营业执照.pdf as the business licence in the certify dialog. */
async function addLicence(form: Locator) {
  await form.locator('input[type=file]').setInputFiles({
    name: '营业执照.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(form.getByText('营业执照.pdf')).toBeVisible();
}

const CERT_REGION = /^(企业认证|Certification)$/;

test('should certify the corp with its business licence as a PDF, the licence named after a reload', async ({
  page,
  baseURL,
}) => {
  await signInToOwnCorp(page, baseURL);
  await openPage(page, '#/corps');
  const cert = page.getByRole('region', { name: /^(企业认证|Certification)$/ });
  await cert.getByRole('button', { name: /^(去认证|Certify)$/ }).click();
  const form = page.getByRole('dialog', { name: /^(企业认证|Certify the company)$/ });
  const next = form.getByRole('button', { name: /^(下一步|Next)$/ });

  await form.getByLabel(/^(企业全称|Enterprise name)/).fill('星河');
  await form
    .getByRole('button', { name: /从工商信息中查找|Find the enterprise in the registry/ })
    .click();
  await form.getByRole('button', { name: /^(使用|Use) 星河科技有限公司$/ }).click();
  // Without the licence the form goes no further, and says what it needs.
  await next.click();
  await expect(form.getByText(/请添加营业执照|Add the business licence/)).toBeVisible();

  await addLicence(form);
  await expect(form.getByText(/请添加营业执照|Add the business licence/)).toBeHidden();
  await next.click();
  await confirmWithCode(page, /确认提交认证|Confirm the certification/);
  await expect(form).toBeHidden();

  await page.reload();
  await expect(cert).toContainText(/审核中|Certification in review/);
  await expect(cert).toContainText('营业执照.pdf');
  await cert.getByRole('button', { name: /^(查询认证结果|Check the result)$/ }).click();
  await expect(cert).toContainText(/已认证|Certified/);
});

/**
 * Opens the dialog, picks 成员1 and confirms: the server asks for the verified flow, the page says
 * so and opens it in a new tab; back here, "I have verified" asks again with the proof.
 */
async function throughVerifiedFlow(page: Page, open: RegExp, confirm: RegExp) {
  await page.getByRole('button', { name: open }).click();
  const dialog = page.getByRole('dialog', { name: open });
  // The member's name, as a person clicks it: the radio's own input is visually hidden.
  await dialog.getByText('成员1', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: /成员1/ })).toBeChecked();
  await dialog.getByRole('button', { name: confirm }).click();
  const notice = page.getByRole('alertdialog', { name: /需要身份验证|Verification needed/ });
  await expect(notice).toBeVisible();
  const flowTab = page.waitForEvent('popup');
  await notice.getByRole('button', { name: /在新标签页中继续|Continue in a new tab/ }).click();
  const tab = await flowTab;
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Verified flow');
  await tab.close();
  await dialog.getByRole('button', { name: /^(我已完成验证|I have verified)$/ }).click();
  await expect(dialog).toBeHidden();
}

async function signInWithMembers(page: Page, baseURL: string | undefined) {
  await openAsNewAccount(page, baseURL, '#/corps', { ownCorp: true, members: 2 });
}

test('should make a member an admin through the verified flow in a new tab (5001012077), kept after a reload', async ({
  page,
  baseURL,
}) => {
  await signInWithMembers(page, baseURL);
  const SET_ADMINS = /^(设置管理员|Set admins)$/;
  await throughVerifiedFlow(page, SET_ADMINS, /^(设为管理员|Make admin)$/);
  await expect(page.getByText(/成员1 (已成为管理员|is now an admin)/)).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: SET_ADMINS }).click();
  await expect(
    page.getByRole('dialog', { name: SET_ADMINS }).getByRole('radio', { name: /成员1/ }),
  ).toHaveAccessibleName(/管理员|Admin/);
});

test('should transfer the company to a member through the verified flow in a new tab (5001012078)', async ({
  page,
  baseURL,
}) => {
  await signInWithMembers(page, baseURL);
  await throughVerifiedFlow(page, /^(转让企业|Transfer the company)$/, /^(转让|Transfer)$/);
  await expect(
    page.getByText(/成员1 (已成为企业创建者|is now the company's creator)/),
  ).toBeVisible();
});

test('should add a personal corp, shown as personal after a reload', async ({ page, baseURL }) => {
  await signInToOwnCorp(page, baseURL);
  await openPage(page, '#/corps');
  await page.getByRole('button', { name: ADD }).click();
  const dialog = page.getByRole('dialog', { name: /添加企业|Add a company/ });
  await dialog.getByRole('textbox').fill('王小明的工作室');
  const personal = dialog.getByRole('radio', { name: /^(个人|Personal)$/ });
  // The radio's own label, as a person clicks it: the input itself is visually hidden.
  await personal.locator('..').click();
  await expect(personal).toBeChecked();
  await dialog.getByRole('button', { name: /^(添加|Add)$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(corpRow(page, '王小明的工作室')).toBeVisible();

  await page.reload();
  await expect(corpRow(page, '王小明的工作室')).toContainText(/个人|Personal/);
});

test('should certify by the credit code alone (codeenter), in review after a reload', async ({
  page,
  baseURL,
}) => {
  await signInToOwnCorp(page, baseURL);
  await openPage(page, '#/corps');
  const cert = page.getByRole('region', { name: CERT_REGION });
  await cert.getByRole('button', { name: /^(去认证|Certify)$/ }).click();
  const form = page.getByRole('dialog', { name: /^(企业认证|Certify the company)$/ });
  const byCode = form.getByRole('radio', { name: /^(仅统一社会信用代码|The credit code only)$/ });
  await byCode.locator('..').click();
  await expect(byCode).toBeChecked();
  await expect(form.getByLabel(/^(法定代表人|Legal person)/)).toHaveCount(0);
  // A valid code (GB 32100 check character), so the registry certifies it.
  await form.getByLabel(/^(统一社会信用代码|Credit code)/).fill('91A9JPNP102LX0PYTG');
  await addLicence(form);
  await form.getByRole('button', { name: /^(下一步|Next)$/ }).click();
  await confirmWithCode(page, /确认提交认证|Confirm the certification/);
  await expect(form).toBeHidden();

  await page.reload();
  await expect(cert).toContainText(/审核中|Certification in review/);
  await expect(cert).toContainText('91A9JPNP102LX0PYTG');
  // The registry is searched by code: the enterprise is named after the corp.
  await expect(cert).toContainText(/测试账号\d+的企业/);
  await cert.getByRole('button', { name: /^(查询认证结果|Check the result)$/ }).click();
  await expect(cert).toContainText(/已认证|Certified/);
});

test('should correct the certified details (modifyCertCorp), uncertified after a reload', async ({
  page,
  baseURL,
}) => {
  await openAsNewAccount(page, baseURL, '#/corps', { ownCorp: true, certified: true });
  const cert = page.getByRole('region', { name: CERT_REGION });
  await expect(cert).toContainText(/已认证|Certified/);
  const EDIT = /^(修改认证信息|Edit (details|certification details))$/;
  await cert.getByRole('button', { name: EDIT }).click();
  const dialog = page.getByRole('dialog', { name: EDIT });
  await expect(dialog).toContainText(/重新认证|certified again/);
  await dialog.getByLabel(/^(法定代表人|Legal person)/).fill('李敏');
  await dialog.getByRole('button', { name: /^(保存|Save)$/ }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(cert).toContainText('李敏');
  await expect(cert).toContainText(/未认证|Not certified/);
  await expect(cert.getByRole('button', { name: /^(去认证|Certify)$/ })).toBeVisible();
});

test('should bind every member to WeCom (bindQywxMembers), all bound after a reload', async ({
  page,
  baseURL,
}) => {
  await signInWithMembers(page, baseURL);
  const wecom = page.getByRole('region', { name: /^(企业微信|Enterprise WeChat \(WeCom\))$/ });
  // The creator and 成员2 are bound, 成员1 is not.
  await expect(wecom).toContainText(/2\/3|2 of 3/);
  await wecom.getByRole('button', { name: /^(绑定全部成员|Bind all members)$/ }).click();
  await expect(
    page.getByText(/已有 3\/3 名成员绑定企业微信|3 of 3 members are bound/),
  ).toBeVisible();

  await page.reload();
  await expect(wecom).toContainText(/3\/3|3 of 3/);
  await expect(
    wecom.getByRole('button', { name: /^(绑定全部成员|Bind all members)$/ }),
  ).toBeDisabled();
});
