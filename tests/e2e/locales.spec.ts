import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { maskMobile } from '../../shared/validation/mobile';
import { SANDBOX_PASSWORD } from './support/sandbox';

/**
 * The sign-in to main page journey in Simplified Chinese and in Thai, each language resolved from
 * the browser's (docs/product.md §4: no cookie yet). Checked by the html lang attribute and by labels
 * whose translations are in the catalogues (the product's name, the language trigger, the main
 * page's introduction); the sign-in form's own words are matched in that language or in English,
 * the source, until its translations arrive. No language cookie is written by resolving alone.
 */

const MOBILE = '13900139000';

const JOURNEYS = [
  {
    browserLocale: 'zh-CN',
    lang: 'zh-CN',
    title: '业务工作台',
    languageTrigger: '语言：简体中文',
    intro: '在一个地方管理您的账号、企业、部门、成员、设备、邀请和服务。',
    account: /手机号|账号|Mobile number or user name/,
    password: /^(密码|Password)$/,
    signIn: /^(登录|Sign in)$/,
  },
  {
    browserLocale: 'th-TH',
    lang: 'th-TH',
    title: 'เวิร์กเบนช์ธุรกิจ',
    languageTrigger: 'ภาษา: ภาษาไทย',
    intro: 'จัดการบัญชี บริษัท แผนก สมาชิก อุปกรณ์ คำเชิญ และบริการของคุณได้ในที่เดียว',
    account: /หมายเลขโทรศัพท์|บัญชี|ชื่อผู้ใช้|Mobile number or user name/,
    password: /^(รหัสผ่าน|Password)$/,
    signIn: /^(เข้าสู่ระบบ|Sign in)$/,
  },
] as const;

async function signIn(page: Page, journey: (typeof JOURNEYS)[number]) {
  const form = page.getByRole('tabpanel');
  await form.getByLabel(journey.account).fill(MOBILE);
  await form.getByLabel(journey.password).fill(SANDBOX_PASSWORD);
  if ((await page.getByRole('checkbox').count()) > 0)
    await page.locator('[data-scope="checkbox"][data-part="control"]').click();
  await form.getByRole('button', { name: journey.signIn }).click();
}

for (const journey of JOURNEYS) {
  test.describe(`a ${journey.browserLocale} browser`, () => {
    test.use({ locale: journey.browserLocale });

    test('should sign in and reach the main page in that language', async ({ page, context }) => {
      await page.goto('index.html#/login');
      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', journey.lang);
      await expect(page.getByRole('banner')).toContainText(journey.title);
      await expect(page.getByRole('button', { name: journey.languageTrigger })).toBeVisible();

      await signIn(page, journey);
      await expect(page).toHaveURL(/index\.html#\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(maskMobile(MOBILE));
      await expect(html).toHaveAttribute('lang', journey.lang);
      await expect(page.getByRole('banner')).toContainText(journey.title);
      await expect(page.getByRole('button', { name: journey.languageTrigger })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(journey.intro);
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('wb_lang');
    });
  });
}
