import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The sandbox's control surface for end-to-end tests. Tests run side by side against one server:
 * none resets the store; a test that changes an account makes its own (createAccount), and forced
 * answers travel in the X-Sandbox-Scenario header of one page (forceAnswers).
 */
export const SANDBOX_PASSWORD = 'Sandbox@2026';
export const SANDBOX_CODE = '246810';

export type LoginGate =
  | 'resetPassword'
  | 'registerCloudAccount'
  | 'twoFactorSms'
  | 'twoFactorEmail'
  | 'twoFactorWechat'
  | 'changePassword'
  | 'passwordExpired'
  | 'downgrade'
  | 'loginProtectTimeout';

export interface TestAccount {
  userId: string;
  /** '' for a user-name account. */
  mobile: string;
  userName: string;
  /** With activationCard: the card's code. */
  cardCode?: string;
  /** The code of its corp's assistant invitation (assistantInvite). */
  assistantCode?: string;
}

function controlUrl(baseURL: string | undefined, path: string): string {
  return new URL(`/workbench/api/__sandbox/${path}`, baseURL).toString();
}

/** A fresh account of this test's own (POST __sandbox/accounts), behind a gate if asked. */
export async function createAccount(
  request: APIRequestContext,
  baseURL: string | undefined,
  options: {
    gate?: LoginGate;
    userNameOnly?: boolean;
    admin?: boolean;
    secondCheck?: boolean;
    /** A corp of its own, creator and admin, with departments 研发部 and 市场部. */
    ownCorp?: boolean;
    /** With ownCorp: services of its own corp (总部云会计, 门店云零售 off, 试用云薪酬 on trial, 电子发票助手, 2024年度云会计 read-only). */
    services?: boolean;
    /** Self-service orders with relation infos to answer (one proposes the mobile 134…+serial). */
    orders?: boolean;
    /** With ownCorp: members besides the creator, in 研发部 (成员1, 成员2, …; up to 99). */
    members?: number;
    /** Trusted devices of its own, as the seed's accounts have. */
    trustedDevices?: boolean;
    /** With ownCorp: two devices on no serial number (财务电脑, 前台收银机), for a white list. */
    devices?: boolean;
    /** WeChat bound (as its real name) and the AI service agreement agreed to. */
    wechat?: boolean;
    /** With ownCorp: 周静 and 吴昊 have asked to join and await approval. */
    applicants?: boolean;
    /** Not shown advertisements (the advertisement-visibility check says so). */
    noAdvertisements?: boolean;
    /** With ownCorp: the own corp certified, its details drawn from its name. */
    certified?: boolean;
    /** With services: an expired paid 2023年度云进销存, whose trial can start. */
    expiredService?: boolean;
    /** With services: a paid 智能报税 (third party), which lives on another site of the suite. */
    taxFiling?: boolean;
    /** An unused activation card of its own (云进销存, 12 months), its code in cardCode. */
    activationCard?: boolean;
    /** With ownCorp: an assistant invitation of its corp (its code is assistantCode). */
    assistantInvite?: boolean;
    /** A password that expires in 3 days: account security shows the change-your-password tip. */
    passwordExpiring?: boolean;
  } = {},
): Promise<TestAccount> {
  const response = await request.post(controlUrl(baseURL, 'accounts'), { data: options });
  const body = (await response.json()) as { errcode: string; data: TestAccount };
  expect(body.errcode).toBe('0');
  return body.data;
}

/**
 * Forces answers on this page's calls: rules as the X-Sandbox-Scenario header takes them
 * (`service/corp/current errcode=5001022900`), joined by `;`.
 */
export async function forceAnswers(page: Page, ...rules: string[]): Promise<void> {
  await page.setExtraHTTPHeaders({ 'X-Sandbox-Scenario': rules.join('; ') });
}

/** Lets the next SMS code to this mobile go at once, its resend wait over (POST __sandbox/sms-ready). */
export async function smsReady(
  request: APIRequestContext,
  baseURL: string | undefined,
  mobile: string,
): Promise<void> {
  const response = await request.post(controlUrl(baseURL, 'sms-ready'), { data: { mobile } });
  const body = (await response.json()) as { errcode: string; description?: string };
  expect(body.errcode, body.description).toBe('0');
}

/** Moves a QR sign-in on, as the phone would (POST __sandbox/qr). */
export async function advanceQr(
  request: APIRequestContext,
  baseURL: string | undefined,
  loginCode: string,
  state: 1 | 2 | 3,
  userId = 'u0001',
): Promise<void> {
  const url = `${controlUrl(baseURL, 'qr')}?${new URLSearchParams({ loginCode, state: String(state), userId }).toString()}`;
  const response = await request.post(url);
  const body = (await response.json()) as { errcode: string; description?: string };
  expect(body.errcode, body.description).toBe('0');
}

/** The clicks (in the 280 px grid's coordinates) that solve the image captcha req_id. */
export async function captchaAnswer(
  request: APIRequestContext,
  baseURL: string | undefined,
  reqId: string,
): Promise<{ x: number; y: number }[]> {
  const response = await request.get(
    `${controlUrl(baseURL, 'captcha')}?req_id=${encodeURIComponent(reqId)}`,
  );
  const body = (await response.json()) as {
    errcode: string;
    data: { points: { x: number; y: number }[] };
  };
  expect(body.errcode).toBe('0');
  return body.data.points;
}
