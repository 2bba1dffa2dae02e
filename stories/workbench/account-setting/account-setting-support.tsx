import { expect, userEvent, waitFor, within } from 'storybook/test';
import AccountSettingPage from '../../../workbench/routes/account-setting/account-setting-page';
import { paths } from '../../../workbench/routes/paths';
import {
  createTestAccount,
  sandbox,
  securityOf,
  SEED_DAY,
  startSession,
} from '../../../workbench/sandbox';
import { findSettledDialog } from '../../design-system/fixtures/overlays';
import { RouteStage } from '../support/route-stage';
import { SESSION_COOKIE } from '../../../shared/cookies';

/**
 * /accountSetting as u0001 (138****8000: protection by SMS, the notice on, a 90-day password,
 * WeChat bound, two valid authorization codes) against the sandbox, or as a fresh account in a
 * corp of its own (135****0001, nothing bound). Every SMS code is 246810.
 */
export function AccountSettingStage() {
  return (
    <RouteStage path={paths.accountSetting.path} otherPaths={[paths.authorizationCodes.path]}>
      <AccountSettingPage />
    </RouteStage>
  );
}

export const CODE = '246810';
export const REMOTE_NOTICE = /^(异地登录提醒|Remote-login notice)$/;
export const LOGIN_PROTECT = /^(登录保护|Login protection)$/;
export const SECOND_CHECK = /^(我在本企业的二次验证|Your second check in this company)$/;
export const EXPIRY = /^(密码有效期|Password expiry)$/;
export const PASSWORD = /^(登录密码|Password)$/;
export const MOBILE = /^(手机号|Mobile)$/;
export const EMAIL = /^(邮箱|E-mail)$/;
export const WECHAT = /^(微信|WeChat)$/;
export const TRUSTED = /^(受信任设备|Trusted devices)$/;
export const AI = /^(AI 服务协议|AI service agreement)$/;
export const LOG_OFF = /^(注销账号|Close account)$/;
const SEND = /^(获取验证码|Send code)$/;
export const CONFIRM = /^(确定|Confirm)$/;
export const CHANGE = /^(修改|Change)$/;

/**
 * The sandbox's clock on the seed's day, so the dates and days left the page shows are the same on
 * every run; Date.now held still, so a code button's countdown holds its number for the picture.
 */
export async function holdClock() {
  const state = await sandbox.state();
  state.clock.advance(SEED_DAY - state.clock.now());
  const real = Date.now;
  const instant = real();
  Date.now = () => instant;
  return () => {
    Date.now = real;
  };
}

/** Signs in as a fresh test account with a corp of its own, its password set on the seed's day. */
export async function signInFresh() {
  const state = await sandbox.state();
  const { userId } = createTestAccount(state, { ownCorp: true });
  securityOf(state, userId).pwdChangedAt = SEED_DAY;
  const { session } = startSession(state, userId, state.accounts.get(userId)!.defaultCorpId);
  document.cookie = `${SESSION_COOKIE}=${session.id}; Path=/`;
  return userId;
}

/** A setting's row, once its part has loaded. */
export async function row(canvasElement: HTMLElement, name: RegExp) {
  const group = await within(canvasElement).findByRole('group', { name });
  await waitFor(() => expect(within(group).queryByRole('status')).toBeNull());
  return within(group);
}

export async function findDialog(role: 'dialog' | 'alertdialog' = 'dialog') {
  return within(await findSettledDialog(role));
}

export async function sendCode(dialog: Awaited<ReturnType<typeof findDialog>>) {
  await userEvent.click(await dialog.findByRole('button', { name: SEND }));
  await waitFor(() => expect(dialog.getByRole('button', { name: /60/ })).toBeVisible());
}
