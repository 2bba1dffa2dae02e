import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openAsNewAccount, openPage, sendCode, startSession } from './support/session';
import { createAccount, forceAnswers, SANDBOX_CODE } from './support/sandbox';

/**
 * The services page and the read-only page (issue 7, items 5 and 6) against the sandbox. Each test
 * signs in to a corp of its own holding its own services (createAccount: services): 总部云会计,
 * 门店云零售 (off), 试用云薪酬 (trial), 电子发票助手 (third-party), 2024年度云会计 (read-only).
 * The browser speaks zh-CN: texts are matched in Chinese or English.
 */

const SAVE = /^(保存|Save)$/;
const CONFIRM = /^(确定|Confirm)$/;
const OWN_TAB = /^(自有服务|Own services)/;
const ENTER = /^(进入|Enter)$/;

async function signInWithServices(page: Page, baseURL: string | undefined): Promise<void> {
  const account = await createAccount(page.request, baseURL, { ownCorp: true, services: true });
  await startSession(page, account.userId);
}

const serviceHeading = (page: Page, name: string) =>
  page.getByRole('heading', { name, exact: true });

/** The card of a service in the list. */
const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: serviceHeading(page, name) });

async function openMenuItem(page: Page, name: string, item: RegExp): Promise<void> {
  await card(page, name)
    .getByRole('button', { name: new RegExp(`${name} 的更多操作|More actions for ${name}`) })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

test.describe('services', () => {
  test('renames a service, and the new name stays after a reload', async ({ page, baseURL }) => {
    await signInWithServices(page, baseURL);
    await openPage(page, '#/services');
    await expect(serviceHeading(page, '总部云会计')).toBeVisible();
    await openMenuItem(page, '总部云会计', /^(重命名|Rename)$/);
    const dialog = page.getByRole('dialog', { name: /重命名服务|Rename service/ });
    await dialog.getByRole('textbox', { name: /服务名称|Service name/ }).fill('华南总账');
    await dialog.getByRole('button', { name: SAVE }).click();
    await expect(serviceHeading(page, '华南总账')).toBeVisible();
    await page.reload();
    await expect(serviceHeading(page, '华南总账')).toBeVisible();
    await expect(serviceHeading(page, '总部云会计')).toHaveCount(0);
  });

  test('deletes a service with the SMS code, gone with its count after a reload', async ({
    page,
    baseURL,
  }) => {
    await signInWithServices(page, baseURL);
    await openPage(page, '#/services');
    const ownTab = page.getByRole('tab', { name: OWN_TAB });
    await expect(ownTab).toContainText('3');
    await openMenuItem(page, '试用云薪酬', /^(删除|Delete)$/);
    const dialog = page.getByRole('dialog', { name: /删除服务|Delete service/ });
    await sendCode(dialog);
    await dialog.getByRole('textbox', { name: /^(验证码|Verification code)$/ }).fill(SANDBOX_CODE);
    await dialog.getByRole('button', { name: CONFIRM }).click();
    await expect(dialog).toBeHidden();
    await expect(serviceHeading(page, '试用云薪酬')).toHaveCount(0);
    await expect(ownTab).toContainText('2');
    await page.reload();
    await expect(serviceHeading(page, '总部云会计')).toBeVisible();
    await expect(serviceHeading(page, '试用云薪酬')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: OWN_TAB })).toContainText('2');
  });

  test('turns on a service that is off and enters it; after a reload it enters at once', async ({
    page,
    baseURL,
  }) => {
    await signInWithServices(page, baseURL);
    await openPage(page, '#/services');
    await card(page, '门店云零售').getByRole('button', { name: ENTER }).click();
    const dialog = page.getByRole('alertdialog', { name: /启用服务|Turn on the service/ });
    await dialog.getByRole('button', { name: /^(启用并进入|Turn on and enter)$/ }).click();
    await expect(page).toHaveURL(/__sandbox\/pages\/service-entry\?serviceId=/);
    await openPage(page, '#/services');
    await card(page, '门店云零售').getByRole('button', { name: ENTER }).click();
    await expect(page).toHaveURL(/__sandbox\/pages\/service-entry\?serviceId=/);
  });

  test('hides a service through the list settings, still hidden after a reload', async ({
    page,
    baseURL,
  }) => {
    await signInWithServices(page, baseURL);
    await openPage(page, '#/services');
    await expect(serviceHeading(page, '门店云零售')).toBeVisible();
    await page.getByRole('button', { name: /^(列表设置|List settings)$/ }).click();
    const dialog = page.getByRole('dialog', { name: /列表设置|List settings/ });
    await dialog.getByText('门店云零售', { exact: true }).click();
    await dialog.getByRole('button', { name: SAVE }).click();
    await expect(dialog).toBeHidden();
    await expect(serviceHeading(page, '门店云零售')).toHaveCount(0);
    await page.reload();
    await expect(serviceHeading(page, '总部云会计')).toBeVisible();
    await expect(serviceHeading(page, '门店云零售')).toHaveCount(0);
  });

  test('activates a card (activecard/active): its paid service is in the own list after a reload', async ({
    page,
    baseURL,
  }) => {
    const account = await openAsNewAccount(page, baseURL, '#/services', {
      ownCorp: true,
      activationCard: true,
    });
    await expect(page.getByRole('tab', { name: OWN_TAB })).toContainText('0');
    await page.getByRole('button', { name: /^(使用激活卡|Activate a card)$/ }).click();
    const dialog = page.getByRole('dialog', { name: /使用激活卡|Activate a card/ });
    const code = dialog.getByRole('textbox', { name: /卡号|Card code/ });
    await code.fill('JDY-0000-0000-0000');
    await dialog.getByRole('button', { name: /^(激活|Activate)$/ }).click();
    // A refused code keeps what was typed.
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(code).toHaveValue('JDY-0000-0000-0000');
    await code.fill(account.cardCode!);
    await dialog.getByRole('button', { name: /^(激活|Activate)$/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/(激活成功：|The card is activated: ).*云进销存/)).toBeVisible();

    await page.reload();
    const activated = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /云进销存$/ }) });
    await expect(activated).toHaveCount(1);
    await expect(activated).toContainText(/正式|Paid/);
    await expect(page.getByRole('tab', { name: OWN_TAB })).toContainText('1');
  });

  test('starts a trial of an expired service (service/trial), the trial kept after a reload', async ({
    page,
    baseURL,
  }) => {
    await openAsNewAccount(page, baseURL, '#/services', {
      ownCorp: true,
      services: true,
      expiredService: true,
    });
    await card(page, '2023年度云进销存')
      .getByRole('button', { name: /^(开始试用|Start trial)$/ })
      .click();
    const dialog = page.getByRole('alertdialog', { name: /开始试用|Start a trial/ });
    // The trial-creation-count check: the own corp's 试用云薪酬 is one trial of four.
    await expect(dialog).toContainText(/1 \/ 4|1 of 4/);
    await dialog.getByRole('button', { name: /^(开始试用|Start trial)$/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/(试用服务 |The trial ).*云进销存/)).toBeVisible();

    const counted = page.waitForResponse((response) =>
      response.url().includes('/service/trial/creationCount'),
    );
    await page.reload();
    expect(await (await counted).json()).toMatchObject({ data: { created: 2, limit: 4 } });
    const erp = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /云进销存$/ }) });
    await expect(erp).toHaveCount(2);
    const trial = erp.filter({ has: page.getByText(/^(试用|Trial)$/) });
    await expect(trial).toHaveCount(1);
    await expect(trial.getByRole('button', { name: /^(转为正式|Convert to paid)$/ })).toBeVisible();
  });

  test('says the services wait for the certification (isServiceAvailable), gone once certified', async ({
    page,
    baseURL,
  }) => {
    await signInWithServices(page, baseURL);
    await openPage(page, '#/services');
    const notice = page.getByText(/^(本企业的服务暂不可用|The services of this company are not)/);
    await expect(notice).toBeVisible();
    await expect(page.getByText(/完成认证后|once the company is certified/)).toBeVisible();
    await page.getByRole('link', { name: /^(去认证|Go to certification)$/ }).click();
    await expect(page).toHaveURL(/#\/corps$/);

    const certified = await createAccount(page.request, baseURL, {
      ownCorp: true,
      services: true,
      certified: true,
    });
    await startSession(page, certified.userId);
    await openPage(page, '#/services');
    // Only the hash changed: a reload starts the page afresh in the other account's session.
    const checked = page.waitForResponse(/service\/corp\/isServiceAvailable/);
    await page.reload();
    await checked;
    await expect(serviceHeading(page, '总部云会计')).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('5000000000 leads to the read-only page with its count', async ({ page, baseURL }) => {
    await signInWithServices(page, baseURL);
    await forceAnswers(page, 'service/servicelist/getown errcode=5000000000');
    await page.goto('index.html#/services');
    await expect(page).toHaveURL(/#\/readonly\/myService$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /^(只读服务|Read-only services)$/ }),
    ).toBeVisible();
    await expect(page.getByText(/^(共 1 个只读服务|1 read-only service)$/)).toBeVisible();
    await expect(serviceHeading(page, '2024年度云会计')).toBeVisible();
  });

  test('5000000000 stays on the page when the start-up query sets closeOpenReadonlyFlag', async ({
    page,
    baseURL,
  }) => {
    await signInWithServices(page, baseURL);
    await forceAnswers(page, 'service/servicelist/getown errcode=5000000000');
    await page.goto('index.html?closeOpenReadonlyFlag=1#/services');
    // The failure is the list's own to show, in its place: the page did not leave.
    await expect(page.getByRole('alert').first()).toContainText(
      /This service is read-only for your account\./,
    );
    await expect(page).toHaveURL(/\?closeOpenReadonlyFlag=1#\/services$/);
  });
});

test('asks on the main page about the service entered last, linking to its questionnaire', async ({
  page,
  baseURL,
}) => {
  await signInWithServices(page, baseURL);
  const questionnaire = page.getByRole('region', { name: /^(问卷调查|Questionnaire)$/ });
  await openPage(page, '#/');
  // Nothing entered lately: nothing to ask about (the rest of the page has loaded by then).
  await expect(page.getByRole('region', { name: /最近使用|Recently used/ })).toBeVisible();
  await expect(questionnaire).toHaveCount(0);

  await openPage(page, '#/services');
  await card(page, '总部云会计').getByRole('button', { name: ENTER }).click();
  await expect(page).toHaveURL(/__sandbox\/pages\/service-entry\?serviceId=/);
  await openPage(page, '#/');
  const link = questionnaire.getByRole('link');
  await expect(link).toHaveAttribute('href', /__sandbox\/pages\/questionnaire\?serviceId=/);
});
