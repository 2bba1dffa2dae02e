import type { Page } from '@playwright/test';
import { paths } from '../../../workbench/routes/paths';
import { expect } from './test';

/** Every page a person without a session can open (the not-found page included). */
export const SIGNED_OUT_PAGES = [
  paths.login.getHref(),
  paths.findPassword.getHref(),
  paths.forgetPassword.getHref(),
  paths.registerCloudAccount.getHref('13800138000'),
  paths.downgrade.getHref('13800138000'),
  paths.twoFactor.getHref('13800138000', '0', 'sms'),
  paths.assistant.getHref('ASSIST-1001'),
  paths.thirdPartyRegister.getHref(),
  '#/no-such-page',
];

/** Every page behind a session. */
export const SIGNED_IN_PAGES = [
  paths.home.getHref(),
  paths.accountSetting.getHref(),
  paths.corps.getHref(),
  paths.departments.getHref(),
  paths.devices.getHref(),
  paths.invitations.getHref(),
  paths.services.getHref(),
  paths.readOnlyService.getHref(),
  paths.authorizationCodes.getHref(),
  paths.selfService.getHref(),
  paths.market.getHref(),
  paths.operationLogs.getHref(),
  paths.upgrade.getHref(),
  paths.connectApp.getHref(),
  paths.legacy.getHref('/workbench/web/legacy-sample/index.html'),
];

/** Waits for a page a person would call drawn: its heading, and no wait (a loading status) left. */
export async function waitUntilDrawn(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /加载|Loading/ })).toHaveCount(0);
}
